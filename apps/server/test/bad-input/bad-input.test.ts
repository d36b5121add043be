import { describe, expect, it } from 'vitest';
import { useTestApp } from '../build-app';
import { buildCouponDefinitionInput } from '../factories/coupon-definition';

/**
 * Issue 9 "Bad input must be 400, never 500": each input below once answered 500 (or a bare framework answer) and
 * logged SQL at error level. Every one must be a 4xx in the envelope, with a message a person can read and no SQL.
 */
const t = useTestApp();
const COMPANY = 'coJumunSample';
/** What protects a JSON answer (plugins/api-headers.ts keeps these from helmet and sets the CSP; HSTS in production). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
  'referrer-policy',
] as const;

const expectClientError = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  const body = JSON.parse(res.body);
  expect(body.isSuccess).toBe(false);
  expect(body.message).toMatch(/[가-힣]/);
  expect(res.body).not.toMatch(/select |insert |update |\$1|stack|at .+\.ts:/i);
};

describe('bad input is a 4xx with a Korean message, never a 500', () => {
  it('since beyond the 64-bit range', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/document/admin/product?companyId=${COMPANY}&since=99999999999999999999`,
      headers: t.owner,
    });
    expectClientError(res);
  });

  it.each([
    `/api/document/admin/product?companyId=a%00`,
    '/api/document/user/company/a%00b',
    '/api/realtime/user/companies/a%00b',
    `/api/document/admin/product/p%00x?companyId=${COMPANY}`,
  ])('a NUL byte in an id, path or query: %s', async (url) => {
    expectClientError(await t.app.inject({ method: 'GET', url, headers: t.owner }));
  });

  it.each([
    ['productName', { productName: 'bad\u0000name', priceDiscounted: 1000 }],
    ['description', { productName: '정상 이름', description: 'x\u0000y', priceDiscounted: 1000 }],
  ])('a NUL byte in a stored string (%s)', async (_field, item) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/document/admin/product',
      headers: t.owner,
      payload: { companyId: COMPANY, item },
    });
    expectClientError(res);
  });

  it.each([
    ['notice', (company: Record<string, unknown>) => ({ ...company, notice: '공지\u0000사항' })],
    [
      'businessInfo.shopName',
      (company: Record<string, unknown>) => ({
        ...company,
        businessInfo: { ...(company.businessInfo as object), shopName: '가게\u0000이름' },
      }),
    ],
  ])('a NUL byte in the company %s: refused, and nothing is saved', async (_field, change) => {
    const read = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/document/admin/company/${COMPANY}?companyId=`,
        headers: t.owner,
      });
    const before = (await read()).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/document/admin/company',
      headers: t.owner,
      payload: { companyId: '', item: change(before) },
    });
    expectClientError(res);
    expect(res.statusCode).toBe(400);
    const after = (await read()).json().data;
    expect(after.revision).toBe(before.revision);
    expect(JSON.stringify(after)).not.toContain('\u0000');
  });

  it('a NUL byte in a coupon name: refused, and nothing is saved', async () => {
    const url = `/api/admin/companies/${COMPANY}/coupon-definitions`;
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: t.owner,
      payload: buildCouponDefinitionInput('percentDiscount', { couponName: '널\u0000쿠폰' }),
    });
    expectClientError(res);
    expect(res.statusCode).toBe(400);
    const list = await t.app.inject({ url, headers: t.owner });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('널');
  });

  it('a date outside the supported range', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/document/admin/product',
      headers: t.owner,
      payload: {
        companyId: COMPANY,
        item: { productName: '날짜 시험', priceDiscounted: 1000, soldOutUntil: '0000-01-01T00:00:00Z' },
      },
    });
    expectClientError(res);
  });

  it('a body nested 10,000 levels deep with an Idempotency-Key', async () => {
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'deep-body-1' },
      payload: deep,
    });
    expectClientError(res);
  });

  it('a path parameter over 100 characters answers in the envelope, with the security headers of every answer', async () => {
    // A GET finds a sibling route and ends in the 404 handler; a POST reaches the router's own 414.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/companies/${'x'.repeat(150)}/login-tokens`,
      headers: t.owner,
      payload: {},
    });
    expectClientError(res);
    expect(res.statusCode).toBe(414);
    // Fastify refuses it before any hook runs, so the headers every other /api answer gets must be set by hand.
    const usual = await t.app.inject({ method: 'GET', url: '/api/document/user/company/coDoesNotExist' });
    for (const name of SECURITY_HEADERS) {
      expect(usual.headers[name], `${name} on an ordinary answer`).toBeTruthy();
      expect(res.headers[name], name).toBe(usual.headers[name]);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it.each([
    ['a query companyId', { method: 'GET', url: '/api/document/admin/product?companyId=..%2Fx' }],
    [
      'a body optionGroupId',
      {
        method: 'POST',
        url: '/api/document/admin/product',
        payload: { companyId: COMPANY, item: { productName: '경로 시험', optionGroupId: '../x' } },
      },
    ],
    [
      'a body companyId',
      {
        method: 'POST',
        url: '/api/document/admin/product',
        payload: { companyId: '../x', item: { productName: '경로 시험' } },
      },
    ],
  ] as const)(
    '%s that is not an id is a 400 (one id schema for paths, queries and bodies)',
    async (_where, request) => {
      const res = await t.app.inject({ ...request, headers: t.owner });
      expectClientError(res);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/id 형식|ID 형식/);
    },
  );
});

describe('company-scoped routes refuse ids that are not company ids, and companies that do not exist', () => {
  it('a super admin cannot reach outside the upload folder or create a folder for an unknown company', async () => {
    const superAdmin = await t.bearer({ uid: 'super-1', roles: ['admin', 'super'] });
    const traversal = await t.app.inject({
      method: 'POST',
      url: '/api/admin/companies/..%2F..%2Fescape/images',
      headers: superAdmin,
    });
    expectClientError(traversal);
    expect(traversal.statusCode).toBe(400);

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/companies/coDoesNotExist/coupon-definitions',
      headers: superAdmin,
    });
    expectClientError(unknown);
    expect(unknown.statusCode).toBe(404);
  });
});
