import type { AppliedCoupon, OrderLine, PaySummary } from '@jumun/shared';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

const ts = () => timestamp({ withTimezone: true, mode: 'date' });
const won = () => bigint({ mode: 'number' }).notNull().default(0);

/** Where a delivery goes, with the detail address, recipient and phone encrypted at rest. */
export type StoredDeliveryAddress = {
  label: string;
  address_name: string;
  road_address_name: string;
  building_name: string;
  postCode: string;
  encryptedDetailAddress: string;
  encryptedRecipientName: string;
  encryptedRecipientPhone: string;
  geoPoint: { latitude: number; longitude: number } | null;
  requestShop: string;
};

/** The courier and tracking number a parcel order shipped with, and the 송장 발송 that did it. */
export type StoredWaybill = { courier: string; trackingNumber: string; sendId: string; shippedAt: string };

/** The first moment each status value was reached, per axis (issue 11: a timestamp per transition). */
export type StatusTimes = { orderStatusAt: Record<string, string>; processStatusAt: Record<string, string> };

/**
 * v2_orders (domain §5.3). Amounts are whole 원 in bigint columns; lines and applied coupons are the snapshot taken at
 * placement (JSONB, never updated); `dateKey` / `monthKey` are the Asia/Seoul day and month (yyyyMMdd / yyyyMM) for
 * "today's board" and statistics. `orderNumber` is consecutive per company and Seoul day (order_counters).
 */
export const orders = pgTable(
  'orders',
  {
    companyId: text()
      .notNull()
      .references(() => companies.id),
    id: text().notNull(),
    orderNumber: integer().notNull(),
    dateKey: integer().notNull(),
    monthKey: integer().notNull(),
    uid: text().notNull(),
    orderChannel: text().notNull().default('web'),
    orderType: text().notNull(),
    paymentMethod: text().notNull(),
    orderStatus: text().notNull(),
    processStatus: text().notNull(),
    cartTotalBase: won(),
    cartTotalWithOptions: won(),
    deliveryFee: won(),
    couponDiscountTotal: won(),
    pointDiscountTotal: won(),
    finalAmount: won(),
    payableAmount: won(),
    distanceMeters: integer(),
    minimumOrderAmount: won(),
    freeDeliveryThreshold: won(),
    lines: jsonb().$type<OrderLine[]>().notNull(),
    coupons: jsonb().$type<AppliedCoupon[]>().notNull().default([]),
    deliveryAddress: jsonb().$type<StoredDeliveryAddress>(),
    customerMemo: text().notNull().default(''),
    customerPhoneSuffix: text().notNull().default(''),
    securedCustomerPhone: text().notNull().default(''),
    bankTransfer: jsonb().$type<{ bankName: string; accountNumber: string; accountHolder: string }>(),
    statusTimes: jsonb().$type<StatusTimes>().notNull(),
    paySummaries: jsonb().$type<PaySummary[]>().notNull().default([]),
    payLastConfirmedAt: ts(),
    prepMinutes: integer(),
    estimatedReadyAt: ts(),
    cancelReason: text(),
    cancelReasonText: text().notNull().default(''),
    /** 송장 of a shipped parcel order (issue 13): set with 배송 중 by a waybill send that matched this order. */
    waybill: jsonb().$type<StoredWaybill>(),
    rewardStampPlanned: integer().notNull().default(0),
    rewardPointPlanned: integer().notNull().default(0),
    rewardPartlyExcluded: boolean().notNull().default(false),
    rewardStampGranted: integer().notNull().default(0),
    rewardPointGranted: integer().notNull().default(0),
    /** How the grant moved the stamp balance (it may wrap into coupons): undone as a whole on a later cancel. */
    rewardStampBalanceDelta: integer().notNull().default(0),
    rewardsGrantedAt: ts(),
    revision: integer().notNull().default(1),
    dateCreated: ts().notNull().defaultNow(),
    dateModified: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('orders_daily_number_idx').on(t.companyId, t.dateKey, t.orderNumber),
    index('orders_company_day_status_idx').on(t.companyId, t.dateKey, t.processStatus),
    index('orders_customer_idx').on(t.uid, t.companyId, t.dateKey),
  ],
);

/** The timeline of an order (issue 12 §5): every status change, who made it and why. */
export const orderTransitions = pgTable(
  'order_transitions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: text().notNull(),
    orderId: text().notNull(),
    axis: text().notNull(),
    fromStatus: text(),
    toStatus: text().notNull(),
    at: ts().notNull(),
    actorKind: text().notNull(),
    actorUid: text(),
    actorName: text().notNull().default(''),
    cancelReason: text(),
    cancelReasonText: text().notNull().default(''),
    prepMinutes: integer(),
  },
  (t) => [index('order_transitions_order_idx').on(t.companyId, t.orderId, t.id)],
);

/**
 * The last daily order number handed out per company and Asia/Seoul day; bumped in the placing transaction.
 * `changes` counts every later change to an order of that day (applyOrderChange): with `lastNumber` it is the day's
 * version, which tells the statistics whether a day's rollup is still exact (decision 021).
 */
export const orderCounters = pgTable(
  'order_counters',
  {
    companyId: text().notNull(),
    dateKey: integer().notNull(),
    lastNumber: integer().notNull(),
    changes: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.dateKey] })],
);

/**
 * A day's order figures for the monthly statistics (decision 021): computed from `orders` on first read and kept
 * while the day's version (order_counters.lastNumber + changes) is the one it was computed at.
 */
export const orderDayStats = pgTable(
  'order_day_stats',
  {
    companyId: text().notNull(),
    dateKey: integer().notNull(),
    version: bigint({ mode: 'number' }).notNull(),
    stats: jsonb().$type<Record<string, unknown>>().notNull(),
    computedAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.dateKey] })],
);

/**
 * One payment attempt through a provider. Its id is the order id the provider sees (NicePay wants a new one per
 * attempt). `status`: ready → approving → approved | declined | closed | failed; approved → cancelled (refund).
 */
export const payments = pgTable(
  'payments',
  {
    id: text().primaryKey(),
    companyId: text().notNull(),
    orderId: text().notNull(),
    provider: text().notNull(),
    method: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    status: text().notNull().default('ready'),
    tid: text().notNull().default(''),
    approvedAmount: bigint({ mode: 'number' }),
    cardName: text().notNull().default(''),
    failureReason: text().notNull().default(''),
    raw: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    dateCreated: ts().notNull().defaultNow(),
    dateModified: ts().notNull().defaultNow(),
    dateApproved: ts(),
    dateCancelled: ts(),
  },
  (t) => [index('payments_order_idx').on(t.companyId, t.orderId)],
);

/**
 * When an order board of the company last said it was open (issue 12 "if no board has been connected for M minutes
 * during opening hours, pause online ordering"). Kept in the database, not in memory, because the board's heartbeat
 * and the checking timer may run in different server processes.
 */
export const orderBoardPresence = pgTable('order_board_presence', {
  companyId: text().primaryKey(),
  lastSeenAt: timestamp({ withTimezone: true, mode: 'date' }),
  /** First check that found the shop open with no board; cleared when a board is back or the shop closes. */
  offlineSince: timestamp({ withTimezone: true, mode: 'date' }),
  /** The `pauseOrdersUntil` this check set; a board coming back lifts the pause only while it is still this one. */
  autoPausedUntil: timestamp({ withTimezone: true, mode: 'date' }),
});
