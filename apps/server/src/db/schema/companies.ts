import type {
  BusinessHours,
  BusinessInfo,
  bankAccountSchema,
  ContactInfo,
  DeliveryConfig,
  kakaoInfoSchema,
  OrderSettings,
  orderSupportSchema,
  PaymentSettings,
  rewardPolicySchema,
} from '@jumun/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { z } from 'zod';

/**
 * v2_companies (spec §3). Nested settings are JSONB validated by the shared zod schemas; `secured*` and
 * `encrypted*` values inside them are stored as ciphertext. versionInfo is kept as two integers per kind:
 * generation (integer part) and data revision (fraction) — see packages/shared/src/sync/version.ts.
 */
/** The unique index behind "one company per Kakao channel"; services map its violation to a 409. */
export const KAKAO_CHANNEL_INDEX = 'companies_kakao_channel_id_idx';

export const companies = pgTable(
  'companies',
  {
    id: text().primaryKey(),
    companyType: text().notNull().default('basic'),
    revision: integer().notNull().default(1),
    isDeleted: boolean().notNull().default(false),
    productGeneration: integer().notNull().default(0),
    productRevision: bigint({ mode: 'number' }).notNull().default(0),
    categoryGeneration: integer().notNull().default(0),
    categoryRevision: bigint({ mode: 'number' }).notNull().default(0),
    optionGeneration: integer().notNull().default(0),
    optionRevision: bigint({ mode: 'number' }).notNull().default(0),
    optionGroupGeneration: integer().notNull().default(0),
    optionGroupRevision: bigint({ mode: 'number' }).notNull().default(0),
    isOpen: boolean().notNull().default(true),
    /** `active` or `suspended` (issue 14): a suspended company's storefront is closed and its administrators read only. */
    status: text().notNull().default('active'),
    isHeadCompany: boolean().notNull().default(false),
    parentCompanyId: text().notNull().default(''),
    businessInfo: jsonb().$type<BusinessInfo>().notNull(),
    businessHours: jsonb().$type<BusinessHours>().notNull(),
    deliveryConfig: jsonb().$type<DeliveryConfig>().notNull(),
    orderSupport: jsonb().$type<z.infer<typeof orderSupportSchema>>().notNull(),
    contactInfo: jsonb().$type<ContactInfo>().notNull(),
    bankAccount: jsonb().$type<z.infer<typeof bankAccountSchema>>().notNull(),
    rewardPolicy: jsonb().$type<z.infer<typeof rewardPolicySchema>>().notNull(),
    rewardStampValue: integer().notNull().default(150),
    kakaoInfo: jsonb().$type<z.infer<typeof kakaoInfoSchema>>().notNull(),
    menuSettings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Payment methods customers may choose (issue 11); `{}` reads as the defaults (on-site only). */
    paymentSettings: jsonb().$type<Partial<PaymentSettings>>().notNull().default({}),
    /** Order board settings (issue 12); `{}` reads as the defaults. */
    orderSettings: jsonb().$type<Partial<OrderSettings>>().notNull().default({}),
    notice: text().notNull().default(''),
    isNoticeDisplay: boolean().notNull().default(false),
    imageThumbnailFileName: text().notNull().default(''),
    imageGalleryFileNames: text().array().notNull().default([]),
    searchField: text().array().notNull().default([]),
    /** Who registered it; makes addAdministratorAndCompany idempotent per uid. */
    registeredByUid: text(),
    dateCreated: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    dateModified: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_registered_by_uid_idx').on(t.registeredByUid),
    index('companies_search_idx').using('gin', t.searchField),
    // The super admin's company table sorts and pages on these (issue 14).
    index('companies_date_created_idx').on(t.dateCreated, t.id),
    index('companies_shop_name_idx').on(sql`(${t.businessInfo}->>'shopName')`, t.id),
    // One live company per Kakao channel (domain §6.2, issue 15): the 이용신청 steps and 설정 check first and turn a
    // violation of this into their 409; the index is what holds when two saves race.
    uniqueIndex(KAKAO_CHANNEL_INDEX)
      .on(sql`(${t.kakaoInfo}->>'kakaoChannelId')`)
      .where(sql`${t.isDeleted} = false AND (${t.kakaoInfo}->>'kakaoChannelId') <> ''`),
  ],
);

/**
 * v2_administrators (domain §6.1). id = auth uid. `searchField` holds the lookup keywords of the encrypted fields:
 * the phone suffix and the name's keyword (modules/administrators/name-search.ts), GIN-indexed for the operator.
 */
export const administrators = pgTable(
  'administrators',
  {
    id: text().primaryKey(),
    companyId: text().notNull().default(''),
    companyIds: text().array().notNull().default([]),
    lastSelectedDemoCompanyId: text().notNull().default('demoCompanyCafe'),
    roles: text().array().notNull().default(['admin']),
    status: text().notNull().default('new'),
    securedUserName: text().notNull().default(''),
    contactInfo: jsonb().$type<ContactInfo>().notNull(),
    phoneSuffix: text().notNull().default(''),
    searchField: text().array().notNull().default([]),
    revision: integer().notNull().default(1),
    dateCreated: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    dateModified: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('administrators_search_idx').using('gin', t.searchField)],
);
