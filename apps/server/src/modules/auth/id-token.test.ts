import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createIdTokenService, ID_TOKEN_TTL_SECONDS } from './id-token';

const session = { uid: 'uid_a', roles: ['admin' as const], companyIds: ['coA'] };

describe('ID tokens', () => {
  it('verifies its own tokens, and again from the verified cache', async () => {
    const service = createIdTokenService(crypto.randomBytes(32));
    const { idToken } = await service.sign(session);
    const first = await service.verify(idToken);
    expect(first).toMatchObject(session);
    expect(await service.verify(idToken)).toEqual(first);
  });

  it('refuses a cached token once it has expired', async () => {
    let clock = Date.parse('2026-11-23T00:00:00Z');
    const service = createIdTokenService(crypto.randomBytes(32), () => clock);
    const { idToken } = await service.sign(session);
    expect(await service.verify(idToken)).not.toBeNull();
    clock += ID_TOKEN_TTL_SECONDS * 1000 - 1000;
    expect(await service.verify(idToken)).not.toBeNull();
    clock += 1000;
    expect(await service.verify(idToken)).toBeNull();
  });

  it('never lets a verified token vouch for a tampered copy or another key', async () => {
    const service = createIdTokenService(crypto.randomBytes(32));
    const { idToken } = await service.sign(session);
    await service.verify(idToken);
    const [header, payload, signature] = idToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, roles: ['admin', 'super'] })).toString(
      'base64url',
    );
    expect(await service.verify(`${header}.${tampered}.${signature}`)).toBeNull();
    expect(await createIdTokenService(crypto.randomBytes(32)).verify(idToken)).toBeNull();
  });

  it('hands out sessions that cannot be changed by the request that got them', async () => {
    const service = createIdTokenService(crypto.randomBytes(32));
    const { idToken } = await service.sign(session);
    const verified = await service.verify(idToken);
    expect(() => verified?.companyIds.push('coB')).toThrow();
    expect((await service.verify(idToken))?.companyIds).toEqual(['coA']);
  });
});
