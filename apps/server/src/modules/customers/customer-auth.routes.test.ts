import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signInAsCustomer, signInWithPhone } from '../../../test/login';
import { customers } from '../../db/schema';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const adminProducts = `/api/document/admin/product?companyId=${SAMPLE_OWNED_COMPANY_ID}`;

describe('customer sign-in (/api/userAuth)', () => {
  it('issues customer-audience tokens and creates the customer profile with an encrypted phone', async () => {
    const customer = await signInAsCustomer(t.app);
    expect(decodeJwt(customer.idToken)).toMatchObject({
      aud: 'jumun-store',
      kind: 'customer',
      sub: customer.uid,
    });
    const [profile] = await t.database.db.select().from(customers).where(eq(customers.uid, customer.uid));
    expect(profile?.phoneSuffix).toBe('0005');
    expect(profile?.securedPhone).not.toContain('1000000005');
    expect(t.app.services.cipher.decrypt(profile?.securedPhone ?? '')).toBe('+821000000005');
  });

  it('never lets a customer session pass an administrator check, even for the owner’s own phone', async () => {
    const ownerAsCustomer = await signInAsCustomer(t.app, '+821000000002');
    const asCustomer = await t.app.inject({ url: adminProducts, headers: ownerAsCustomer.headers });
    expect(asCustomer.statusCode).toBe(401);
    const owner = await signInWithPhone(t.app, '+821000000002');
    expect((await t.app.inject({ url: adminProducts, headers: owner.headers })).statusCode).toBe(200);
    expect(owner.uid).toBe(ownerAsCustomer.uid);
  });

  it('keeps the two audiences apart for custom and refresh tokens', async () => {
    await post('/api/userAuth/send-sms', { phoneNumber: '+821000000005' });
    const verified = await post('/api/userAuth/verify-sms', { phoneNumber: '+821000000005', code: '123456' });
    const { customToken } = verified.json().data;
    expect((await post('/api/auth/session', { customToken })).statusCode).toBe(401);
    expect((await post('/api/userAuth/session', { customToken })).statusCode).toBe(200);

    const customer = await signInAsCustomer(t.app);
    expect((await post('/api/auth/refresh', { refreshToken: customer.refreshToken })).statusCode).toBe(401);
    const owner = await signInWithPhone(t.app, '+821000000002');
    expect((await post('/api/userAuth/refresh', { refreshToken: owner.refreshToken })).statusCode).toBe(401);
    const rotated = await post('/api/userAuth/refresh', { refreshToken: customer.refreshToken });
    expect(rotated.statusCode).toBe(200);
    expect(decodeJwt(rotated.json().data.idToken).aud).toBe('jumun-store');
  });

  it('logs out: the refresh token no longer works', async () => {
    const customer = await signInAsCustomer(t.app);
    expect((await post('/api/userAuth/logout', { refreshToken: customer.refreshToken })).statusCode).toBe(
      200,
    );
    expect((await post('/api/userAuth/refresh', { refreshToken: customer.refreshToken })).statusCode).toBe(
      401,
    );
  });
});
