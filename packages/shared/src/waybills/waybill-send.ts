import { z } from 'zod';
import { COURIER_NAMES, COURIERS, type Courier, courierTrackingUrl } from './couriers';
import { normalizeKoreanMobile, normalizeTrackingNumber } from './korean-mobile';

/**
 * Sending tracking numbers to customers (issue 13). The page and the server group and check rows with the same
 * functions, so the preview shows exactly the messages the server queues.
 */

/** One row as the page sends it: what was pasted or typed, still unchecked. */
export const waybillSendRowSchema = z.object({
  line: z.number().int().min(1).max(100_000),
  name: z.string().max(100).nullable(),
  phone: z.string().max(40).nullable(),
  trackingNumber: z.string().max(40).nullable(),
  /** The row's own courier (grid "개별"); the send's courier otherwise. */
  courier: z.enum(COURIERS).optional(),
});
export type WaybillSendRow = z.infer<typeof waybillSendRowSchema>;

export const waybillSendRequestSchema = z.object({
  courier: z.enum(COURIERS),
  rows: z.array(waybillSendRowSchema).min(1).max(5_000),
});
export type WaybillSendRequest = z.infer<typeof waybillSendRequestSchema>;

/** Why a row was not sent (shown on the row; the rest of the paste still goes). */
export const WAYBILL_REFUSALS = [
  'noPhone',
  'invalidPhone',
  'noTracking',
  'invalidTracking',
  'duplicate',
] as const;
export type WaybillRefusal = (typeof WAYBILL_REFUSALS)[number];

export type WaybillParcel = { courier: Courier; trackingNumber: string };

/** One message: every parcel going to one phone. */
export type WaybillMessageGroup = {
  phone: string;
  name: string | null;
  parcels: WaybillParcel[];
  lines: number[];
};

export type WaybillPlan = {
  groups: WaybillMessageGroup[];
  refused: { line: number; reason: WaybillRefusal }[];
};

/** Checks each row and groups the good ones by phone, in the order they were pasted. */
export const planWaybillSend = (request: WaybillSendRequest): WaybillPlan => {
  const byPhone = new Map<string, WaybillMessageGroup>();
  const seen = new Set<string>();
  const refused: WaybillPlan['refused'] = [];
  for (const row of request.rows) {
    const rawPhone = row.phone?.trim() ?? '';
    const rawTracking = row.trackingNumber?.trim() ?? '';
    const phone = rawPhone ? normalizeKoreanMobile(rawPhone) : null;
    const trackingNumber = rawTracking ? normalizeTrackingNumber(rawTracking) : null;
    let reason: WaybillRefusal | null = null;
    if (!rawPhone) reason = 'noPhone';
    else if (!phone) reason = 'invalidPhone';
    else if (!rawTracking) reason = 'noTracking';
    else if (!trackingNumber) reason = 'invalidTracking';
    else if (seen.has(trackingNumber)) reason = 'duplicate';
    if (reason || !phone || !trackingNumber) {
      refused.push({ line: row.line, reason: reason ?? 'invalidPhone' });
      continue;
    }
    seen.add(trackingNumber);
    const group = byPhone.get(phone) ?? { phone, name: null, parcels: [], lines: [] };
    group.name ??= row.name?.trim() || null;
    group.parcels.push({ courier: row.courier ?? request.courier, trackingNumber });
    group.lines.push(row.line);
    byPhone.set(phone, group);
  }
  return { groups: [...byPhone.values()], refused };
};

/**
 * The variables of the delivery-start template (company.kakaoInfo.noticeCodeDeliveryStart), Kakao's `#{…}` form.
 * Several parcels to one phone are listed in one message.
 */
export const deliveryStartVariables = (group: Pick<WaybillMessageGroup, 'name' | 'parcels'>) => {
  const couriers = [...new Set(group.parcels.map((parcel) => COURIER_NAMES[parcel.courier]))];
  return {
    고객명: group.name ?? '고객',
    택배회사명: couriers.join(', '),
    송장번호: group.parcels.map((parcel) => parcel.trackingNumber).join(', '),
    배송조회: group.parcels
      .map((parcel) => courierTrackingUrl(parcel.courier, parcel.trackingNumber))
      .join('\n'),
  };
};

/** One result per row of a send, as the history shows it. */
export const WAYBILL_ROW_STATES = ['refused', 'queued', 'sending', 'sent', 'failed'] as const;
export type WaybillRowState = (typeof WAYBILL_ROW_STATES)[number];

export const waybillSendRowResultSchema = z.object({
  line: z.number().int(),
  name: z.string().nullable(),
  /** As checked (010-1234-5678), or as typed when refused. */
  phone: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  courier: z.enum(COURIERS),
  state: z.enum(WAYBILL_ROW_STATES),
  reason: z.enum(WAYBILL_REFUSALS).nullable(),
  /** The provider's answer for sent / failed / retrying rows. */
  providerAnswer: z.string(),
  /** The message this row went out in. */
  message: z.string(),
  attempts: z.number().int(),
  /** The shop's parcel order this row shipped (moved to 배송 중 with this tracking number), when one matched. */
  order: z.object({ id: z.string(), orderNumber: z.number().int() }).nullable(),
});
export type WaybillSendRowResult = z.infer<typeof waybillSendRowResultSchema>;

export const waybillSendSummarySchema = z.object({
  id: z.string(),
  courier: z.enum(COURIERS),
  dateCreated: z.string(),
  rowCount: z.number().int(),
  counts: z.object({
    refused: z.number().int(),
    queued: z.number().int(),
    sending: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
  }),
});
export type WaybillSendSummary = z.infer<typeof waybillSendSummarySchema>;

export const waybillSendDetailSchema = waybillSendSummarySchema.extend({
  rows: z.array(waybillSendRowResultSchema),
});
export type WaybillSendDetail = z.infer<typeof waybillSendDetailSchema>;

export const WAYBILL_SEND_ID_PATTERN = /^wb_[0-9a-z]{8,40}$/;

/** `POST …/waybill-sends/matches`: the parcel orders a send of these rows would ship (decision 020), nothing changed. */
export const waybillOrderMatchSchema = z.object({
  line: z.number().int(),
  orderId: z.string(),
  orderNumber: z.number().int(),
});
export type WaybillOrderMatch = z.infer<typeof waybillOrderMatchSchema>;
