import crypto from 'node:crypto';
import type { AuditEntry } from '@jumun/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  changeStatus,
  FRESH_CUSTOMER_PHONE,
  OPEN_NOON,
  ORDER_TEST_ENV,
  placeOrder,
  SAMPLE,
} from '../../../test/factories/order';
import { type SignedIn, signInAsCustomer, signInWithPhone } from '../../../test/login';
import { orderAuditActionOf } from './order-audit';

/** Who accepted, rejected, cancelled or advanced an order, and who confirmed its payment (issue 14, 변경 기록). */
let t: TestApp;
let clock = OPEN_NOON;
let customer: SignedIn;
let owner: SignedIn;
let manager: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock, env: ORDER_TEST_ENV });
  customer = await signInAsCustomer(t.app, FRESH_CUSTOMER_PHONE);
  owner = await signInWithPhone(t.app, '+821000000002');
  manager = await signInWithPhone(t.app, '+821000000003');
});
afterAll(async () => t.close());

const auditOf = async (query: string) => {
  const res = await t.app.inject({
    url: `/api/admin/companies/${SAMPLE.companyId}/audit?${query}`,
    headers: owner.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AuditEntry[];
};
const orderRows = async (orderId: string) =>
  (await auditOf('kind=order&limit=200')).filter((row) => row.entityId === orderId);

describe('order changes in the audit log', () => {
  it('records who accepted and advanced an order, with the statuses before and after', async () => {
    const placed = await placeOrder(t.app, customer.headers);
    clock += 60_000;
    expect(
      (
        await changeStatus(t.app, owner.headers, placed.id, {
          from: 'waitingConfirm',
          to: 'ordered',
          prepMinutes: 12,
        })
      ).statusCode,
    ).toBe(200);
    clock += 60_000;
    expect(
      (await changeStatus(t.app, manager.headers, placed.id, { from: 'ordered', to: 'cooking' })).statusCode,
    ).toBe(200);

    const [cooking, accepted] = await orderRows(placed.id);
    expect(accepted).toMatchObject({
      actorUid: owner.uid,
      actorRole: 'owner',
      action: 'accepted',
      summary: `#${placed.order.orderNumber}`,
      before: { processStatus: 'waitingConfirm' },
      after: { processStatus: 'ordered', prepMinutes: 12, orderType: 'takeout' },
      at: new Date(OPEN_NOON + 60_000).toISOString(),
    });
    expect(cooking).toMatchObject({
      actorUid: manager.uid,
      actorRole: 'manager',
      action: 'advanced',
      before: { processStatus: 'ordered' },
      after: { processStatus: 'cooking' },
    });
  });

  it('records a rejection with its reason, and nothing for a refused (stale) change', async () => {
    const placed = await placeOrder(t.app, customer.headers);
    const rejected = await changeStatus(t.app, manager.headers, placed.id, {
      from: 'waitingConfirm',
      to: 'cancelled',
      cancelReason: 'soldOut',
    });
    expect(rejected.statusCode).toBe(200);
    const stale = await changeStatus(t.app, owner.headers, placed.id, {
      from: 'waitingConfirm',
      to: 'ordered',
    });
    expect(stale.statusCode).toBe(409);

    const rows = await orderRows(placed.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorRole: 'manager',
      action: 'rejected',
      before: { processStatus: 'waitingConfirm', orderStatus: 'pending' },
      after: { processStatus: 'cancelled', orderStatus: 'cancelled', cancelReason: 'soldOut' },
    });
  });

  it('records who confirmed an on-site payment and how it was paid', async () => {
    const placed = await placeOrder(t.app, customer.headers);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/companies/${SAMPLE.companyId}/orders/${placed.id}/confirm-payment`,
      headers: { ...manager.headers, 'idempotency-key': crypto.randomUUID() },
      payload: { method: 'cash' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await orderRows(placed.id)).toMatchObject([
      {
        actorUid: manager.uid,
        action: 'payment_confirmed',
        before: { orderStatus: 'pending' },
        after: { orderStatus: 'completed', method: 'cash' },
      },
    ]);
  });

  it('answers "who marked 아메리카노 sold out, and when?"', async () => {
    const url = `/api/document/admin/product/${SAMPLE.americano}?companyId=${SAMPLE.companyId}`;
    const product = (await t.app.inject({ url, headers: owner.headers })).json().data;
    const started = Date.now();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/document/admin/product',
      headers: manager.headers,
      payload: { companyId: SAMPLE.companyId, item: { ...product, isSoldOut: true } },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const [row] = (await auditOf(`kind=product&actorUid=${manager.uid}`)).filter(
      (entry) => entry.after?.isSoldOut === true,
    );
    expect(row).toMatchObject({
      actorUid: manager.uid,
      actorRole: 'manager',
      entityId: SAMPLE.americano,
      summary: '아메리카노',
      action: 'updated',
      before: { isSoldOut: false },
      after: { isSoldOut: true },
    });
    // Catalogue writes are stamped by the database clock (the transaction's now()), not the injected one.
    const at = Date.parse(row?.at ?? '');
    expect(at).toBeGreaterThanOrEqual(started - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(row?.actorName).not.toBe(manager.uid);
  });
});

describe('orderAuditActionOf', () => {
  it('names the step as the shop would', () => {
    expect(orderAuditActionOf('waitingConfirm', 'ordered')).toBe('accepted');
    expect(orderAuditActionOf('waitingConfirm', 'cancelled')).toBe('rejected');
    expect(orderAuditActionOf('cooking', 'cancelled')).toBe('cancelled');
    expect(orderAuditActionOf('ordered', 'cooking')).toBe('advanced');
  });
});
