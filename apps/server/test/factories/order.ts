import crypto from 'node:crypto';
import type { OrderDraftInput, PlaceOrderResult, QuoteResult } from '@jumun/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SAMPLE_OWNED_COMPANY_ID } from '../../src/seed/demo-seed';

/** Seeded products of the owned sample cafe (src/seed/companies/cafe-catalogue.ts). */
export const SAMPLE = {
  companyId: SAMPLE_OWNED_COMPANY_ID,
  americano: `p_${SAMPLE_OWNED_COMPANY_ID}_001`,
  latte: `p_${SAMPLE_OWNED_COMPANY_ID}_008`,
  sizeOption: `opt_${SAMPLE_OWNED_COMPANY_ID}_size`,
  shotOption: `opt_${SAMPLE_OWNED_COMPANY_ID}_shot`,
};

/** Test sign-ins: the owner (0002), staff (0003), the seeded demo customer (0005) and fresh customers (0006, 0007). */
export const ORDER_TEST_ENV = {
  AUTH_TEST_PHONE_NUMBERS: ['0002', '0003', '0005', '0006', '0007']
    .map((n) => `+82100000${n}:123456`)
    .join(','),
};
export const FRESH_CUSTOMER_PHONE = '+821000000006';
export const SECOND_CUSTOMER_PHONE = '+821000000007';

/** Wednesday noon in Seoul: the sample cafe is open (08:00–22:00). */
export const OPEN_NOON = Date.parse('2026-03-04T12:00:00+09:00');

export const draft = (fields: Partial<OrderDraftInput> = {}): OrderDraftInput => ({
  orderType: 'takeout',
  paymentMethod: 'onsite',
  items: [{ productId: SAMPLE.americano, quantity: 1, selection: {} }],
  ...fields,
});

export const quote = async (
  app: FastifyInstance,
  headers: Record<string, string>,
  order: OrderDraftInput,
  companyId: string = SAMPLE.companyId,
): Promise<QuoteResult> => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/store/companies/${companyId}/quote`,
    headers,
    payload: { order },
  });
  if (res.statusCode !== 200) throw new Error(`quote answered ${res.statusCode}: ${res.body}`);
  return res.json().data;
};

export type PlaceOptions = {
  companyId?: string;
  key?: string;
  expectedPayableAmount?: number;
  pointRemaining?: number;
};

/** POSTs /api/order/place with the payable amount the server quotes (as the checkout page shows it). */
export const placeRaw = async (
  app: FastifyInstance,
  headers: Record<string, string>,
  order: OrderDraftInput,
  options: PlaceOptions = {},
): Promise<LightMyRequestResponse> => {
  const companyId = options.companyId ?? SAMPLE.companyId;
  const expected =
    options.expectedPayableAmount ??
    (await quote(app, headers, order, companyId)).quote.amounts.payableAmount;
  return app.inject({
    method: 'POST',
    url: '/api/order/place',
    headers: { ...headers, 'idempotency-key': options.key ?? crypto.randomUUID() },
    payload: {
      companyId,
      order,
      expectedPayableAmount: expected,
      clientSnapshot: { pointRemaining: options.pointRemaining ?? 0, stampRemaining: 0 },
    },
  });
};

export const placeOrder = async (
  app: FastifyInstance,
  headers: Record<string, string>,
  order: OrderDraftInput = draft(),
  options: PlaceOptions = {},
): Promise<PlaceOrderResult> => {
  const res = await placeRaw(app, headers, order, options);
  if (res.statusCode !== 200) throw new Error(`place answered ${res.statusCode}: ${res.body}`);
  return res.json().data;
};

/** An administrator's status change with a fresh Idempotency-Key. */
export const changeStatus = (
  app: FastifyInstance,
  headers: Record<string, string>,
  orderId: string,
  body: Record<string, unknown>,
  companyId: string = SAMPLE.companyId,
) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/companies/${companyId}/orders/${orderId}/status`,
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    payload: body,
  });
