import { ERROR_MESSAGES } from '@jumun/shared';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { refreshSession, signInWithPhone } from '../../../test/login';
import { administrators, companies } from '../../db/schema';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      AUTH_TEST_PHONE_NUMBERS: [
        '+821000000011',
        '+821000000012',
        '+821000000013',
        '+821000000014',
        '+821000000015',
        '+821000000016',
      ]
        .map((phone) => `${phone}:123456`)
        .join(','),
    },
  });
});
afterAll(async () => t.close());

const register = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/addAdministratorAndCompany', headers, payload });
const registration = (uid: string) => ({
  uid,
  securedPhoneSub1: '010-2222-3333',
  searchField: ['3333', '3333', '합정'],
  company: { businessInfo: { shopName: '새봄 베이커리', ceoName: '김새봄' } },
});
const companyRow = async (id: string) =>
  (await t.database.db.select().from(companies).where(eq(companies.id, id)))[0];

describe('POST /api/auth/addAdministratorAndCompany', () => {
  it('creates a basic company with zero versions, links it, and a refresh carries the new companyIds', async () => {
    const demo = await signInWithPhone(t.app, '+821000000011');
    const res = await register(demo.headers, registration(demo.uid));
    expect(res.statusCode).toBe(200);
    const { companyId, administrator } = res.json().data;
    expect(companyId).toMatch(/^co_/);
    expect(administrator).toMatchObject({
      id: demo.uid,
      companyId,
      companyIds: [companyId],
      status: 'active',
      roles: ['admin'],
    });

    const row = await companyRow(companyId);
    expect(row).toMatchObject({
      companyType: 'basic',
      registeredByUid: demo.uid,
      searchField: ['3333', '합정'],
      productGeneration: 0,
      productRevision: 0,
      categoryRevision: 0,
      optionRevision: 0,
      optionGroupRevision: 0,
    });
    expect(row?.businessInfo.shopName).toBe('새봄 베이커리');
    expect(row?.contactInfo.securedPhoneSub1).toMatch(/^gcm1:/);

    // The old ID token still says "demo"; the refreshed one reaches the new company.
    const refreshed = await refreshSession(t.app, demo.refreshToken);
    expect(decodeJwt(refreshed.idToken).companyIds).toEqual([companyId]);
    const doc = await t.app.inject({
      url: `/api/document/admin/company/${companyId}?companyId=`,
      headers: refreshed.headers,
    });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().data).toMatchObject({
      companyType: 'basic',
      versionInfo: { productVersion: 0, categoryVersion: 0, optionVersion: 0, optionGroupVersion: 0 },
      contactInfo: { securedPhoneSub1: '010-2222-3333' },
    });
  });

  it('answers a retry, sequential or parallel, with the same company', async () => {
    const user = await signInWithPhone(t.app, '+821000000012');
    const responses = await Promise.all([1, 2, 3].map(() => register(user.headers, registration(user.uid))));
    const again = await register(user.headers, registration(user.uid));
    const ids = [...responses, again].map((r) => r.json().data.companyId);
    expect(new Set(ids).size).toBe(1);
    const rows = await t.database.db.select().from(companies).where(eq(companies.registeredByUid, user.uid));
    expect(rows).toHaveLength(1);
    const [admin] = await t.database.db.select().from(administrators).where(eq(administrators.id, user.uid));
    expect(admin?.companyIds).toEqual([ids[0]]);
  });

  it('ignores mass-assigned roles, company lists, ids, versions and parent links', async () => {
    const user = await signInWithPhone(t.app, '+821000000013');
    const base = registration(user.uid);
    const res = await register(user.headers, {
      ...base,
      roles: ['admin', 'super'],
      companyIds: ['demoCompanyCafe', 'coJumunSample'],
      companyId: 'coJumunSample',
      status: 'active',
      company: {
        ...base.company,
        id: 'coHijacked',
        revision: 99,
        registeredByUid: 'uid_owner_sample',
        versionInfo: { productVersion: 7.5 },
        productRevision: 42,
        parentCompanyId: 'coJumunSample',
      },
    });
    expect(res.statusCode).toBe(200);
    const { companyId, administrator } = res.json().data;
    expect(companyId).not.toBe('coHijacked');
    expect(administrator).toMatchObject({ roles: ['admin'], companyIds: [companyId], companyId });
    expect(await companyRow('coHijacked')).toBeUndefined();
    expect(await companyRow(companyId)).toMatchObject({
      revision: 1,
      registeredByUid: user.uid,
      productRevision: 0,
      parentCompanyId: '',
    });
    const refreshed = await refreshSession(t.app, user.refreshToken);
    expect(decodeJwt(refreshed.idToken)).toMatchObject({ roles: ['admin'], companyIds: [companyId] });
  });

  it('never makes a head office or a branch of another shop from the body (issue 9)', async () => {
    const user = await signInWithPhone(t.app, '+821000000014');
    const base = registration(user.uid);
    const res = await register(user.headers, {
      ...base,
      company: { ...base.company, isHeadCompany: true, parentCompanyId: 'demoHQ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { companyId } = res.json().data;
    expect(await companyRow(companyId)).toMatchObject({ isHeadCompany: false, parentCompanyId: '' });
    const read = await t.app.inject({
      url: `/api/document/admin/company/${companyId}?companyId=`,
      headers: (await refreshSession(t.app, user.refreshToken)).headers,
    });
    expect(read.json().data).toMatchObject({
      isHeadCompany: false,
      parentCompanyId: '',
      companyType: 'basic',
    });
  });

  it('lets only one of two administrators registering one Kakao channel at once have it (409 for the other)', async () => {
    const first = await signInWithPhone(t.app, '+821000000015');
    const second = await signInWithPhone(t.app, '+821000000016');
    const withChannel = (uid: string) => ({
      ...registration(uid),
      company: { businessInfo: { shopName: '채널 카페' }, kakaoInfo: { kakaoChannelId: '@racechannel' } },
    });
    const answers = await Promise.all([
      register(first.headers, withChannel(first.uid)),
      register(second.headers, withChannel(second.uid)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().message).toBe(ERROR_MESSAGES.kakaoChannelTaken);
    const holders = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(sql`${companies.kakaoInfo}->>'kakaoChannelId' = '@racechannel'`);
    expect(holders).toHaveLength(1);
  });

  it('refuses another uid (403), no session (401) and a missing shop name (400), creating nothing', async () => {
    const user = await signInWithPhone(t.app, '+821000000011');
    const before = (await t.database.db.select({ id: companies.id }).from(companies)).length;
    const other = await register(user.headers, registration('uid_owner_sample'));
    expect(other.statusCode).toBe(403);
    expect(other.json()).not.toHaveProperty('data');
    const anonymous = await register({}, registration(user.uid));
    expect(anonymous.statusCode).toBe(401);
    const noName = await register(user.headers, { ...registration(user.uid), company: { businessInfo: {} } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('상호');
    expect((await t.database.db.select({ id: companies.id }).from(companies)).length).toBe(before);
  });
});
