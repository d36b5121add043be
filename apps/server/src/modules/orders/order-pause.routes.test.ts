import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { OPEN_NOON, ORDER_TEST_ENV, SAMPLE } from '../../../test/factories/order';

let t: TestApp;
const clock = OPEN_NOON;
const url = `/api/admin/companies/${SAMPLE.companyId}/order-pause`;
let staff: Record<string, string>;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock, env: ORDER_TEST_ENV });
  staff = await t.bearer({ uid: 'pauseStaff', companyIds: [SAMPLE.companyId], companyRole: 'staff' });
  owner = await t.bearer({ uid: 'pauseOwner', companyIds: [SAMPLE.companyId] });
});
afterAll(async () => t.close());

const pause = (headers: Record<string, string>, until: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: { until } });
const storefront = async () =>
  (await t.app.inject({ url: `/api/document/user/company/${SAMPLE.companyId}` })).json().data;

describe('POST /api/admin/companies/:companyId/order-pause (the floor pause switch)', () => {
  it('lets 직원 stop online orders for 30 minutes: the storefront reads it, and 변경 기록 names who', async () => {
    const until = new Date(clock + 30 * 60_000).toISOString();
    const res = await pause(staff, until);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pauseOrdersUntil).toBe(until);
    expect((await storefront()).businessHours.pauseOrdersUntil).toBe(until);

    const audit = await t.app.inject({
      url: `/api/admin/companies/${SAMPLE.companyId}/audit?kind=company&limit=5`,
      headers: owner,
    });
    const [entry] = audit.json().data;
    expect(entry).toMatchObject({
      actorUid: 'pauseStaff',
      actorRole: 'staff',
      after: { businessHours: { pauseOrdersUntil: until } },
    });
  });

  it('takes orders again with null, and refuses a time already past or beyond 48 hours with the reason', async () => {
    const past = await pause(staff, new Date(clock - 60_000).toISOString());
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain('이미 지난 시각');
    const tooLong = await pause(staff, new Date(clock + 49 * 3_600_000).toISOString());
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('최대 48시간');
    const garbage = await pause(staff, 'tomorrow');
    expect(garbage.statusCode).toBe(400);

    const resumed = await pause(staff, null);
    expect(resumed.statusCode).toBe(200);
    expect((await storefront()).businessHours.pauseOrdersUntil).toBeNull();
  });
});
