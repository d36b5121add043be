import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { type SignedIn, signInWithPhone } from '../../../test/login';
import { administrators, auditLog, authUsers, companyMembers } from '../../db/schema';
import { SAMPLE_OWNED_COMPANY_ID as COMPANY } from '../../seed/demo-seed';

/** 내 정보: leave a company, delete the account, change the phone (issue 15 `/admin/me`). */
const OWNER = '+821000000002';
const MANAGER = '+821000000031';
const STAFF = '+821000000032';
const MOVER = '+821000000033';
const NEW_NUMBER = '+821000000034';
const OTHER_ADMIN = '+821000000035';
let t: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  const phones = [OWNER, MANAGER, STAFF, MOVER, NEW_NUMBER, OTHER_ADMIN];
  t = await buildTestApp({ env: { AUTH_TEST_PHONE_NUMBERS: phones.map((p) => `${p}:123456`).join(',') } });
  owner = await signInWithPhone(t.app, OWNER);
}, 60_000);
afterAll(async () => t?.close());

const post = (url: string, who: SignedIn | null, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, payload, ...(who ? { headers: who.headers } : {}) });
const uidOf = (who: SignedIn) =>
  JSON.parse(Buffer.from(who.idToken.split('.')[1] ?? '', 'base64url').toString()).sub as string;
/** Signs `phone` in and has the owner take them on at the sample company in `role`. */
const join = async (phone: string, role: 'owner' | 'manager' | 'staff') => {
  const invitation = await post(`/api/admin/companies/${COMPANY}/invitations`, owner, { role });
  const who = await signInWithPhone(t.app, phone);
  const accepted = await post(`/api/invitations/${invitation.json().data.token}/accept`, who);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return who;
};
const membershipOf = async (uid: string) =>
  t.database.db
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, COMPANY), eq(companyMembers.administratorId, uid)));

