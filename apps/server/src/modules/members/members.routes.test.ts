import { ERROR_MESSAGES } from '@jumun/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createProduct } from '../../../test/factories/product';
import { type SignedIn, signInWithPhone } from '../../../test/login';
import { openSse } from '../../../test/sse-client';
import { SAMPLE_OWNED_COMPANY_ID as COMPANY } from '../../seed/demo-seed';

/** 직원 관리, invitations, role enforcement, revocation within seconds and the audit trail (issue 14). */
const OWNER = '+821000000002';
const NEWCOMER = '+821000000021';
const OTHER = '+821000000022';
const SUSPENDED = '+821000000023';
let clock = Date.now();
let t: TestApp;
let baseUrl: string;
let owner: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({
    now: () => clock,
    env: { AUTH_TEST_PHONE_NUMBERS: [OWNER, NEWCOMER, OTHER, SUSPENDED].map((p) => `${p}:123456`).join(',') },
  });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signInWithPhone(t.app, OWNER);
}, 60_000);
afterAll(async () => t?.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: SignedIn, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const scoped = (path: string) => `/api/admin/companies/${COMPANY}${path}`;
const invite = async (role: 'owner' | 'manager' | 'staff', extra: object = {}) => {
  const res = await api('POST', scoped('/invitations'), owner, { role, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; token: string; path: string; status: string; expiresAt: string };
};
const readProduct = async (id: string) =>
  (await api('GET', `/api/document/admin/product/${id}?companyId=${COMPANY}`, owner)).json().data;
const saveProduct = (who: SignedIn, item: object) =>
  api('POST', '/api/document/admin/product', who, { companyId: COMPANY, item });
/** Moves the clock on; ID tokens live an hour, so the owner (and `phone`, if given) sign in again. */
const advance = async (ms: number, phone?: string) => {
  clock += ms;
  owner = await signInWithPhone(t.app, OWNER);
  return phone ? signInWithPhone(t.app, phone) : owner;
};
const waitUntil = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
};

describe('invitations', () => {
  let staff: SignedIn;

  it('lets the invitee see the shop and role, join once, and run the shop floor as 직원', async () => {
    const invitation = await invite('staff');
    expect(invitation).toMatchObject({ status: 'pending', path: `/admin/invite/${invitation.token}` });
    expect(Date.parse(invitation.expiresAt) - clock).toBe(7 * 24 * 60 * 60 * 1000);
    staff = await signInWithPhone(t.app, NEWCOMER);

    const preview = await api('GET', `/api/invitations/${invitation.token}`, staff);
    expect(preview.json().data).toMatchObject({
      companyId: COMPANY,
      shopName: '샘플카페 합정점',
      role: 'staff',
    });
    // A role in the body changes nothing: the invitation's role is the one granted.
    const accepted = await api('POST', `/api/invitations/${invitation.token}/accept`, staff, {
      role: 'owner',
    });
    expect(accepted.json().data).toEqual({ companyId: COMPANY, role: 'staff' });
    const again = await api('POST', `/api/invitations/${invitation.token}/accept`, staff);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('이미 사용된 초대 링크');

    const me = await api('GET', `/api/document/admin/administrator/${staff.uid}?companyId=`, staff);
    expect(me.json().data.companyRoles).toEqual({ [COMPANY]: 'staff' });
    // The administrator document's company list follows the membership rows; the first one becomes the main one.
    expect(me.json().data).toMatchObject({ companyIds: [COMPANY], companyId: COMPANY });

    const product = await readProduct(`p_${COMPANY}_001`);
    const soldOut = await saveProduct(staff, { ...product, isSoldOut: true });
    expect(soldOut.statusCode, soldOut.body).toBe(200);
    const price = await saveProduct(staff, { ...(await readProduct(product.id)), priceOriginal: 100 });
    expect(price.statusCode).toBe(403);
    expect(price.json().message).toContain('직원 권한으로는 메뉴와 설정을 바꿀 수 없습니다');
    expect((await api('GET', scoped('/members'), staff)).statusCode).toBe(403);
    const company = await api('GET', `/api/document/admin/company/${COMPANY}?companyId=`, staff);
    expect(company.json().data.bankAccount.accountNumber).not.toBe(
      (await api('GET', `/api/document/admin/company/${COMPANY}?companyId=`, owner)).json().data.bankAccount
        .accountNumber,
    );
  });

  it('keeps the last 대표: no demoting or removing them', async () => {
    const demote = await api('PUT', scoped(`/members/${owner.uid}`), owner, { role: 'manager' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(ERROR_MESSAGES.lastOwner);
    expect((await api('DELETE', scoped(`/members/${owner.uid}`), owner)).statusCode).toBe(409);
  });

  it('takes a removal into effect within 5 s: requests refused and the open admin stream ended', async () => {
    const stream = await openSse(`${baseUrl}/api/realtime/admin/companies/${COMPANY}`, staff.headers);
    expect(stream.status).toBe(200);
    await stream.waitFor((f) => f.event === 'company.changed');
    const removedAt = Date.now();
    expect((await api('DELETE', scoped(`/members/${staff.uid}`), owner)).statusCode).toBe(200);
    await stream.ended;
    expect(Date.now() - removedAt).toBeLessThan(5_000);
    // This process forgot at once; another process stops trusting its copy within ACCESS_TTL_MS.
    expect(
      (await api('GET', `/api/orders/listByDateAdmin?companyId=${COMPANY}&searchDate=20260101`, staff))
        .statusCode,
    ).toBe(403);
    const me = await api('GET', `/api/document/admin/administrator/${staff.uid}?companyId=`, staff);
    expect(me.json().data).toMatchObject({ companyIds: [], companyId: '', companyRoles: {} });
  });

  it('takes a change made behind this process (another process, SQL) into effect within 5 s', async () => {
    const member = await signInWithPhone(t.app, SUSPENDED);
    const joined = await invite('manager');
    await api('POST', `/api/invitations/${joined.token}/accept`, member);
    const product = await createProduct(t.app, member.headers, COMPANY);
    expect(product.id).toBeTruthy();
    // Another process suspends the account: this one only learns by re-reading.
    await t.database.db.execute(sql`update administrators set status = 'suspended' where id = ${member.uid}`);
    const took = await waitUntil(
      async () =>
        (await api('GET', `/api/document/admin/product?companyId=${COMPANY}`, member)).statusCode === 401,
      5_000,
    );
    expect(took).toBeLessThan(5_000);
  });
  it('answers guessed, expired, revoked and other-phone links in Korean, and nothing else', async () => {
    const other = await signInWithPhone(t.app, OTHER);
    const guessed = await api('GET', '/api/invitations/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', other);
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json()).toEqual({
      isSuccess: false,
      message: expect.stringContaining('초대 링크가 올바르지'),
      error: expect.anything(),
    });

    const bound = await invite('manager', { phoneNumber: '010-0000-0021' });
    const wrongPhone = await api('POST', `/api/invitations/${bound.token}/accept`, other);
    expect(wrongPhone.statusCode).toBe(403);
    expect(wrongPhone.json().message).toContain('다른 휴대폰 번호로 보낸 초대');

    const revoked = await invite('staff');
    expect((await api('DELETE', scoped(`/invitations/${revoked.id}`), owner)).json().data.status).toBe(
      'revoked',
    );
    expect((await api('GET', `/api/invitations/${revoked.token}`, other)).json().message).toContain(
      '취소된 초대',
    );

    const expiring = await invite('staff', { expiresInDays: 1 });
    const later = await advance(25 * 60 * 60 * 1000, OTHER);
    expect((await api('POST', `/api/invitations/${expiring.token}/accept`, later)).json().message).toContain(
      '유효 기간이 지났습니다',
    );
    const list = (await api('GET', scoped('/invitations'), owner)).json().data as {
      id: string;
      status: string;
    }[];
    expect(list.find((i) => i.id === expiring.id)?.status).toBe('expired');
    expect(list.find((i) => i.id === revoked.id)?.status).toBe('revoked');
    expect(list.some((i) => i.status === 'accepted')).toBe(true);
  });

  it('limits how many invitations a company creates per hour', async () => {
    let last = 0;
    for (let i = 0; i < 25 && last !== 429; i++)
      last = (await api('POST', scoped('/invitations'), owner, { role: 'staff' })).statusCode;
    expect(last).toBe(429);
    await advance(61 * 60 * 1000);
    expect((await api('POST', scoped('/invitations'), owner, { role: 'staff' })).statusCode).toBe(200);
  });
});

describe('audit log', () => {
  it('records role changes, removals, joins and sold-out switches with who, role and before/after', async () => {
    const rows = (await api('GET', scoped('/audit?limit=200'), owner)).json().data as {
      kind: string;
      action: string;
      actorRole: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }[];
    expect(rows.find((r) => r.kind === 'product' && r.actorRole === 'staff')).toMatchObject({
      action: 'updated',
      before: { isSoldOut: false },
      after: { isSoldOut: true },
    });
    expect(rows.find((r) => r.kind === 'member' && r.action === 'removed')).toMatchObject({
      actorRole: 'owner',
      before: { role: 'staff' },
    });
    expect(rows.some((r) => r.kind === 'member' && r.action === 'joined')).toBe(true);
    expect(rows.some((r) => r.kind === 'invitation' && r.action === 'revoked')).toBe(true);
    const onlyProducts = (await api('GET', scoped('/audit?kind=product'), owner)).json().data as {
      kind: string;
    }[];
    expect(onlyProducts.length).toBeGreaterThan(0);
    expect(onlyProducts.every((r) => r.kind === 'product')).toBe(true);
  });

  it('cannot be changed, not even by SQL', async () => {
    await expect(t.database.db.execute(sql`update audit_log set action = 'nothing'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });
});
