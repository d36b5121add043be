import { ERROR_MESSAGES } from '@jumun/shared';
import { eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { refreshSession, type SignedIn, signInWithPhone } from '../../../test/login';
import { openSse } from '../../../test/sse-client';
import { administrators, orders } from '../../db/schema';
import { SAMPLE_OWNED_COMPANY_ID as COMPANY } from '../../seed/demo-seed';

/** The operator's area (issue 14): companies, administrators, and their audit trail. */
const SUPER = '+821000000009';
const OWNER = '+821000000002';
const NEW_OWNER = '+821000000031';
const LEAVING = '+821000000032';
const APPLICANT = '+821000000033';
let t: TestApp;
let baseUrl: string;
let superAdmin: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      AUTH_TEST_PHONE_NUMBERS: [SUPER, OWNER, NEW_OWNER, LEAVING, APPLICANT]
        .map((p) => `${p}:123456`)
        .join(','),
      SUPER_ADMIN_PHONES: SUPER,
    },
  });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  superAdmin = await signInWithPhone(t.app, SUPER);
  owner = await signInWithPhone(t.app, OWNER);
}, 60_000);
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: SignedIn, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

describe('/api/super/companies', () => {
  it('searches, sorts and pages on the server, with administrators counted', async () => {
    const page = (
      await call('GET', '/api/super/companies?q=샘플&sort=shopName&dir=asc&pageSize=1', superAdmin)
    ).json().data;
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ shopName: expect.stringContaining('샘플'), status: 'active' });
    const all = (
      await call('GET', '/api/super/companies?sort=dateCreated&dir=desc&pageSize=100', superAdmin)
    ).json().data;
    const sample = all.items.find((c: { id: string }) => c.id === COMPANY);
    expect(sample.administratorCount).toBe(2);
    // The demo customer's seeded orders: the newest one's time.
    const [newest] = await t.database.db
      .select({ at: max(orders.dateCreated) })
      .from(orders)
      .where(eq(orders.companyId, COMPANY));
    expect(newest?.at).toBeInstanceOf(Date);
    expect(sample.lastOrderAt).toBe(newest?.at?.toISOString());
    expect((await call('GET', '/api/super/companies', owner)).statusCode).toBe(403);
  });

  it('suspends a company: its storefront is closed, its owner reads but cannot save, and the log says who', async () => {
    const suspended = await call('PATCH', `/api/super/companies/${COMPANY}`, superAdmin, {
      status: 'suspended',
    });
    expect(suspended.json().data.status).toBe('suspended');
    const storefront = await t.app.inject({ url: `/api/document/user/company/${COMPANY}?companyId=` });
    expect(storefront.json().data.isOpen).toBe(false);
    const company = await call('GET', `/api/document/admin/company/${COMPANY}?companyId=`, owner);
    expect(company.statusCode).toBe(200);
    const save = await call('POST', '/api/document/admin/company', owner, {
      companyId: '',
      item: company.json().data,
    });
    expect(save.statusCode).toBe(403);
    expect(save.json().message).toBe(ERROR_MESSAGES.companySuspended);

    await call('PATCH', `/api/super/companies/${COMPANY}`, superAdmin, { status: 'active' });
    expect(
      (await t.app.inject({ url: `/api/document/user/company/${COMPANY}?companyId=` })).json().data.isOpen,
    ).toBe(true);
    const log = (await call('GET', `/api/super/audit?companyId=${COMPANY}&kind=company`, superAdmin)).json()
      .data;
    expect(log.slice(0, 2)).toMatchObject([
      {
        action: 'super_updated',
        actorRole: 'super',
        before: { status: 'suspended' },
        after: { status: 'active' },
      },
      {
        action: 'super_updated',
        actorRole: 'super',
        before: { status: 'active' },
        after: { status: 'suspended' },
      },
    ]);
    // The owner's 변경 기록 shows the operator's changes to their company too.
    const ownerLog = (await call('GET', `/api/admin/companies/${COMPANY}/audit?kind=company`, owner)).json()
      .data;
    expect(ownerLog[0]).toMatchObject({ actorRole: 'super', after: { status: 'active' } });
  });

  it('opens and saves one company by its exact id, even when a newer shop is named after that id', async () => {
    // A search for the id would find this newer shop first (name match, newest first) and miss the company.
    const namesake = await call('POST', '/api/super/companies', superAdmin, {
      shopName: `${COMPANY} 2호점`,
      ownerPhone: '010-0000-0034',
    });
    expect(namesake.statusCode, namesake.body).toBe(200);
    const opened = await call('GET', `/api/super/companies/${COMPANY}`, superAdmin);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toMatchObject({ id: COMPANY, administratorCount: 2 });
    expect(opened.json().data.members).toHaveLength(2);
    const saved = await call('PATCH', `/api/super/companies/${COMPANY}`, superAdmin, {
      companyType: 'offline_store',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ id: COMPANY, companyType: 'offline_store' });
    await call('PATCH', `/api/super/companies/${COMPANY}`, superAdmin, { companyType: 'basic' });
    expect((await call('GET', '/api/super/companies/coNoSuchCompany', superAdmin)).statusCode).toBe(404);
  });

  it('refuses a head-company link to a company that is not a head office', async () => {
    const res = await call('PATCH', `/api/super/companies/${COMPANY}`, superAdmin, {
      parentCompanyId: 'demoMall',
    });
    expect(res.statusCode).toBe(400);
    // Named by field, so the operator's form shows it under the input.
    expect(res.json().details).toEqual([
      { path: 'body.parentCompanyId', message: '본사로 지정된 회사만 상위 회사로 연결할 수 있습니다.' },
    ]);
    const badPhone = await call('POST', '/api/super/companies', superAdmin, {
      shopName: '번호가 틀린 가게',
      ownerPhone: '12',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().details).toMatchObject([{ path: 'body.ownerPhone' }]);
  });

  it('creates a company with its first 대표 by phone, who then finds it on sign-in', async () => {
    const created = await call('POST', '/api/super/companies', superAdmin, {
      shopName: '운영자가 연 가게',
      companyType: 'offline_store',
      ownerPhone: '010-0000-0031',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, members } = created.json().data;
    expect(members).toMatchObject([{ role: 'owner', phoneSuffix: '0031' }]);
    const newOwner = await signInWithPhone(t.app, NEW_OWNER);
    const me = (
      await call('GET', `/api/document/admin/administrator/${newOwner.uid}?companyId=`, newOwner)
    ).json().data;
    expect(me.companyRoles).toEqual({ [id]: 'owner' });
    expect((await call('GET', `/api/admin/companies/${id}/members`, newOwner)).statusCode).toBe(200);
  });
});

