import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  draft,
  FRESH_CUSTOMER_PHONE,
  OPEN_NOON,
  ORDER_TEST_ENV,
  placeOrder,
  SAMPLE,
} from '../../../test/factories/order';
import { FAKE_NICEPAY, startFakeNicepayGateway } from '../../../test/fakes/nicepay-gateway';
import { type SignedIn, signInAsCustomer } from '../../../test/login';
import { payments } from '../../db/schema';

/**
 * NicePay's webhook and the approvals we cannot record (issue 11: "a return or webhook delivered twice changes
 * nothing the second time; approved-but-failed-to-record ends in failed_system and the payment is cancelled through
 * the adapter"), against the fake gateway on 127.0.0.1.
 */
let t: TestApp;
let gateway: Awaited<ReturnType<typeof startFakeNicepayGateway>>;
let customer: SignedIn;

beforeAll(async () => {
  gateway = await startFakeNicepayGateway();
  t = await buildTestApp({
    now: () => OPEN_NOON,
    env: {
      ...ORDER_TEST_ENV,
      PAYMENT_PROVIDER: 'nicepay',
      NICEPAY_API_URL: gateway.url,
      NICEPAY_CLIENT_ID: FAKE_NICEPAY.clientId,
      NICEPAY_SECRET_KEY: FAKE_NICEPAY.secretKey,
      NICEPAY_JS_SDK_URL: gateway.sdkUrl,
      PUBLIC_API_BASE_URL: 'https://shop.example',
    },
  });
  customer = await signInAsCustomer(t.app, FRESH_CUSTOMER_PHONE);
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

const nicepayOrder = async () => {
  const placed = await placeOrder(t.app, customer.headers, draft({ paymentMethod: 'card' }));
  if (placed.nextAction.type !== 'nicepay')
    throw new Error(`expected NicePay, got ${placed.nextAction.type}`);
  return { id: placed.id, paymentId: placed.nextAction.orderId };
};
const postReturn = (form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/nicepay/return',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
const postWebhook = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/payments/nicepay/webhook', payload: body });
const orderOf = async (orderId: string) =>
  (
    await t.app.inject({
      url: `/api/store/companies/${SAMPLE.companyId}/orders/${orderId}`,
      headers: customer.headers,
    })
  ).json().data;
const paymentOf = async (paymentId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.id, paymentId)))[0];
const cancelCalls = (tid: string) =>
  gateway.calls.filter((call) => call.path === `/v1/payments/${tid}/cancel`);

describe('NicePay webhook', () => {
  it('records an approval our process never heard back about, once, and answers OK as NicePay requires', async () => {
    gateway.behave({});
    const { id, paymentId } = await nicepayOrder();
    const form = gateway.authResult(paymentId, 4500);
    // The return reached us and the approve call went out, then the process stopped before its answer.
    await t.database.db
      .update(payments)
      .set({ status: 'approving', tid: form.tid })
      .where(eq(payments.id, paymentId));

    const first = await postWebhook(gateway.webhook(form.tid, 'paid'));
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('OK');
    const paid = await orderOf(id);
    expect(paid.orderStatus).toBe('completed');
    expect(paid.paySummaries).toEqual([expect.objectContaining({ tid: form.tid, cardName: '삼성' })]);

    const again = await postWebhook(gateway.webhook(form.tid, 'paid'));
    expect(again.body).toBe('OK');
    // The browser's return arriving late changes nothing either.
    expect((await postReturn(form)).headers.location).toContain('payment=approved');
    expect((await orderOf(id)).revision).toBe(paid.revision);
    expect(cancelCalls(form.tid)).toHaveLength(0);
  });

  it('refuses a forged webhook and acknowledges one for a payment that is not ours', async () => {
    gateway.behave({});
    const { id, paymentId } = await nicepayOrder();
    const form = gateway.authResult(paymentId, 4500);
    await t.database.db
      .update(payments)
      .set({ status: 'approving', tid: form.tid })
      .where(eq(payments.id, paymentId));
    const forged = await postWebhook({ ...gateway.webhook(form.tid, 'paid'), amount: 100 });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('웹훅 서명이 올바르지 않습니다.');
    expect((await orderOf(id)).orderStatus).toBe('paymentProcessing');

    const foreign = gateway.webhook(gateway.authResult('pay_elsewhere', 1000).tid, 'paid');
    expect((await postWebhook(foreign)).body).toBe('OK');
  });

  it('marks a payment refunded in NicePay’s console as cancelled, once', async () => {
    gateway.behave({});
    const { id, paymentId } = await nicepayOrder();
    const form = gateway.authResult(paymentId, 4500);
    await postReturn(form);
    expect((await orderOf(id)).orderStatus).toBe('completed');

    expect((await postWebhook(gateway.webhook(form.tid, 'cancelled'))).body).toBe('OK');
    const cancelled = await orderOf(id);
    expect(cancelled.orderStatus).toBe('cancelled');
    expect(await paymentOf(paymentId)).toMatchObject({
      status: 'cancelled',
      failureReason: 'NicePay에서 취소됨',
    });
    await postWebhook(gateway.webhook(form.tid, 'cancelled'));
    expect((await orderOf(id)).revision).toBe(cancelled.revision);
  });

  it('tries again to cancel an unrecorded approval whose first cancel failed, when NicePay reports it paid', async () => {
    gateway.behave({ approveAmount: 4501, cancelResultCode: '2001' });
    const { id, paymentId } = await nicepayOrder();
    const form = gateway.authResult(paymentId, 4500);
    expect((await postReturn(form)).headers.location).toContain('payment=failed');
    expect((await orderOf(id)).orderStatus).toBe('failed_system');
    expect((await paymentOf(paymentId))?.failureReason).toMatch(/승인 취소 실패: 확인 필요/);

    gateway.behave({});
    // NicePay reports what it approved (4,501원); that is the transaction to cancel.
    const paid = gateway.webhook(form.tid, 'paid', { amount: 4501 });
    expect((await postWebhook(paid)).body).toBe('OK');
    expect(cancelCalls(form.tid)).toHaveLength(2);
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'cancelled' });
    await postWebhook(paid);
    expect(cancelCalls(form.tid)).toHaveLength(2);
    expect((await orderOf(id)).orderStatus).toBe('failed_system');
  });
});

