import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { aligoEnv, type FakeAligoGateway, startFakeAligoGateway } from '../../../test/fakes/aligo-gateway';
import { signInWithPhone } from '../../../test/login';
import { administrators, authUsers } from '../../db/schema';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';

let t: TestApp;
let gateway: FakeAligoGateway;

beforeAll(async () => {
  gateway = await startFakeAligoGateway();
  // The staff phone is listed as super too: existing administrators gain the role at sign-in.
  t = await buildTestApp({
    env: { ...aligoEnv(gateway), SUPER_ADMIN_PHONES: '+821000000009,+821000000003' },
  });
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const claimsOf = (idToken: string) => decodeJwt(idToken);

describe('phone sign-in (send-sms → verify-sms → session)', () => {
  it('answers send-sms with the code lifetime and resend delay', async () => {
    const res = await post('/api/auth/send-sms', { phoneNumber: '010-0000-0001' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true, data: { expiresInSeconds: 300, resendAfterSeconds: 60 } });
  });

  it('signs a new phone in as a demo administrator and creates its records once', async () => {
    const first = await signInWithPhone(t.app, '+821000000001');
    expect(first.uid).toMatch(/^uid_/);
    expect(first.expiresIn).toBe(3600);
    expect(claimsOf(first.idToken)).toMatchObject({ sub: first.uid, roles: ['admin'], companyIds: [] });
    const again = await signInWithPhone(t.app, '01000000001');
    expect(again.uid).toBe(first.uid);

    const res = await t.app.inject({
      url: `/api/document/admin/administrator/${first.uid}?companyId=`,
      headers: first.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: first.uid,
      companyIds: [],
      companyId: '',
      status: 'registered',
      roles: ['admin'],
      lastSelectedDemoCompanyId: 'demoCompanyCafe',
      phoneSuffix: '0001',
      contactInfo: { securedPhoneMain: '+821000000001' },
    });
  });

  it('keeps phones encrypted at rest and looks them up by keyed hash', async () => {
    const { uid } = await signInWithPhone(t.app, '+821000000001');
    const [user] = await t.database.db.select().from(authUsers).where(eq(authUsers.uid, uid));
    const [admin] = await t.database.db.select().from(administrators).where(eq(administrators.id, uid));
    expect(user?.securedPhone).toMatch(/^gcm1:/);
    expect(JSON.stringify(user)).not.toContain('1000000001');
    expect(admin?.contactInfo.securedPhoneMain).toMatch(/^gcm1:/);
    expect(admin?.searchField).toEqual(['0001']);
  });

  it('maps the seeded demo phones to their administrators and companies', async () => {
    const owner = await signInWithPhone(t.app, '+821000000002');
    expect(owner.uid).toBe('uid_owner_sample');
    expect(claimsOf(owner.idToken)).toMatchObject({
      companyIds: [SAMPLE_OWNED_COMPANY_ID],
      roles: ['admin'],
    });
    const products = await t.app.inject({
      url: `/api/document/admin/product?companyId=${SAMPLE_OWNED_COMPANY_ID}`,
      headers: owner.headers,
    });
    expect(products.statusCode).toBe(200);
  });

  it('grants the super role to SUPER_ADMIN_PHONES, new and existing administrators alike', async () => {
    const superAdmin = await signInWithPhone(t.app, '+821000000009');
    expect(claimsOf(superAdmin.idToken).roles).toEqual(['admin', 'super']);
    const staff = await signInWithPhone(t.app, '+821000000003');
    expect(staff.uid).toBe('uid_staff_sample');
    expect(claimsOf(staff.idToken)).toMatchObject({
      roles: ['admin', 'super'],
      companyIds: [SAMPLE_OWNED_COMPANY_ID],
    });
  });

  it('never sends test numbers to the provider', async () => {
    const before = gateway.calls.length;
    for (let i = 0; i < 5; i++) await signInWithPhone(t.app, '+821000000001');
    expect(gateway.calls.length).toBe(before);
  });

  it('sends a real code through the gateway for other numbers and signs in with it', async () => {
    await post('/api/auth/send-sms', { phoneNumber: '010-9876-5432' });
    const code = gateway.lastCodeFor('01098765432');
    expect(code).toMatch(/^\d{6}$/);
    const verify = await post('/api/auth/verify-sms', { phoneNumber: '+821098765432', code: code ?? '' });
    expect(verify.statusCode).toBe(200);
    const session = await post('/api/auth/session', { customToken: verify.json().data.customToken });
    expect(session.json().data.uid).toMatch(/^uid_/);
  });

  it('answers 502 with a Korean message when the gateway refuses, and the code is unusable', async () => {
    gateway.respondWith(200, { result_code: '-201', message: '잔액부족' });
    const res = await post('/api/auth/send-sms', { phoneNumber: '010-5555-0000' });
    gateway.respondWith(200, { result_code: '1', message: 'success' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ isSuccess: false, error: 'BAD_GATEWAY', message: expect.any(String) });
    const code = gateway.lastCodeFor('01055550000') ?? '';
    expect((await post('/api/auth/verify-sms', { phoneNumber: '01055550000', code })).statusCode).toBe(401);
  });

  it.each([
    ['a malformed number', { phoneNumber: '12345' }],
    ['a landline', { phoneNumber: '02-123-4567' }],
    ['a foreign number', { phoneNumber: '+14155552671' }],
    ['no number', {}],
  ])('refuses %s with 400 and a Korean message', async (_, payload) => {
    const res = await post('/api/auth/send-sms', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false, error: 'VALIDATION' });
    expect(res.json().message).toMatch(/[가-힣]/);
    expect(res.json()).not.toHaveProperty('data');
  });

  it('refuses a wrong code with 401 and a code that was never sent with 401', async () => {
    await post('/api/auth/send-sms', { phoneNumber: '+821000000001' });
    const wrong = await post('/api/auth/verify-sms', { phoneNumber: '+821000000001', code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toContain('남은 입력 횟수 4회');
    const never = await post('/api/auth/verify-sms', { phoneNumber: '010-4444-4444', code: '123456' });
    expect(never.statusCode).toBe(401);
    const malformed = await post('/api/auth/verify-sms', { phoneNumber: '010-4444-4444', code: '12ab' });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a session for an unknown custom token', async () => {
    const res = await post('/api/auth/session', { customToken: 'not-a-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).not.toHaveProperty('data');
  });
});
