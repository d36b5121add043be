import type { CatalogueKind } from '@jumun/shared';
import { and, arrayContains, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type categories, optionGroups, type options, products } from '../../db/schema';

type Referrer = {
  kind: CatalogueKind;
  table: typeof products | typeof optionGroups;
  name: typeof products.productName | typeof optionGroups.optionGroupName;
  pointsAt: (id: string) => SQL;
};

const PRODUCT_NAME = { kind: 'product', table: products, name: products.productName } as const;

/** Which kinds point at a kind, and through which column. */
const REFERRERS: Record<CatalogueKind, Referrer[]> = {
  product: [],
  category: [{ ...PRODUCT_NAME, pointsAt: (id) => arrayContains(products.categories, [id]) }],
  option: [
    {
      kind: 'optionGroup',
      table: optionGroups,
      name: optionGroups.optionGroupName,
      pointsAt: (id) => arrayContains(optionGroups.optionIds, [id]),
    },
    { ...PRODUCT_NAME, pointsAt: (id) => arrayContains(products.optionIds, [id]) },
  ],
  optionGroup: [{ ...PRODUCT_NAME, pointsAt: (id) => eq(products.optionGroupId, id) }],
};

/** The first kind whose live rows point at the item, with up to `limit` of their names. */
export const findReferrers = async (
  tx: Tx,
  kind: CatalogueKind,
  companyId: string,
  id: string,
  limit: number,
): Promise<{ kind: CatalogueKind; names: string[] } | undefined> => {
  for (const referrer of REFERRERS[kind]) {
    const { table } = referrer;
    const rows = await tx
      .select({ name: referrer.name })
      .from(table)
      .where(and(eq(table.companyId, companyId), eq(table.isDeleted, false), referrer.pointsAt(id)))
      .limit(limit);
    if (rows.length > 0) return { kind: referrer.kind, names: rows.map((row) => row.name) };
  }
  return undefined;
};

/** Of `ids`, those that are live items of `kind` in the company. */
export const findLiveIds = async (
  tx: Tx,
  table: typeof products | typeof optionGroups | typeof categories | typeof options,
  companyId: string,
  ids: readonly string[],
): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.isDeleted, false), inArray(table.id, [...ids])));
  return new Set(rows.map((row) => row.id));
};
