import type { InvalidCombination } from '@jumun/shared';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { documentColumns } from './columns';

type SyncColumns = {
  companyId: AnyPgColumn;
  id: AnyPgColumn;
  changeXid: AnyPgColumn;
  isDeleted: AnyPgColumn;
  displayLevel: AnyPgColumn;
};

/** Primary key and the two indexes every synced table needs: delta by position, live list by order. */
const documentConstraints = (name: string, t: SyncColumns) => [
  primaryKey({ columns: [t.companyId, t.id] }),
  index(`${name}_company_change_idx`).on(t.companyId, t.changeXid),
  index(`${name}_company_live_idx`).on(t.companyId, t.isDeleted, t.displayLevel),
];

export const products = pgTable(
  'products',
  {
    ...documentColumns(),
    productName: text().notNull(),
    productNameShort: text().notNull().default(''),
    categories: text().array().notNull().default([]),
    isPrivateProduct: boolean().notNull().default(false),
    priceOriginal: integer().notNull().default(0),
    priceDiscounted: integer().notNull().default(0),
    priceFriendtalk: integer().notNull().default(0),
    imageThumbnailFileName: text().notNull().default(''),
    imageGalleryFileNames: text().array().notNull().default([]),
    unit: text().notNull().default('개'),
    description: text().notNull().default(''),
    stockQuantity: integer().notNull().default(10000),
    isVisible: boolean().notNull().default(true),
    optionGroupId: text().notNull().default(''),
    optionIds: text().array().notNull().default([]),
    rewardStamp: integer().notNull().default(0),
    rewardPoint: integer().notNull().default(0),
    parcelBundleValue: doublePrecision().notNull().default(1),
    isSoldOut: boolean().notNull().default(false),
    soldOutUntil: timestamp({ withTimezone: true, mode: 'date' }),
    parentProductId: text().notNull().default(''),
    useParentData: boolean().notNull().default(false),
  },
  (t) => documentConstraints('products', t),
);

export const categories = pgTable(
  'categories',
  {
    ...documentColumns(),
    categoryName: text().notNull(),
    parentCategoryId: text().notNull().default(''),
    useParentData: boolean().notNull().default(false),
  },
  (t) => documentConstraints('categories', t),
);

export const options = pgTable(
  'options',
  {
    ...documentColumns(),
    optionName: text().notNull(),
    type: text().notNull().default('select'),
    styleType: text().notNull().default('default'),
    optionItems: text().array().notNull().default([]),
    optionItemsPrice: integer().array().notNull().default([]),
    msg: text().notNull().default(''),
    invalidCombinations: jsonb().$type<InvalidCombination[]>().notNull().default([]),
    soldOutItems: jsonb().$type<{ item: string; until: string | null }[]>().notNull().default([]),
    parentOptionId: text().notNull().default(''),
    useParentData: boolean().notNull().default(false),
  },
  (t) => documentConstraints('options', t),
);

export const optionGroups = pgTable(
  'option_groups',
  {
    ...documentColumns(),
    optionGroupName: text().notNull(),
    optionIds: text().array().notNull().default([]),
    parentOptionGroupId: text().notNull().default(''),
    useParentData: boolean().notNull().default(false),
  },
  (t) => documentConstraints('option_groups', t),
);
