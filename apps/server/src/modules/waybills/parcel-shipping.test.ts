import type { Company, Order, WaybillSendDetail } from '@jumun/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { changeStatus, draft, OPEN_NOON, placeOrder, SAMPLE } from '../../../test/factories/order';
import { type SignedIn, signInAsCustomer, signInWithPhone } from '../../../test/login';

/**
 * Issue 13: a 송장 send ships the shop's parcel orders it names. A row matches an accepted parcel order by the
 * orderer's or the recipient's phone; the order moves to 배송 중 with the tracking number, which the customer sees.
 */
let t: TestApp;
const clock = OPEN_NOON;
let customer: SignedIn;
let owner: SignedIn;
const COMPANY = SAMPLE.companyId;
const RECIPIENT = { phone: '010-7777-8888', name: '김받는' };

const parcelDraft = () =>
  draft({
    orderType: 'parcel',
    paymentMethod: 'bank',
    deliveryAddress: {
      address_name: '서울 강서구 화곡동 1000',
      detailAddress: '101동 1203호',
      recipientName: RECIPIENT.name,
      recipientPhone: RECIPIENT.phone,
    },
  });

const customerOrder = async (orderId: string): Promise<Order> => {
  const res = await t.app.inject({
    url: `/api/store/companies/${COMPANY}/orders/${orderId}`,
    headers: customer.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

const sendWaybills = async (rows: object[]): Promise<WaybillSendDetail> => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/companies/${COMPANY}/waybill-sends`,
    headers: owner.headers,
    payload: { courier: 'cj', rows },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  customer = await signInAsCustomer(t.app, '+821000000005');
  owner = await signInWithPhone(t.app, '+821000000002');
  // The sample cafe ships parcels too in this test (the seeded farm is a demo company, read-only).
  const current: Company = (
    await t.app.inject({ url: `/api/document/admin/company/${COMPANY}?companyId=`, headers: owner.headers })
  ).json().data;
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/document/admin/company',
    headers: owner.headers,
    payload: {
      companyId: '',
      item: {
        ...current,
        orderSupport: { ...current.orderSupport, supportParcel: true },
        deliveryConfig: { type: 'parcel', baseFee: 4000, bundleUnit: 2, minimumOrderAmount: 0 },
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => t.close());

describe('송장 → parcel orders', () => {
  it('moves the matched accepted parcel order to 배송 중 with its tracking number, and leaves the rest', async () => {
    const accepted = (await placeOrder(t.app, customer.headers, parcelDraft())).order;
    const waiting = (await placeOrder(t.app, customer.headers, parcelDraft())).order;
    const takeout = (await placeOrder(t.app, customer.headers, draft())).order;
    for (const order of [accepted, takeout]) {
      const res = await changeStatus(t.app, owner.headers, order.id, {
        from: 'waitingConfirm',
        to: 'ordered',
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    const rows = [
      { line: 1, name: RECIPIENT.name, phone: '010 7777 8888', trackingNumber: '6896-1234-5678' },
      { line: 2, name: null, phone: '010-0000-0005', trackingNumber: '689612345680' },
    ];
    const preview = await t.app.inject({
      method: 'POST',
      url: `/api/admin/companies/${COMPANY}/waybill-sends/matches`,
      headers: owner.headers,
      payload: { courier: 'cj', rows },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual([
      { line: 1, orderId: accepted.id, orderNumber: accepted.orderNumber },
    ]);
    // A preview changes nothing.
    expect((await customerOrder(accepted.id)).processStatus).toBe('ordered');

    const send = await sendWaybills([
      { line: 1, name: RECIPIENT.name, phone: '010 7777 8888', trackingNumber: '6896-1234-5678' },
      // The orderer's own phone: their other order is still 접수 대기, and a takeout order never ships.
      { line: 2, name: null, phone: '010-0000-0005', trackingNumber: '689612345680' },
    ]);
    expect(send.rows.map((row) => [row.line, row.order?.orderNumber ?? null])).toEqual([
      [1, accepted.orderNumber],
      [2, null],
    ]);

    const shipped = await customerOrder(accepted.id);
    expect(shipped.processStatus).toBe('delivering');
    expect(shipped.waybill).toMatchObject({
      courier: 'cj',
      courierName: 'CJ대한통운',
      trackingNumber: '689612345678',
    });
    expect(shipped.waybill?.trackingUrl).toContain('689612345678');
    expect(shipped.transitions.at(-1)).toMatchObject({ axis: 'process', to: 'delivering' });
    expect((await customerOrder(waiting.id)).processStatus).toBe('waitingConfirm');
    expect((await customerOrder(takeout.id)).processStatus).toBe('ordered');
    expect((await customerOrder(waiting.id)).waybill).toBeNull();

    // The 변경 기록 says who shipped it and with which waybill, as for the board's 발송 button.
    const audit = await t.app.inject({
      url: `/api/admin/companies/${COMPANY}/audit?kind=order`,
      headers: owner.headers,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(
      audit.json().data.find((entry: { entityId: string }) => entry.entityId === accepted.id),
    ).toMatchObject({
      action: 'advanced',
      before: { processStatus: 'ordered' },
      after: { processStatus: 'delivering', courier: 'cj', trackingNumber: '689612345678' },
      summary: `#${accepted.orderNumber}`,
    });
  });

  it('ships an order once: a second 송장 for the same phone matches nothing', async () => {
    const again = await sendWaybills([
      { line: 1, name: RECIPIENT.name, phone: RECIPIENT.phone, trackingNumber: '689612345690' },
    ]);
    expect(again.rows[0]?.order).toBeNull();
    // Still sent to the customer: read back after the commit, the outbox worker may already have claimed or sent it.
    expect(['queued', 'sending', 'sent']).toContain(again.rows[0]?.state);
  });
});
