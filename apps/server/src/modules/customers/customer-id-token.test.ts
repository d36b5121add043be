import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createIdTokenService } from '../auth';
import { CUSTOMER_ID_TOKEN_TTL_SECONDS, createCustomerIdTokenService } from './customer-id-token';

describe('customer ID tokens', () => {
  it('verifies its own tokens, and again from memory', async () => {
    const service = createCustomerIdTokenService(crypto.randomBytes(32));
    const { idToken } = await service.sign({ uid: 'cus_a', sessionId: 'sid_a' });
    const first = await service.verify(idToken);
    expect(first).toMatchObject({ kind: 'customer', uid: 'cus_a', sessionId: 'sid_a' });
    // The same frozen answer: the second request did not verify (and decode) the token again.
    expect(await service.verify(idToken)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('refuses a remembered token once it has expired', async () => {
    let clock = Date.parse('2026-11-28T00:00:00Z');
    const service = createCustomerIdTokenService(crypto.randomBytes(32), () => clock);
    const { idToken } = await service.sign({ uid: 'cus_a' });
    expect(await service.verify(idToken)).not.toBeNull();
    clock += CUSTOMER_ID_TOKEN_TTL_SECONDS * 1000 - 1000;
    expect(await service.verify(idToken)).not.toBeNull();
    clock += 1000;
    expect(await service.verify(idToken)).toBeNull();
    expect(await service.verify(idToken)).toBeNull();
  });

  it('never lets a remembered token vouch for a tampered copy, another key or an administrator token', async () => {
    const secret = crypto.randomBytes(32);
    const service = createCustomerIdTokenService(secret);
    const { idToken } = await service.sign({ uid: 'cus_a' });
    await service.verify(idToken);
    const [header, payload, signature] = idToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'cus_b' })).toString('base64url');
    expect(await service.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await createCustomerIdTokenService(crypto.randomBytes(32)).verify(idToken)).toBeNull();
    const admin = await createIdTokenService(secret).sign({ uid: 'uid_a', roles: ['admin'], companyIds: [] });
    expect(await service.verify(admin.idToken)).toBeNull();
  });
});
