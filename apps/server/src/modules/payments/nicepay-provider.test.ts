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
import { FAKE_NICEPAY, startFakeNicepayGateway } from '../../../test/fakes/nicepay-gateway';
import { type SignedIn, signInAsCustomer, signInWithPhone } from '../../../test/login';

let t: TestApp;
let gateway: Awaited<ReturnType<typeof startFakeNicepayGateway>>;
let customer: SignedIn;
let owner: SignedIn;

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
      PUBLIC_API_BASE_URL: 'https://shop.example',
    },
  });
  customer = await signInAsCustomer(t.app, FRESH_CUSTOMER_PHONE);
  owner = await signInWithPhone(t.app, '+821000000002');
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

const nicepayOrder = async () => {
  const placed = await placeOrder(t.app, customer.headers, draft({ paymentMethod: 'card' }));
  if (placed.nextAction.type !== 'nicepay')
    throw new Error(`expected the NicePay widget, got ${placed.nextAction.type}`);
  return { ...placed, widget: placed.nextAction };
};
const postReturn = (form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/nicepay/return',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
const orderOf = async (orderId: string) =>
  (
    await t.app.inject({
      url: `/api/store/companies/${SAMPLE.companyId}/orders/${orderId}`,
      headers: customer.headers,
    })
  ).json().data;
const callsTo = (suffix: string) => gateway.calls.filter((call) => call.path.endsWith(suffix));

describe('the NicePay adapter (server approval) against a fake gateway', () => {
  it('hands the widget its parameters, approves the signed result for the order amount, and records it once', async () => {
    gateway.behave({});
    const { id, widget } = await nicepayOrder();
    expect(widget).toMatchObject({
      clientId: FAKE_NICEPAY.clientId,
      method: 'card',
      amount: 4500,
      goodsName: '아메리카노',
      returnUrl: 'https://shop.example/api/payments/nicepay/return',
      sdkUrl: 'https://pay.nicepay.co.kr/v1/js/',
    });
    const form = gateway.authResult(widget.orderId, 4500);
    const first = await postReturn(form);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`/user/${SAMPLE.companyId}/orders/${id}?payment=approved`);
    const approvals = gateway.calls.filter((call) => call.path === `/v1/payments/${form.tid}`);
    expect(approvals).toEqual([
      expect.objectContaining({ body: { amount: 4500 }, authorization: expect.stringMatching(/^Basic /) }),
    ]);
    const paid = await orderOf(id);
    expect(paid).toMatchObject({ orderStatus: 'completed' });
    expect(paid.paySummaries[0]).toMatchObject({
      provider: 'nicepay',
      tid: form.tid,
      cardName: '삼성',
      confirmed: true,
    });

    const second = await postReturn(form);
    expect(second.headers.location).toContain('payment=approved');
    expect(gateway.calls.filter((call) => call.path === `/v1/payments/${form.tid}`)).toHaveLength(1);
    expect((await orderOf(id)).revision).toBe(paid.revision);
  });

  it('lets NicePay’s script, window and forms run on our pages, and nothing else from outside', async () => {
    const policy = String(
      (await t.app.inject({ url: `/user/${SAMPLE.companyId}` })).headers['content-security-policy'],
    );
    const nicepay = 'https://pay.nicepay.co.kr https://*.nicepay.co.kr';
    expect(policy).toContain(`script-src 'self' ${nicepay};`);
    expect(policy).toContain(`frame-src 'self' ${nicepay};`);
    expect(policy).toContain(`form-action 'self' ${nicepay};`);
    expect(policy).toContain("default-src 'self';");
  });

  it('never approves a result with a forged signature or another amount', async () => {
    gateway.behave({});
    const forged = await nicepayOrder();
    const before = gateway.calls.length;
    const res = await postReturn({
      ...gateway.authResult(forged.widget.orderId, 4500),
      signature: 'f'.repeat(64),
    });
    expect(res.headers.location).toContain('payment=declined');
    const cheaper = await nicepayOrder();
    const res2 = await postReturn(gateway.authResult(cheaper.widget.orderId, 100));
    expect(res2.headers.location).toContain('payment=declined');
    expect(gateway.calls.length).toBe(before);
    expect((await orderOf(forged.id)).orderStatus).toBe('failed');
  });

  it('cancels through the gateway when the approved amount differs or the approval answer is lost', async () => {
    gateway.behave({ approveAmount: 4501 });
    const mismatch = await nicepayOrder();
    const form = gateway.authResult(mismatch.widget.orderId, 4500);
    expect((await postReturn(form)).headers.location).toContain('payment=failed');
    expect(callsTo(`/v1/payments/${form.tid}/cancel`)).toHaveLength(1);
    expect((await orderOf(mismatch.id)).orderStatus).toBe('failed_system');

    gateway.behave({ dropApprove: true });
    const lost = await nicepayOrder();
    const lostForm = gateway.authResult(lost.widget.orderId, 4500);
    expect((await postReturn(lostForm)).headers.location).toContain('payment=failed');
    expect(callsTo(`/v1/payments/${lostForm.tid}/cancel`)).toHaveLength(1);
  });

  it('marks a declined approval as failed, and refunds a paid order the shop cancels', async () => {
    gateway.behave({ approveResultCode: 'A123' });
    const declined = await nicepayOrder();
    expect((await postReturn(gateway.authResult(declined.widget.orderId, 4500))).headers.location).toContain(
      'payment=declined',
    );
    expect((await orderOf(declined.id)).orderStatus).toBe('failed');

    gateway.behave({});
    const paid = await nicepayOrder();
    const form = gateway.authResult(paid.widget.orderId, 4500);
    await postReturn(form);
    const cancelled = await changeStatus(t.app, owner.headers, paid.id, {
      from: 'waitingConfirm',
      to: 'cancelled',
      cancelReason: 'closed',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(callsTo(`/v1/payments/${form.tid}/cancel`)).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ orderId: paid.widget.orderId }) }),
    ]);
  });
});
