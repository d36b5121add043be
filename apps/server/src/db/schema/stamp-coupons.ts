import type { CouponDefinitionFields } from '@jumun/shared';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

const ts = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * v2_companies/{id}/v2_couponDefinitions (domain §7.2). The fields differ by coupon type and nothing queries
 * inside them, so they are one JSONB value parsed by the shared schema on every write
 * (docs/decisions/008-stamp-coupons-and-menu-settings.md). A deleted definition stays as a tombstone: issued
 * coupons keep pointing at it.
 */
export const couponDefinitions = pgTable(
  'coupon_definitions',
  {
    companyId: text()
      .notNull()
      .references(() => companies.id),
    id: text().notNull(),
    definition: jsonb().$type<CouponDefinitionFields>().notNull(),
    revision: integer().notNull().default(1),
    isDeleted: boolean().notNull().default(false),
    dateCreated: ts().notNull().defaultNow(),
    dateModified: ts().notNull().defaultNow(),
    dateDeleted: ts(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);
