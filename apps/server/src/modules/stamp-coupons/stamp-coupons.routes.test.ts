import { COUPON_DEFINITION_ID_PATTERN, ERROR_MESSAGES } from '@jumun/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { DEMO_ADMINISTRATOR, SAMPLE_OWNER } from '../../../test/factories/administrator';
import { buildCouponDefinitionInput } from '../../../test/factories/coupon-definition';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';

const COMPANY = SAMPLE_OWNED_COMPANY_ID;
const url = (companyId = COMPANY, rest = '') => `/api/admin/companies/${companyId}/coupon-definitions${rest}`;
let t: TestApp;
let owner: Record<string, string>;
let demo: Record<string, string>;
let stranger: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.bearer(SAMPLE_OWNER);
  demo = await t.bearer(DEMO_ADMINISTRATOR);
  stranger = await t.bearer({ uid: 'uid_other_owner', companyIds: ['demoHQ'] });
});
afterAll(async () => t.close());

const create = (payload: object, headers = owner, companyId = COMPANY) =>
  t.app.inject({ method: 'POST', url: url(companyId), headers, payload });

describe('coupon definitions CRUD', () => {
  it('lists the live definitions of a company (the demo cafe is seeded with three)', async () => {
    const res = await t.app.inject({ url: url('demoCompanyCafe'), headers: demo });
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((d: { couponName: string }) => d.couponName);
    expect(names.sort()).toEqual(['디저트 20% 할인', '아메리카노 1잔 무료', '음료 1,000원 할인']);
  });

  it.each(['percentDiscount', 'fixedAmountDiscount', 'freeItem'] as const)(
    'creates a %s definition with a server id, reads it back, and applies the defaults',
    async (type) => {
      const res = await create(buildCouponDefinitionInput(type));
      expect(res.statusCode).toBe(200);
      const created = res.json().data;
      expect(created.id).toMatch(/^def_\d{13}_\d{4}$/);
      expect(created.id).toMatch(COUPON_DEFINITION_ID_PATTERN);
      expect(created).toMatchObject({ type, companyId: COMPANY, revision: 1, maxIssueCount: -1 });
      expect(created).toMatchObject({ whereToUse: 'all', validForDays: -1, dateExpiration: null });
      const read = await t.app.inject({ url: url(COMPANY, `/${created.id}`), headers: owner });
      expect(read.json().data).toEqual(created);
    },
  );

  it('ignores an id sent on create', async () => {
    const res = await create(buildCouponDefinitionInput('percentDiscount', { id: 'def_mine' }));
    expect(res.json().data.id).not.toBe('def_mine');
  });

  it('updates with the current revision, may change the type, and refuses the stale revision with 409', async () => {
    const created = (await create(buildCouponDefinitionInput('percentDiscount'))).json().data;
    const changed = buildCouponDefinitionInput('fixedAmountDiscount', {
      revision: created.revision,
      couponName: '3,000원 할인',
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: url(COMPANY, `/${created.id}`),
      headers: owner,
      payload: changed,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      type: 'fixedAmountDiscount',
      couponName: '3,000원 할인',
      revision: 2,
    });
    expect(res.json().data).not.toHaveProperty('discountRate');

    const stale = await t.app.inject({
      method: 'PUT',
      url: url(COMPANY, `/${created.id}`),
      headers: owner,
      payload: changed,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      isSuccess: false,
      error: 'CONFLICT',
      message: ERROR_MESSAGES.staleRevision,
    });
    const read = await t.app.inject({ url: url(COMPANY, `/${created.id}`), headers: owner });
    expect(read.json().data.revision).toBe(2);
  });

  it('requires the revision on update', async () => {
    const created = (await create(buildCouponDefinitionInput('freeItem'))).json().data;
    const res = await t.app.inject({
      method: 'PUT',
      url: url(COMPANY, `/${created.id}`),
      headers: owner,
      payload: buildCouponDefinitionInput('freeItem'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('body.revision');
  });

  it('deletes as a tombstone: gone from the list and the item, a second delete is 404', async () => {
    const created = (await create(buildCouponDefinitionInput('fixedAmountDiscount'))).json().data;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: url(COMPANY, `/${created.id}`),
      headers: owner,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ id: created.id, revision: 2 });
    const list = (await t.app.inject({ url: url(), headers: owner })).json().data;
    expect(list.map((d: { id: string }) => d.id)).not.toContain(created.id);
    expect((await t.app.inject({ url: url(COMPANY, `/${created.id}`), headers: owner })).statusCode).toBe(
      404,
    );
    const again = await t.app.inject({
      method: 'DELETE',
      url: url(COMPANY, `/${created.id}`),
      headers: owner,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('coupon definition validation', () => {
  it.each([
    ['percentDiscount', { discountRate: 120 }, 'discountRate', '할인율은 100%를 넘을 수 없습니다'],
    ['percentDiscount', { discountRate: undefined }, 'discountRate', '할인율을 입력하세요'],
    ['fixedAmountDiscount', { discountAmount: 0 }, 'discountAmount', '할인 금액을 입력하세요'],
    ['freeItem', { freeItemProductId: '' }, 'freeItemProductId', '무료로 줄 상품을 선택하세요'],
    ['freeItem', { stampsRequired: 0 }, 'stampsRequired', '스탬프는 1개 이상이어야 합니다'],
    ['percentDiscount', { couponName: ' ' }, 'couponName', '쿠폰 이름을 입력하세요'],
    ['fixedAmountDiscount', { validForDays: 0 }, 'validForDays', '유효 기간은 -1(무제한) 또는 1일 이상'],
    ['fixedAmountDiscount', { maxIssueCount: -2 }, 'maxIssueCount', '발급 수량은 -1(무제한)'],
  ] as const)('refuses a %s with %o naming %s', async (type, override, field, message) => {
    const res = await create(buildCouponDefinitionInput(type, override));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('VALIDATION');
    expect(body.message).toContain(`body.${field}`);
    expect(body.message).toContain(message);
  });

  it('refuses an unknown type in Korean', async () => {
    const res = await create({ ...buildCouponDefinitionInput('freeItem'), type: 'cashback' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('쿠폰 종류를 선택하세요');
  });

  it('refuses a free item or restriction that is not a live product / category of the company', async () => {
    const res = await create(
      buildCouponDefinitionInput('freeItem', { availableCategoryIds: ['ctg_nope'] }, 'p_demoHQ_001'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('body.freeItemProductId — 무료로 줄 상품을 찾을 수 없습니다');
    expect(res.json().message).toContain('body.availableCategoryIds.0');
  });
});

describe('coupon definition access', () => {
  it('lets a demo administrator read the demo cafe definitions but not write them', async () => {
    const list = await t.app.inject({ url: url('demoCompanyCafe'), headers: demo });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(3);
    const write = await create(buildCouponDefinitionInput('percentDiscount'), demo, 'demoCompanyCafe');
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ isSuccess: false, message: ERROR_MESSAGES.demoReadOnly });
    const id = list.json().data[0].id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: url('demoCompanyCafe', `/${id}`),
      headers: demo,
    });
    expect(removed.statusCode).toBe(403);
  });

  it('refuses another company and anonymous callers before looking at the body', async () => {
    expect((await t.app.inject({ url: url(), headers: stranger })).statusCode).toBe(403);
    const foreign = await create({ nonsense: true }, stranger);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ message: ERROR_MESSAGES.forbidden });
    expect((await create({ nonsense: true }, {})).statusCode).toBe(401);
    const seeded = (await t.app.inject({ url: url(), headers: owner })).json().data[0].id;
    expect((await t.app.inject({ url: url(COMPANY, `/${seeded}`), headers: stranger })).statusCode).toBe(403);
  });
});

describe('POST …/coupon-definitions/preview-issuance', () => {
  const preview = (payload: object, headers = owner, companyId = 'demoCompanyCafe') =>
    t.app.inject({ method: 'POST', url: url(companyId, '/preview-issuance'), headers, payload });

  it('runs the shared issuance with the live definitions (5 and 10 stamps; the stopped one is skipped)', async () => {
    const res = await preview({ currentStamp: 3, addedStamp: 4 }, demo);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      newBalance: 7,
      issued: [{ definitionId: 'def_demoCompanyCafe_stamp5', couponName: '음료 1,000원 할인', count: 1 }],
    });
    const full = (await preview({ currentStamp: 7, addedStamp: 4 }, demo)).json().data;
    expect(full).toEqual({
      newBalance: 1,
      issued: [{ definitionId: 'def_demoCompanyCafe_stamp10', couponName: '아메리카노 1잔 무료', count: 1 }],
    });
  });

  it('previews nothing for a company without definitions, keeping every stamp', async () => {
    const fresh = await t.bearer({ uid: 'uid_hq_owner', companyIds: ['demoHQ'] });
    expect((await preview({ currentStamp: 2, addedStamp: 30 }, fresh, 'demoHQ')).json().data).toEqual({
      newBalance: 32,
      issued: [],
    });
  });

  it('refuses negative stamps in Korean and other companies', async () => {
    const res = await preview({ currentStamp: -1, addedStamp: 2 }, demo);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('현재 스탬프 수는 0 이상이어야 합니다');
    expect((await preview({ currentStamp: 0, addedStamp: 2 }, stranger)).statusCode).toBe(403);
  });
});