describe('/api/super/administrators', () => {
  it('finds administrators by phone suffix or full phone without decrypting the table', async () => {
    const bySuffix = (await call('GET', '/api/super/administrators?q=0002', superAdmin)).json().data;
    expect(bySuffix.items).toMatchObject([
      { uid: owner.uid, companies: [{ companyId: COMPANY, role: 'owner' }] },
    ]);
    const byPhone = (await call('GET', '/api/super/administrators?q=010-0000-0002', superAdmin)).json().data;
    expect(byPhone.items.map((a: { uid: string }) => a.uid)).toEqual([owner.uid]);
    expect(byPhone.items[0].companies).toEqual([
      { companyId: COMPANY, shopName: '샘플카페 합정점', role: 'owner' },
    ]);
    const nobody = (await call('GET', '/api/super/administrators?q=010-9999-9999', superAdmin)).json().data;
    expect(nobody).toEqual({ items: [], total: 0 });
  });

  it('finds administrators by name through its keyword, and follows a renamed administrator', async () => {
    const uidsFor = async (q: string) =>
      (
        (await call('GET', `/api/super/administrators?q=${encodeURIComponent(q)}`, superAdmin)).json().data
          .items as { uid: string; name: string }[]
      ).map((a) => a.uid);
    expect(await uidsFor('박사장')).toEqual([owner.uid]);
    // Spaces and width do not matter; a different name finds nobody; a uid still finds its account.
    expect(await uidsFor('박 사장')).toEqual([owner.uid]);
    expect(await uidsFor('김사장')).toEqual([]);
    expect(await uidsFor(owner.uid)).toEqual([owner.uid]);

    const url = `/api/document/admin/administrator/${owner.uid}?companyId=`;
    const record = (await call('GET', url, owner)).json().data;
    const saved = await call('POST', '/api/document/admin/administrator', owner, {
      companyId: '',
      item: { ...record, securedUserName: '박대표' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await uidsFor('박대표')).toEqual([owner.uid]);
    expect(await uidsFor('박사장')).toEqual([]);
    // The keyword sits beside the phone suffix, which stays searchable.
    const [row] = await t.database.db
      .select({ searchField: administrators.searchField })
      .from(administrators)
      .where(eq(administrators.id, owner.uid));
    expect(row?.searchField.filter((k) => k.startsWith('name:'))).toHaveLength(1);
    expect(row?.searchField.join(' ')).not.toContain('박');
  });

  it('suspends an administrator: their open session stops at once; their own super role is not theirs to drop', async () => {
    expect(
      (await call('POST', '/api/super/administrators', superAdmin, { uid: owner.uid, status: 'suspended' }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/document/admin/company/${COMPANY}?companyId=`, owner)).statusCode).toBe(
      401,
    );
    await call('POST', '/api/super/administrators', superAdmin, { uid: owner.uid, status: 'active' });
    expect((await call('GET', `/api/document/admin/company/${COMPANY}?companyId=`, owner)).statusCode).toBe(
      200,
    );
    const self = await call('POST', '/api/super/administrators', superAdmin, {
      uid: superAdmin.uid,
      isSuper: false,
    });
    expect(self.statusCode).toBe(403);
    const log = (await call('GET', '/api/super/audit?kind=administrator', superAdmin)).json().data;
    expect(log[0]).toMatchObject({
      entityId: owner.uid,
      before: { status: 'suspended' },
      after: { status: 'active' },
    });
  });

  it('approves an account waiting for approval: it leaves the queue, and the log keeps before and after', async () => {
    const applicant = await signInWithPhone(t.app, APPLICANT);
    await call('POST', '/api/super/administrators', superAdmin, {
      uid: applicant.uid,
      status: 'pending_approval',
    });
    const queue = async () =>
      (
        (await call('GET', '/api/super/administrators?status=pending_approval', superAdmin)).json().data
          .items as { uid: string }[]
      ).map((a) => a.uid);
    expect(await queue()).toContain(applicant.uid);

    const approved = await call('POST', '/api/super/administrators', superAdmin, {
      uid: applicant.uid,
      status: 'active',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await queue()).not.toContain(applicant.uid);
    const row = (await call('GET', `/api/super/administrators?q=${applicant.uid}`, superAdmin)).json().data
      .items[0];
    expect(row).toMatchObject({ uid: applicant.uid, status: 'active' });
    // Approving does not sign the account out: its session goes on, and it signs in again as before.
    expect(
      (await call('GET', `/api/document/admin/administrator/${applicant.uid}?companyId=`, applicant))
        .statusCode,
    ).toBe(200);
    await signInWithPhone(t.app, APPLICANT);
    const log = (await call('GET', '/api/super/audit?kind=administrator', superAdmin)).json().data;
    expect(log[0]).toMatchObject({
      entityId: applicant.uid,
      actorUid: superAdmin.uid,
      actorRole: 'super',
      action: 'super_updated',
      before: { status: 'pending_approval' },
      after: { status: 'active' },
    });
  });

  it('deletes an administrator: session, refresh, sign-in and open stream all end within 5 s; the log says who', async () => {
    const created = await call('POST', '/api/super/companies', superAdmin, {
      shopName: '문 닫는 가게',
      companyType: 'basic',
      ownerPhone: '010-0000-0032',
    });
    const companyId = created.json().data.id as string;
    const leaving = await signInWithPhone(t.app, LEAVING);
    const stream = await openSse(`${baseUrl}/api/realtime/admin/companies/${companyId}`, leaving.headers);
    expect(stream.status).toBe(200);
    await stream.waitFor((f) => f.event === 'company.changed');

    const deletedAt = Date.now();
    const removed = await call('DELETE', `/api/super/administrators/${leaving.uid}`, superAdmin);
    expect(removed.json()).toEqual({ isSuccess: true, data: { uid: leaving.uid } });
    await stream.ended;
    expect(Date.now() - deletedAt).toBeLessThan(5_000);
    expect(
      (await call('GET', `/api/document/admin/company/${companyId}?companyId=`, leaving)).statusCode,
    ).toBe(401);
    await expect(refreshSession(t.app, leaving.refreshToken)).rejects.toThrow(/403/);
    await expect(signInWithPhone(t.app, LEAVING)).rejects.toThrow(/이용이 중지된 계정/);

    const row = (await call('GET', `/api/super/administrators?q=${leaving.uid}`, superAdmin)).json().data
      .items[0];
    expect(row).toMatchObject({ status: 'deleted' });
    const log = (await call('GET', '/api/super/audit?kind=administrator', superAdmin)).json().data;
    expect(log[0]).toMatchObject({
      entityId: leaving.uid,
      actorUid: superAdmin.uid,
      action: 'super_deleted',
      before: { status: 'active' },
      after: { status: 'deleted' },
    });
    // An unknown account is a 404, and the operator cannot delete themself.
    expect((await call('DELETE', '/api/super/administrators/uid_nobody', superAdmin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/super/administrators/${superAdmin.uid}`, superAdmin)).statusCode).toBe(
      403,
    );
  });
});
