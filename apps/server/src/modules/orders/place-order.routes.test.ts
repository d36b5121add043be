import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { draft, OPEN_NOON, placeOrder, placeRaw, quote, SAMPLE } from '../../../test/factories/order';
import { type SignedIn, signInAsCustomer, signInWithPhone } from '../../../test/login';
import { orders, products } from '../../db/schema';

let t: TestApp;
let clock = OPEN_NOON;
let customer: SignedIn;
let other: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  customer = await signInAsCustomer(t.app, '+821000000005');
  other = await signInAsCustomer(t.app, '+821000000003');
  owner = await signInWithPhone(t.app, '+821000000002');
});
afterAll(async () => t.close());

const stockOf = async (productId: string) => {
  const [row] = await t.database.db
    .select({ stock: products.stockQuantity, revision: products.revision })
    .from(products)
    .where(and(eq(products.companyId, SAMPLE.companyId), eq(products.id, productId)));
  return row;
};
const orderCount = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;

describe('POST /api/order/place', () => {
  it('prices the order on the server, numbers it for the day and takes the stock', async () => {
    const before = await stockOf(SAMPLE.americano);
    const order = draft({
      items: [
        {
          productId: SAMPLE.americano,
          quantity: 2,
          selection: { [SAMPLE.sizeOption]: ['Large'], [SAMPLE.shotOption]: 1 },
        },
      ],
      customerMemo: '얼음 조금만요',
    });
    const placed = await placeOrder(t.app, customer.headers, order);
    expect(placed.id).toMatch(/^ord_20260304120000000_/);
    expect(placed.nextAction).toEqual({ type: 'complete' });
    expect(placed.order).toMatchObject({
      orderNumber: 1,
      orderType: 'takeout',
      paymentMethod: 'onsite',
      orderStatus: 'pending',
      processStatus: 'waitingConfirm',
      customerMemo: '얼음 조금만요',
      customer: { phoneSuffix: '0005', phone: '010-0000-0005' },
      dateCreatedYYYYmmdd: 20260304,
      dateCreatedYYYYmm: 202603,
    });
    // 4,500 + Large 700 + one shot 500 = 5,700 per cup.
    expect(placed.order.lines[0]).toMatchObject({ unitPrice: 5700, quantity: 2, lineTotal: 11_400 });
    expect(placed.order.amounts.payableAmount).toBe(11_400);
    expect(placed.order.transitions.map((step) => `${step.axis}:${step.to}`)).toEqual([
      'payment:pending',
      'process:waitingConfirm',
    ]);
    const after = await stockOf(SAMPLE.americano);
    expect(after?.stock).toBe((before?.stock ?? 0) - 2);
    expect(after?.revision).toBe((before?.revision ?? 0) + 1);

    const second = await placeOrder(t.app, customer.headers);
    expect(second.order.orderNumber).toBe(2);
  });

  it('answers 409 PRICE_CHANGED with the new breakdown when the expected amount differs, placing nothing', async () => {
    const count = await orderCount();
    const res = await placeRaw(t.app, customer.headers, draft(), { expectedPayableAmount: 4000 });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({
      isSuccess: false,
      error: 'PRICE_CHANGED',
      message: expect.stringContaining('가격이 바뀌었습니다'),
    });
    expect(body.details).toMatchObject({
      expectedPayableAmount: 4000,
      quote: { amounts: { payableAmount: 4500 } },
    });
    expect(await orderCount()).toBe(count);
  });

  it('refuses with machine codes and Korean messages: closed, below minimum, unknown product, broken options', async () => {
    clock = Date.parse('2026-03-04T03:00:00+09:00');
    const closed = await placeRaw(t.app, customer.headers, draft(), { expectedPayableAmount: 4500 });
    clock = OPEN_NOON;
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe('ORDER_REFUSED');
    expect(closed.json().details.refusals[0]).toMatchObject({
      code: 'shopClosed',
      message: expect.stringContaining('08:00'),
    });

    const address = {
      address_name: '서울 마포구 합정동 400',
      detailAddress: '2층',
      geoPoint: { latitude: 37.5505, longitude: 126.915 },
    };
    const small = await placeRaw(
      t.app,
      customer.headers,
      draft({ orderType: 'delivery', deliveryAddress: address }),
    );
    expect(small.statusCode).toBe(409);
    expect(small.json().details.refusals.map((r: { code: string }) => r.code)).toEqual(['belowMinimumOrder']);
    expect(small.json().message).toContain('12,000원');

    const unknown = await placeRaw(
      t.app,
      customer.headers,
      draft({ items: [{ productId: 'p_nope', quantity: 1, selection: {} }] }),
      {
        expectedPayableAmount: 0,
      },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'ORDER_INVALID',
      details: { refusals: [{ code: 'productNotFound', lineIndex: 0 }] },
    });

    const badOption = await placeRaw(
      t.app,
      customer.headers,
      draft({
        items: [{ productId: SAMPLE.americano, quantity: 1, selection: { [SAMPLE.sizeOption]: ['XXL'] } }],
      }),
      { expectedPayableAmount: 4500 },
    );
    expect(badOption.statusCode).toBe(400);
    expect(badOption.json().details.refusals[0]).toMatchObject({
      code: 'optionInvalid',
      optionId: SAMPLE.sizeOption,
    });
  });

  it('refuses bad input with 400 and a Korean message naming the field, never 500', async () => {
    const lines = Array.from({ length: 200 }, () => ({
      productId: SAMPLE.americano,
      quantity: 1,
      selection: {},
    }));
    const cases: [object, string][] = [
      [draft({ items: lines }), '100개 품목'],
      [draft({ items: [{ productId: SAMPLE.americano, quantity: 0, selection: {} }] }), '1개 이상'],
      [draft({ items: [{ productId: SAMPLE.americano, quantity: 1000, selection: {} }] }), '999개까지'],
      [draft({ items: [{ productId: SAMPLE.americano, quantity: 1.5, selection: {} }] }), '정수'],
      [
        draft({
          items: [{ productId: SAMPLE.americano, quantity: 1, selection: { [SAMPLE.shotOption]: 1.5 } }],
        }),
        '옵션',
      ],
    ];
    for (const [order, text] of cases) {
      const res = await placeRaw(t.app, customer.headers, order as never, { expectedPayableAmount: 4500 });
      expect(res.statusCode, text).toBe(400);
      expect(res.json().message).toContain(text);
    }
    const fractional = await placeRaw(t.app, customer.headers, draft(), { expectedPayableAmount: 4500.5 });
    expect(fractional.statusCode).toBe(400);
    expect(fractional.json().message).toContain('결제 예정 금액');
  });

  it('needs a signed-in customer and an Idempotency-Key', async () => {
    const payload = {
      companyId: SAMPLE.companyId,
      order: draft(),
      expectedPayableAmount: 4500,
      clientSnapshot: { pointRemaining: 0, stampRemaining: 0 },
    };
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { 'idempotency-key': 'k1' },
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const asAdmin = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { ...owner.headers, 'idempotency-key': 'k2' },
      payload,
    });
    expect(asAdmin.statusCode).toBe(401);
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: customer.headers,
      payload,
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toContain('Idempotency-Key');
  });

  it('answers a retried Idempotency-Key with the same order, and refuses the key for another body', async () => {
    const count = await orderCount();
    const first = await placeOrder(t.app, customer.headers, draft(), { key: 'same-key' });
    const again = await placeOrder(t.app, customer.headers, draft(), { key: 'same-key' });
    expect(again.id).toBe(first.id);
    expect(await orderCount()).toBe(count + 1);
    const other = await placeRaw(t.app, customer.headers, draft({ customerMemo: '다른 주문' }), {
      key: 'same-key',
    });
    expect(other.statusCode).toBe(409);
  });
});