describe('an approval the database fails to record', () => {
  it('ends the order in failed_system and cancels the payment through the adapter', async () => {
    gateway.behave({});
    const { id, paymentId } = await nicepayOrder();
    // The write that marks the order paid fails in the database itself (as a full disk or a lost connection would).
    await t.database.db.execute(
      sql.raw(`
        CREATE FUNCTION refuse_paid_order() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.id = '${id}' AND NEW.order_status = 'completed' THEN RAISE EXCEPTION 'injected write failure'; END IF;
          RETURN NEW;
        END $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'CREATE TRIGGER refuse_paid_order BEFORE UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION refuse_paid_order()',
      ),
    );
    try {
      const form = gateway.authResult(paymentId, 4500);
      const res = await postReturn(form);
      expect(res.headers.location).toBe(`/user/${SAMPLE.companyId}/orders/${id}?payment=failed`);
      expect(cancelCalls(form.tid)).toEqual([
        expect.objectContaining({ body: { reason: '결제 승인을 기록하지 못했습니다.', orderId: paymentId } }),
      ]);
      const order = await orderOf(id);
      expect(order.orderStatus).toBe('failed_system');
      expect(order.paySummaries).toEqual([
        expect.objectContaining({
          confirmed: false,
          tid: form.tid,
          reason: '결제 승인을 기록하지 못했습니다.',
        }),
      ]);
      expect(await paymentOf(paymentId)).toMatchObject({ status: 'cancelled', tid: form.tid });
    } finally {
      await t.database.db.execute(sql.raw('DROP TRIGGER refuse_paid_order ON orders'));
      await t.database.db.execute(sql.raw('DROP FUNCTION refuse_paid_order()'));
    }
  });
});
