import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createProduct } from '../../../test/factories/product';
import { SAMPLE_OWNED_COMPANY_ID as COMPANY } from '../../seed/demo-seed';

/**
 * Issue 9: customers get a product through the shared allow-list (packages/shared catalogue/public-product.ts) on
 * every read of the user area, with planted values that must not reach them; the Friendtalk price only through its
 * receiver's own signed-in read (issue 15).
 */
const t = useTestApp();
const STOCK = 4321;
const FRIENDTALK = 3777;
const PARENT = 'p_parent_SECRET';

const read = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, url).toBe(200);
  return res;
};
const plantSecrets = (overrides: object = {}) =>
  createProduct(t.app, t.owner, COMPANY, {
    productName: '비밀 라떼',
    priceDiscounted: 5000,
    priceFriendtalk: FRIENDTALK,
    stockQuantity: STOCK,
    parentProductId: PARENT,
    ...overrides,
  });
/** A Friendtalk login link of the shop for `phone`, opened with (or without) its code: the customer's headers. */
const signInByLink = async (phone: string, withCode: boolean) => {
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/admin/companies/${COMPANY}/login-tokens`,
    headers: t.owner,
    payload: { phoneNumber: phone, friendtalk: true },
  });
  const url = new URL(created.json().data.path, 'http://x');
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/userAuth/login-by-token',
    payload: {
      loginToken: url.pathname.split('/')[2],
      ...(withCode ? { friendtalkCode: url.searchParams.get('friendtalkCode') } : {}),
    },
  });
  expect(opened.statusCode).toBe(200);
  return { authorization: `Bearer ${opened.json().data.idToken}` };
};

describe('a product as customers get it', () => {
  it('leaves out the stock count, the Friendtalk price and the head-office link on every user-area read', async () => {
    const { id } = await plantSecrets();
    const answers = [
      await read(`/api/document/user/product?companyId=${COMPANY}`),
      await read(`/api/document/user/product?companyId=${COMPANY}&since=0`),
      await read(`/api/document/user/product/${id}?companyId=${COMPANY}`),
    ];
    for (const res of answers) {
      expect(res.body).toContain(id);
      expect(res.body).not.toContain(String(STOCK));
      expect(res.body).not.toContain(String(FRIENDTALK));
      expect(res.body).not.toContain(PARENT);
      expect(res.body).not.toMatch(/stockQuantity|priceFriendtalk|parentProductId|useParentData/);
    }
    // The shop itself still reads and edits them.
    const admin = await read(`/api/document/admin/product/${id}?companyId=${COMPANY}`, t.owner);
    expect(admin.json().data).toMatchObject({ stockQuantity: STOCK, priceFriendtalk: FRIENDTALK });
  });

  it('shows stock 0 as sold out, with no time at which it comes back by itself', async () => {
    const { id } = await plantSecrets({ stockQuantity: 0, isSoldOut: false });
    const res = await read(`/api/document/user/product/${id}?companyId=${COMPANY}`);
    expect(res.json().data).toMatchObject({ isSoldOut: true, soldOutUntil: null });
  });
});

describe('GET /api/store/companies/:companyId/me/friendtalk-prices', () => {
  const url = `/api/store/companies/${COMPANY}/me/friendtalk-prices`;

  it('gives a 친구톡 receiver the prices, so the menu charges what the server will', async () => {
    const { id } = await plantSecrets();
    const receiver = await signInByLink('010-5555-0201', true);
    const res = await read(url, receiver);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data.prices[id]).toBe(FRIENDTALK);
  });

  it('refuses a customer the shop did not make a receiver, and anyone signed out', async () => {
    await plantSecrets();
    const customer = await signInByLink('010-5555-0202', false);
    const refused = await t.app.inject({ url, headers: customer });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(String(FRIENDTALK));
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    // An administrator's token is not a customer's.
    expect((await t.app.inject({ url, headers: t.owner })).statusCode).toBe(401);
  });
});