describe('reading orders', () => {
  it('shows a customer only their own orders, and administrators their company’s', async () => {
    const mine = await placeOrder(t.app, customer.headers);
    const theirs = await placeOrder(t.app, other.headers);
    const list = await t.app.inject({
      url: `/api/orders/listByDate?companyId=${SAMPLE.companyId}&searchDate=20260304`,
      headers: customer.headers,
    });
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((order: { id: string }) => order.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(list.json().data.every((order: { uid: string }) => order.uid === customer.uid)).toBe(true);

    const foreign = await t.app.inject({
      url: `/api/store/companies/${SAMPLE.companyId}/orders/${theirs.id}`,
      headers: customer.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const own = await t.app.inject({
      url: `/api/store/companies/${SAMPLE.companyId}/orders/${mine.id}`,
      headers: customer.headers,
    });
    expect(own.json().data.id).toBe(mine.id);

    const board = await t.app.inject({
      url: `/api/orders/listByDateAdmin?companyId=${SAMPLE.companyId}&searchDate=20260304&processStatus=waitingConfirm`,
      headers: owner.headers,
    });
    const boardIds = board.json().data.map((order: { id: string }) => order.id);
    expect(boardIds).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const bySuffix = await t.app.inject({
      url: `/api/orders/listByDateAdmin?companyId=${SAMPLE.companyId}&searchDate=20260304&q=0005`,
      headers: owner.headers,
    });
    // "0005" is a phone suffix or daily order number 5: both are what a person at the counter may mean.
    const found = bySuffix.json().data as { orderNumber: number; customer: { phoneSuffix: string } }[];
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((order) => order.customer.phoneSuffix === '0005' || order.orderNumber === 5)).toBe(
      true,
    );
    const badDate = await t.app.inject({
      url: `/api/orders/listByDate?companyId=${SAMPLE.companyId}&searchDate=20260230`,
      headers: customer.headers,
    });
    expect(badDate.statusCode).toBe(400);
  });

  it('quotes the same breakdown the place endpoint charges', async () => {
    const order = draft({ items: [{ productId: SAMPLE.latte, quantity: 3, selection: {} }] });
    const quoted = await quote(t.app, customer.headers, order);
    const placed = await placeOrder(t.app, customer.headers, order);
    expect(placed.order.amounts).toEqual(quoted.quote.amounts);
    expect(placed.order.lines).toEqual(quoted.quote.lines);
  });
});
