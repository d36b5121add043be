import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildCouponDefinitionInput } from '../../../test/factories/coupon-definition';
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
import { products, rewardLogs } from '../../db/schema';

let t: TestApp;
const clock = OPEN_NOON;
let customer: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock, env: ORDER_TEST_ENV });
  customer = await signInAsCustomer(t.app, FRESH_CUSTOMER_PHONE);
  owner = await signInWithPhone(t.app, '+821000000002');
  // A stamp card of 2 stamps: every second americano earns a 1,000원 coupon.
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/admin/companies/${SAMPLE.companyId}/coupon-definitions`,
    headers: owner.headers,
    payload: buildCouponDefinitionInput('fixedAmountDiscount', {
      couponName: '두 잔 쿠폰',
      stampsRequired: 2,
      discountAmount: 1000,
    }),
  });
  expect(created.statusCode).toBe(200);
});
afterAll(async () => t.close());

const rewards = async () =>
  (
    await t.app.inject({
      url: `/api/store/companies/${SAMPLE.companyId}/me/rewards`,
      headers: customer.headers,
    })
  ).json().data;

const advance = async (orderId: string, steps: [string, string, Record<string, unknown>?][]) => {
  let last: { statusCode: number; json: () => { data: Record<string, unknown> } } | undefined;
  for (const [from, to, extra] of steps) {
    last = await changeStatus(t.app, owner.headers, orderId, { from, to, ...extra });
    expect(last.statusCode, `${from} → ${to}: ${JSON.stringify(last.json())}`).toBe(200);
  }
  return last?.json().data;
};

describe('POST /api/admin/companies/:companyId/orders/:orderId/status', () => {
  it('accepts with a preparation time, records who did it, and refuses a stale board with the current order', async () => {
    const placed = await placeOrder(t.app, customer.headers);
    const accepted = await advance(placed.id, [['waitingConfirm', 'ordered', { prepMinutes: 15 }]]);
    expect(accepted).toMatchObject({
      processStatus: 'ordered',
      prepMinutes: 15,
      estimatedReadyAt: '2026-03-04T03:15:00.000Z',
    });
    const step = (
      accepted?.transitions as { to: string; actor: { kind: string; uid: string } }[] | undefined
    )?.at(-1);
    expect(step).toMatchObject({ to: 'ordered', actor: { kind: 'admin', uid: 'uid_owner_sample' } });

    const stale = await changeStatus(t.app, owner.headers, placed.id, {
      from: 'waitingConfirm',
      to: 'ordered',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: 'TRANSITION_NOT_ALLOWED',
      details: { order: { processStatus: 'ordered' } },
    });
    const backwards = await changeStatus(t.app, owner.headers, placed.id, {
      from: 'ordered',
      to: 'waitingConfirm',
    });
    expect(backwards.statusCode).toBe(409);
    const delivering = await changeStatus(t.app, owner.headers, placed.id, {
      from: 'ordered',
      to: 'delivering',
    });
    expect(delivering.statusCode).toBe(409);
  });

  it('changes a status once per Idempotency-Key, and answers the retry with the same result', async () => {
    const placed = await placeOrder(t.app, customer.headers);
    const headers = { ...owner.headers, 'idempotency-key': crypto.randomUUID() };
    const url = `/api/admin/companies/${SAMPLE.companyId}/orders/${placed.id}/status`;
    const payload = { from: 'waitingConfirm', to: 'ordered', prepMinutes: 10 };
    const first = await t.app.inject({ method: 'POST', url, headers, payload });
    const retry = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.revision).toBe(first.json().data.revision);
    expect(retry.json().data.transitions).toHaveLength(first.json().data.transitions.length);
  });

  it('rejects with a reason and gives the stock back', async () => {
    const stock = async () =>
      (
        await t.database.db
          .select({ s: products.stockQuantity })
          .from(products)
          .where(and(eq(products.companyId, SAMPLE.companyId), eq(products.id, SAMPLE.latte)))
      )[0]?.s;
    const before = await stock();
    const placed = await placeOrder(
      t.app,
      customer.headers,
      draft({ items: [{ productId: SAMPLE.latte, quantity: 3, selection: {} }] }),
    );
    expect(await stock()).toBe((before ?? 0) - 3);
    const noReason = await changeStatus(t.app, owner.headers, placed.id, {
      from: 'waitingConfirm',
      to: 'cancelled',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('취소 사유');
    const rejected = await advance(placed.id, [['waitingConfirm', 'cancelled', { cancelReason: 'soldOut' }]]);
    expect(rejected).toMatchObject({
      processStatus: 'cancelled',
      orderStatus: 'cancelled',
      cancelReason: 'soldOut',
    });
    expect(await stock()).toBe(before);
  });

  it('grants stamps at 완료됨, issues coupons by the shared rule, and takes them back when cancelled after', async () => {
    expect((await rewards()).activity.stampRemaining).toBe(0);
    const first = await placeOrder(t.app, customer.headers);
    await advance(first.id, [
      ['waitingConfirm', 'ordered'],
      ['ordered', 'completed'],
    ]);
    expect((await rewards()).activity).toMatchObject({
      stampRemaining: 1,
      stampTotal: 1,
      orderTotalCount: 1,
    });

    const second = await placeOrder(t.app, customer.headers);
    const done = await advance(second.id, [
      ['waitingConfirm', 'ordered'],
      ['ordered', 'ready'],
      ['ready', 'completed'],
    ]);
    // On-site orders handed over are paid.
    expect(done).toMatchObject({
      orderStatus: 'completed',
      isPaymentConfirmed: true,
      rewards: { stampGranted: 1 },
    });
    const carded = await rewards();
    // The second stamp fills the card of 2: one 두 잔 쿠폰, and the card starts again at 0.
    expect(carded.activity).toMatchObject({ stampRemaining: 0, stampTotal: 2, orderTotalCount: 2 });
    expect(carded.coupons).toEqual([
      expect.objectContaining({ couponName: '두 잔 쿠폰', status: 'active', discountAmount: 1000 }),
    ]);
    expect(carded.stampCard).toMatchObject({ cardSize: 2 });

    const cancelled = await advance(second.id, [
      ['completed', 'cancelled', { cancelReason: 'customerRequest' }],
    ]);
    expect(cancelled).toMatchObject({ processStatus: 'cancelled', orderStatus: 'cancelled' });
    const logs = await t.database.db.select().from(rewardLogs).where(eq(rewardLogs.orderId, second.id));
    expect(logs.map((log) => log.rewardType)).toEqual(['stampSave', 'adjustment']);
    const undone = await rewards();
    expect(undone.activity).toMatchObject({ stampRemaining: 1, orderTotalCount: 1 });
    expect(undone.coupons).toEqual([expect.objectContaining({ status: 'cancelled' })]);

    // The card is filled again by a third order; that coupon is the one the next test spends.
    const third = await placeOrder(t.app, customer.headers);
    await advance(third.id, [
      ['waitingConfirm', 'ordered'],
      ['ordered', 'completed'],
    ]);
    expect(
      (await rewards()).coupons.filter((coupon: { status: string }) => coupon.status === 'active'),
    ).toHaveLength(1);
  });

  it('uses a coupon and points on an order and gives them back when the order is rejected', async () => {
    const held = (await rewards()).coupons.find((coupon: { status: string }) => coupon.status === 'active');
    expect(held).toBeDefined();
    const order = draft({ couponIds: [held.id] });
    const placed = await placeOrder(t.app, customer.headers, order);
    expect(placed.order.amounts).toMatchObject({ couponDiscountTotal: 1000, payableAmount: 3500 });
    expect(placed.order.rewards).toMatchObject({ stamp: 0, isPartlyExcluded: true });
    const used = (await rewards()).coupons.find((coupon: { id: string }) => coupon.id === held.id);
    expect(used.status).toBe('used');
    await advance(placed.id, [['waitingConfirm', 'cancelled', { cancelReason: 'tooBusy' }]]);
    const back = (await rewards()).coupons.find((coupon: { id: string }) => coupon.id === held.id);
    expect(back).toMatchObject({ status: 'active', usedAmount: 0, couponUsage: [] });
  });

  it('lets the shop confirm an on-site payment once', async () => {
    const placed = await placeOrder(t.app, customer.headers);
    const url = `/api/admin/companies/${SAMPLE.companyId}/orders/${placed.id}/confirm-payment`;
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...owner.headers, 'idempotency-key': crypto.randomUUID() },
        payload: { method: 'cash' },
      });
    const first = await confirm();
    expect(first.json().data).toMatchObject({
      orderStatus: 'completed',
      confirmedPayAmount: 4500,
      paySummaries: [{ method: 'cash', confirmed: true }],
    });
    expect((await confirm()).statusCode).toBe(409);
  });
});
