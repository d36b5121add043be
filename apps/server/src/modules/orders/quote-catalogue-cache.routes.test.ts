import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { draft, OPEN_NOON, placeOrder, placeRaw, SAMPLE } from '../../../test/factories/order';
import { type SignedIn, signInAsCustomer, signInWithPhone } from '../../../test/login';

/**
 * Placement quotes from a catalogue cached per company state (decision 025). These orders run with a warm cache, so a
 * cache that served an earlier state (a price before the owner's change, stock before the last order) would show.
 */
let t: TestApp;
let customer: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ now: () => OPEN_NOON });
  customer = await signInAsCustomer(t.app, '+821000000005');
  owner = await signInWithPhone(t.app, '+821000000002');
});
afterAll(async () => t.close());

const editAmericano = async (fields: Record<string, unknown>) => {
  const url = `/api/document/admin/product/${SAMPLE.americano}?companyId=${SAMPLE.companyId}`;
  const product = (await t.app.inject({ url, headers: owner.headers })).json().data;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/document/admin/product',
    headers: owner.headers,
    payload: { companyId: SAMPLE.companyId, item: { ...product, ...fields } },
  });
  expect(res.statusCode).toBe(200);
};

const americanos = (quantity: number) =>
  draft({ items: [{ productId: SAMPLE.americano, quantity, selection: {} }] });

describe('placing with the quote catalogue cache', () => {
  it('prices by the owner’s latest change, never by the cached earlier state', async () => {
    await placeOrder(t.app, customer.headers, americanos(1), { expectedPayableAmount: 4500 });
    await editAmericano({ priceDiscounted: 5000 });

    const stale = await placeRaw(t.app, customer.headers, americanos(1), { expectedPayableAmount: 4500 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: 'PRICE_CHANGED',
      details: { quote: { amounts: { payableAmount: 5000 } } },
    });
    const placed = await placeOrder(t.app, customer.headers, americanos(1), { expectedPayableAmount: 5000 });
    expect(placed.order.amounts.payableAmount).toBe(5000);
  });

  it('quotes the stock that the previous order left, from the cache it published after committing', async () => {
    await editAmericano({ stockQuantity: 3 });
    await placeOrder(t.app, customer.headers, americanos(2), { expectedPayableAmount: 10_000 });

    // One left: the quote itself refuses (a stale cache would say 3, pass the quote and fail later without refusals).
    const refused = await placeRaw(t.app, customer.headers, americanos(2), { expectedPayableAmount: 10_000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.refusals[0]).toMatchObject({
      code: 'outOfStock',
      message: expect.stringContaining('남은 수량 1'),
    });
    await placeOrder(t.app, customer.headers, americanos(1), { expectedPayableAmount: 5000 });
    const soldOut = await placeRaw(t.app, customer.headers, americanos(1), { expectedPayableAmount: 5000 });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().details.refusals[0]).toMatchObject({ code: 'productSoldOut' }); // 0 left = 품절
  });
});
