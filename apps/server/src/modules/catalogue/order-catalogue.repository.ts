import type { Option, QuoteCatalogue, QuoteProduct } from '@jumun/shared';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { categories, optionGroups, options, products } from '../../db/schema';
import { CURRENT_XID } from '../../db/schema/columns';

type Executor = Db | Tx;

const productColumns = {
  id: products.id,
  productName: products.productName,
  productNameShort: products.productNameShort,
  categories: products.categories,
  isPrivateProduct: products.isPrivateProduct,
  priceOriginal: products.priceOriginal,
  priceDiscounted: products.priceDiscounted,
  priceFriendtalk: products.priceFriendtalk,
  imageThumbnailFileName: products.imageThumbnailFileName,
  unit: products.unit,
  stockQuantity: products.stockQuantity,
  isVisible: products.isVisible,
  displayLevel: products.displayLevel,
  optionGroupId: products.optionGroupId,
  optionIds: products.optionIds,
  rewardStamp: products.rewardStamp,
  rewardPoint: products.rewardPoint,
  parcelBundleValue: products.parcelBundleValue,
  isSoldOut: products.isSoldOut,
  soldOutUntil: products.soldOutUntil,
};

/**
 * The live catalogue an order needs (decision 012): the ordered products, their option groups and options, and every
 * live category of the company (the customer menu's visibility rules look at categories).
 */
export const loadQuoteCatalogue = async (
  db: Executor,
  companyId: string,
  productIds: readonly string[],
): Promise<QuoteCatalogue> => {
  const [productRows, categoryRows] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .where(
        and(
          eq(products.companyId, companyId),
          inArray(products.id, [...productIds]),
          eq(products.isDeleted, false),
        ),
      ),
    db
      .select({ id: categories.id, displayLevel: categories.displayLevel })
      .from(categories)
      .where(and(eq(categories.companyId, companyId), eq(categories.isDeleted, false))),
  ]);
  const quoteProducts: QuoteProduct[] = productRows.map((row) => ({
    ...row,
    soldOutUntil: row.soldOutUntil ? row.soldOutUntil.toISOString() : null,
  }));
  const groupIds = [...new Set(quoteProducts.map((product) => product.optionGroupId).filter(Boolean))];
  const groups =
    groupIds.length === 0
      ? []
      : await db
          .select({ id: optionGroups.id, optionIds: optionGroups.optionIds })
          .from(optionGroups)
          .where(
            and(
              eq(optionGroups.companyId, companyId),
              inArray(optionGroups.id, groupIds),
              eq(optionGroups.isDeleted, false),
            ),
          );
  const optionIds = [
    ...new Set([...quoteProducts.flatMap((p) => p.optionIds), ...groups.flatMap((g) => g.optionIds)]),
  ];
  const optionRows =
    optionIds.length === 0
      ? []
      : await db
          .select({
            id: options.id,
            optionName: options.optionName,
            type: options.type,
            optionItems: options.optionItems,
            optionItemsPrice: options.optionItemsPrice,
            displayLevel: options.displayLevel,
            invalidCombinations: options.invalidCombinations,
            soldOutItems: options.soldOutItems,
          })
          .from(options)
          .where(
            and(
              eq(options.companyId, companyId),
              inArray(options.id, optionIds),
              eq(options.isDeleted, false),
            ),
          );
  return {
    products: quoteProducts,
    categories: categoryRows,
    optionGroups: groups,
    options: optionRows.map((row) => ({ ...row, type: row.type as Option['type'] })),
  };
};

/**
 * Takes `quantity` units out of stock when that many are left. A stock change is a catalogue write (decision 003):
 * the caller has bumped productVersion first (the company lock), and the row gets a new revision and sync position.
 */
export const takeStock = async (tx: Tx, companyId: string, productId: string, quantity: number, at: Date) => {
  const rows = await takeStockStatement(tx, { companyId, productId, quantity, at: at.toISOString() });
  return rows.length > 0;
};

/** The statement of takeStock, built once (order placement runs it for every product of every order, issue 11). */
const takeStockStatement = preparedStatement((db) =>
  db
    .update(products)
    .set({
      stockQuantity: sql`${products.stockQuantity} - ${sql.placeholder('quantity')}`,
      revision: sql`${products.revision} + 1`,
      changeXid: CURRENT_XID,
      // As Drizzle writes a date column's value: its ISO string.
      dateModified: sql`${sql.placeholder('at')}`,
    })
    .where(
      and(
        eq(products.companyId, sql.placeholder('companyId')),
        eq(products.id, sql.placeholder('productId')),
        gte(products.stockQuantity, sql.placeholder('quantity')),
      ),
    )
    .returning({ id: products.id }),
);

/** Puts units back (a cancelled order), for products that still exist. */
export const returnStock = async (
  tx: Tx,
  companyId: string,
  productId: string,
  quantity: number,
  at: Date,
) => {
  await tx
    .update(products)
    .set({
      stockQuantity: sql`${products.stockQuantity} + ${quantity}`,
      revision: sql`${products.revision} + 1`,
      changeXid: CURRENT_XID,
      dateModified: at,
    })
    .where(and(eq(products.companyId, companyId), eq(products.id, productId), eq(products.isDeleted, false)));
};