describe('회사 나가기 (POST /api/admin/me/companies/:companyId/leave)', () => {
  it('ends one’s own membership with an audit row, and keeps the last owner', async () => {
    const manager = await join(MANAGER, 'manager');
    const devices = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/companies/${COMPANY}/devices`,
        headers: manager.headers,
      });
    expect((await devices()).statusCode).toBe(200);
    const left = await post(`/api/admin/me/companies/${COMPANY}/leave`, manager);
    expect(left.json().data).toEqual({ companyId: COMPANY, role: 'manager' });
    expect(await membershipOf(uidOf(manager))).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, uidOf(manager)), eq(auditLog.action, 'left')));
    expect(audit).toMatchObject({
      companyId: COMPANY,
      actorUid: uidOf(manager),
      before: { role: 'manager' },
    });
    // Gone at once: the company's data is closed to them on the very next request.
    expect((await devices()).statusCode).toBe(403);
    expect((await post(`/api/admin/me/companies/${COMPANY}/leave`, manager)).statusCode).toBe(404);

    const sole = await post(`/api/admin/me/companies/${COMPANY}/leave`, owner);
    expect(sole.statusCode).toBe(409);
    expect(sole.json().message).toContain("'샘플카페 합정점'의 마지막 대표");
    expect(await membershipOf(uidOf(owner))).toHaveLength(1);
  });
});

describe('계정 삭제 (POST /api/admin/me/delete)', () => {
  it('is refused while the account is a company’s last owner, naming the company', async () => {
    const refused = await post('/api/admin/me/delete', owner, { phoneSuffix: '0002' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("'샘플카페 합정점'의 마지막 대표라서 계정을 삭제할 수 없습니다");
    expect(await membershipOf(uidOf(owner))).toHaveLength(1);
  });

  it('removes personal data, ends sessions and memberships, and keeps the uid the audit log names', async () => {
    const staff = await join(STAFF, 'staff');
    const uid = uidOf(staff);
    const wrong = await post('/api/admin/me/delete', staff, { phoneSuffix: '9999' });
    expect(wrong.statusCode).toBe(403);

    const deleted = await post('/api/admin/me/delete', staff, { phoneSuffix: '0032' });
    expect(deleted.json().data).toEqual({ uid, leftCompanies: 1 });

    const [admin] = await t.database.db.select().from(administrators).where(eq(administrators.id, uid));
    expect(admin).toMatchObject({
      status: 'deleted',
      securedUserName: '',
      phoneSuffix: '',
      searchField: [],
      companyIds: [],
    });
    expect(Object.values(admin?.contactInfo ?? {})).toEqual(['', '', '', '', '']);
    const [user] = await t.database.db.select().from(authUsers).where(eq(authUsers.uid, uid));
    expect(user).toMatchObject({ securedPhone: '', phoneHash: `deleted:${uid}` });
    expect(await membershipOf(uid)).toEqual([]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.actorUid, uid));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['joined', 'account_deleted', 'deleted']),
    );

    // Signed out everywhere at once: the refresh token is dead and the ID token no longer opens anything.
    expect((await post('/api/auth/refresh', null, { refreshToken: staff.refreshToken })).statusCode).toBe(
      401,
    );
    expect((await post('/api/admin/me/phone/send-sms', staff, { phoneNumber: NEW_NUMBER })).statusCode).toBe(
      401,
    );
    // The number is free again: signing in with it starts a new, empty account.
    const again = await signInWithPhone(t.app, STAFF);
    expect(uidOf(again)).not.toBe(uid);
  });
});

describe('휴대폰 번호 변경 (POST /api/admin/me/phone[/send-sms])', () => {
  it('takes the new number only with the code sent to it, and the sessions keep working', async () => {
    // A staff member with a name: the operator finds them by it before and after the change.
    const mover = await join(MOVER, 'staff');
    const uid = uidOf(mover);
    const url = `/api/document/admin/administrator/${uid}?companyId=`;
    const record = (await t.app.inject({ method: 'GET', url, headers: mover.headers })).json().data;
    const named = await post('/api/document/admin/administrator', mover, {
      companyId: COMPANY,
      item: { ...record, securedUserName: '이사님' },
    });
    expect(named.statusCode, named.body).toBe(200);
    await signInWithPhone(t.app, OTHER_ADMIN);
    const taken = await post('/api/admin/me/phone/send-sms', mover, { phoneNumber: OTHER_ADMIN });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('이미 다른 계정에서 사용 중인 번호입니다.');
    expect((await post('/api/admin/me/phone/send-sms', mover, { phoneNumber: MOVER })).statusCode).toBe(409);

    expect((await post('/api/admin/me/phone/send-sms', mover, { phoneNumber: NEW_NUMBER })).statusCode).toBe(
      200,
    );
    const wrongCode = await post('/api/admin/me/phone', mover, { phoneNumber: NEW_NUMBER, code: '000000' });
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json().message).toContain('인증번호가 일치하지 않습니다');
    const changed = await post('/api/admin/me/phone', mover, { phoneNumber: NEW_NUMBER, code: '123456' });
    expect(changed.json().data).toEqual({ phoneSuffix: '0034' });

    const [admin] = await t.database.db.select().from(administrators).where(eq(administrators.id, uid));
    // The new suffix replaces the old one; the name keyword stays, so the operator still finds them by name.
    expect(admin?.phoneSuffix).toBe('0034');
    expect(admin?.searchField.filter((k) => !k.startsWith('name:'))).toEqual(['0034']);
    expect(admin?.searchField.filter((k) => k.startsWith('name:'))).toHaveLength(1);
    expect(t.app.services.cipher.decrypt(admin?.contactInfo.securedPhoneMain ?? '')).toBe(NEW_NUMBER);
    const refreshed = await post('/api/auth/refresh', null, { refreshToken: mover.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    // The new number signs in to the same account; the old one would start a new account.
    expect(uidOf(await signInWithPhone(t.app, NEW_NUMBER))).toBe(uid);
    expect(uidOf(await signInWithPhone(t.app, MOVER))).not.toBe(uid);
  });
});
