import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  changeStatus,
  draft,
  FRESH_CUSTOMER_PHONE,
  OPEN_NOON,
  ORDER_TEST_ENV,
  placeOrder,
  SAMPLE,
} from '../../../test/factories/order';
import { type SignedIn, signInAsCustomer, signInWithPhone } from '../../../test/login';
import { payments } from '../../db/schema';

let t: TestApp;
let customer: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ now: () => OPEN_NOON, env: ORDER_TEST_ENV });
  customer = await signInAsCustomer(t.app, FRESH_CUSTOMER_PHONE);
  owner = await signInWithPhone(t.app, '+821000000002');
});
afterAll(async () => t.close());

const cardOrder = async () => {
  const placed = await placeOrder(t.app, customer.headers, draft({ paymentMethod: 'card' }));
  if (placed.nextAction.type !== 'redirect')
    throw new Error(`expected a redirect, got ${placed.nextAction.type}`);
  return { ...placed, url: placed.nextAction.url };
};
const press = (url: string, action: string, amount?: number) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      action,
      ...(amount === undefined ? {} : { amount: String(amount) }),
    }).toString(),
  });
const orderOf = async (orderId: string) =>
  (
    await t.app.inject({
      url: `/api/store/companies/${SAMPLE.companyId}/orders/${orderId}`,
      headers: customer.headers,
    })
  ).json().data;

describe('the test payment provider', () => {
  it('sends the customer to a Korean card page and records an approval once, whatever the number of presses', async () => {
    const placed = await cardOrder();
    expect(placed.url).toMatch(/^\/api\/payments\/test\/checkout\/pay_/);
    expect(placed.order.orderStatus).toBe('paymentProcessing');
    const early = await changeStatus(t.app, owner.headers, placed.id, {
      from: 'waitingConfirm',
      to: 'ordered',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('결제가 완료되지 않은');

    const page = await t.app.inject({ url: placed.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('승인');
    expect(page.body).toContain('4,500원');
    expect(page.body).toContain('샘플카페 합정점');

    const approved = await press(placed.url, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`/user/${SAMPLE.companyId}/orders/${placed.id}?payment=approved`);
    const paid = await orderOf(placed.id);
    expect(paid).toMatchObject({
      orderStatus: 'completed',
      isPaymentConfirmed: true,
      confirmedPayAmount: 4500,
    });
    expect(paid.paySummaries).toEqual([
      expect.objectContaining({ method: 'card', confirmed: true, provider: 'test' }),
    ]);

    const again = await press(placed.url, 'approve');
    expect(again.headers.location).toContain('payment=approved');
    expect((await orderOf(placed.id)).revision).toBe(paid.revision);
    expect(
      (await changeStatus(t.app, owner.headers, placed.id, { from: 'waitingConfirm', to: 'ordered' }))
        .statusCode,
    ).toBe(200);
  });

  it('declines, lets the customer pay again, and goes back to waiting when the page is closed', async () => {
    const placed = await cardOrder();
    const declined = await press(placed.url, 'decline');
    expect(declined.headers.location).toContain('payment=declined');
    expect((await orderOf(placed.id)).orderStatus).toBe('failed');

    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/store/companies/${SAMPLE.companyId}/orders/${placed.id}/pay`,
      headers: customer.headers,
    });
    expect(retry.statusCode).toBe(200);
    const { url } = retry.json().data;
    expect(url).not.toBe(placed.url);
    expect((await press(url, 'close')).headers.location).toContain('payment=closed');
    expect((await orderOf(placed.id)).orderStatus).toBe('pending');
  });

  it('cancels an approval for another amount and ends the order in failed_system', async () => {
    const placed = await cardOrder();
    const res = await press(placed.url, 'approve', 100);
    expect(res.headers.location).toContain('payment=failed');
    const order = await orderOf(placed.id);
    expect(order.orderStatus).toBe('failed_system');
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, placed.id));
    expect(payment).toMatchObject({ status: 'cancelled', approvedAmount: 100 });
  });

  it('cancels an approval that arrives after the shop cancelled the abandoned order, and refunds a paid one', async () => {
    const abandoned = await cardOrder();
    const cancel = await changeStatus(t.app, owner.headers, abandoned.id, {
      from: 'waitingConfirm',
      to: 'cancelled',
      cancelReason: 'paymentFailed',
    });
    expect(cancel.statusCode).toBe(200);
    expect((await press(abandoned.url, 'approve')).headers.location).toContain('payment=failed');
    expect((await orderOf(abandoned.id)).orderStatus).toBe('cancelled');

    const paid = await cardOrder();
    await press(paid.url, 'approve');
    const refunded = await changeStatus(t.app, owner.headers, paid.id, {
      from: 'waitingConfirm',
      to: 'cancelled',
      cancelReason: 'soldOut',
    });
    expect(refunded.json().data).toMatchObject({ orderStatus: 'cancelled', processStatus: 'cancelled' });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, paid.id));
    expect(payment?.status).toBe('cancelled');
  });

  it('knows nothing of a payment id it never issued', async () => {
    expect((await t.app.inject({ url: '/api/payments/test/checkout/pay_doesnotexist' })).statusCode).toBe(
      404,
    );
    expect((await press('/api/payments/test/checkout/pay_doesnotexist', 'approve')).statusCode).toBe(404);
  });
});
