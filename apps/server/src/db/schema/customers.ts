import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth';
import { companies } from './companies';

const ts = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * v2_users (domain §6.3 CustomerProfile): one per auth user who signed in as a customer. The phone is encrypted;
 * `phoneSuffix` (last four digits) and `searchField` serve lookups, as in the original system.
 */
export const customers = pgTable('customers', {
  uid: text()
    .primaryKey()
    .references(() => authUsers.uid),
  securedPhone: text().notNull(),
  phoneSuffix: text().notNull(),
  searchField: text().array().notNull().default([]),
  securedUserName: text().notNull().default(''),
  /** `fake` marks the demo customer (domain §6.3). */
  roles: text().array().notNull().default([]),
  dateCreated: ts().notNull().defaultNow(),
  dateModified: ts().notNull().defaultNow(),
  dateLastAccess: ts(),
});

/** v2_companies/{companyId}/v2_users/{uid} (CustomerCompanyActivity): stamps, points and order counters at one shop. */
export const customerActivities = pgTable(
  'customer_activities',
  {
    companyId: text()
      .notNull()
      .references(() => companies.id),
    uid: text()
      .notNull()
      .references(() => customers.uid),
    stampCount: integer().notNull().default(0),
    stampLast: integer().notNull().default(0),
    stampRemaining: integer().notNull().default(0),
    stampTotal: integer().notNull().default(0),
    pointCount: integer().notNull().default(0),
    pointLast: integer().notNull().default(0),
    pointRemaining: bigint({ mode: 'number' }).notNull().default(0),
    pointTotal: bigint({ mode: 'number' }).notNull().default(0),
    orderTotalCount: integer().notNull().default(0),
    orderTotalPrice: bigint({ mode: 'number' }).notNull().default(0),
    memoAdmin: text().notNull().default(''),
    /** Came through a login link with a valid friendtalkCode (domain §6.3): priceFriendtalk applies here. */
    friendtalkReceiver: boolean().notNull().default(false),
    dateRecentOrder: ts(),
    dateCreated: ts().notNull().defaultNow(),
    dateModified: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.uid] }),
    check('customer_activities_balances_check', sql`${t.stampRemaining} >= 0 and ${t.pointRemaining} >= 0`),
    index('customer_activities_uid_idx').on(t.uid),
  ],
);

/**
 * v2_couponIssued (domain §7.6): a coupon in a customer's hands, copied from its definition at issue time. `orderId`
 * names the order whose stamps issued it, so cancelling that order can take it back.
 */
export const issuedCoupons = pgTable(
  'issued_coupons',
  {
    id: text().primaryKey(),
    companyId: text()
      .notNull()
      .references(() => companies.id),
    uid: text()
      .notNull()
      .references(() => customers.uid),
    couponDefinitionId: text().notNull(),
    orderId: text().notNull().default(''),
    couponName: text().notNull(),
    eventName: text().notNull().default(''),
    type: text().notNull(),
    discountRate: integer().notNull().default(0),
    discountMaxAmount: integer().notNull().default(0),
    discountAmount: integer().notNull().default(0),
    isPossibleSave: boolean().notNull().default(false),
    usedAmount: integer().notNull().default(0),
    freeItemProductId: text().notNull().default(''),
    status: text().notNull().default('active'),
    whereToUse: text().notNull().default('all'),
    availableCompanyIds: text().array().notNull().default([]),
    availableProductIds: text().array().notNull().default([]),
    availableCategoryIds: text().array().notNull().default([]),
    couponUsage: jsonb()
      .$type<{ companyId: string; orderId: string; usedAmount: number; dateUsed: string }[]>()
      .notNull()
      .default([]),
    memo: text().notNull().default(''),
    dateIssued: ts().notNull().defaultNow(),
    dateIssuedKey: integer().notNull(),
    dateExpiration: ts(),
    dateModified: ts().notNull().defaultNow(),
  },
  (t) => [
    index('issued_coupons_uid_idx').on(t.uid, t.status),
    index('issued_coupons_definition_idx').on(t.companyId, t.couponDefinitionId),
    index('issued_coupons_order_idx').on(t.companyId, t.orderId),
  ],
);

/** v2_stampLogs (domain §7.3 RewardLog): every stamp and point movement, with the balances after it. */
export const rewardLogs = pgTable(
  'reward_logs',
  {
    id: text().primaryKey(),
    companyId: text()
      .notNull()
      .references(() => companies.id),
    uid: text().notNull(),
    orderId: text().notNull().default(''),
    adminUid: text().notNull().default(''),
    rewardType: text().notNull(),
    source: text().notNull(),
    stamp: integer().notNull().default(0),
    usedStamp: integer().notNull().default(0),
    point: bigint({ mode: 'number' }).notNull().default(0),
    usedPoint: bigint({ mode: 'number' }).notNull().default(0),
    stampRemaining: integer().notNull(),
    pointRemaining: bigint({ mode: 'number' }).notNull(),
    memo: text().notNull().default(''),
    dateCreated: ts().notNull().defaultNow(),
    dateKey: integer().notNull(),
    monthKey: integer().notNull(),
  },
  (t) => [
    index('reward_logs_customer_idx').on(t.companyId, t.uid, t.dateCreated),
    index('reward_logs_order_idx').on(t.companyId, t.orderId),
  ],
);
