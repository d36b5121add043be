import { ERROR_MESSAGES, type Product } from '@jumun/shared';

export const PRICE_FIELDS = ['priceOriginal', 'priceDiscounted'] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

/** One row being edited: the product as it was when editing started, and the new prices. */
export type PriceDraft = { base: Product; prices: Partial<Record<PriceField, number>> };
export type PriceDrafts = ReadonlyMap<string, PriceDraft>;

/** Records an edit; the first edit of a row pins the version it is based on. */
export const editPrice = (
  drafts: PriceDrafts,
  product: Product,
  field: PriceField,
  value: number,
): Map<string, PriceDraft> => {
  const next = new Map(drafts);
  const draft = next.get(product.id) ?? { base: product, prices: {} };
  next.set(product.id, { ...draft, prices: { ...draft.prices, [field]: value } });
  return next;
};

/** Rows someone else saved since this screen started editing them (the live list moved on). */
export const findStaleDrafts = (drafts: PriceDrafts, live: ReadonlyMap<string, Product>): string[] =>
  [...drafts.values()]
    .filter((draft) => live.get(draft.base.id)?.revision !== draft.base.revision)
    .map((draft) => draft.base.productName);

export type BulkPricePlan = { items: Product[] } | { error: string; staleNames: string[] };

/**
 * The saveMany body for an inline bulk price edit: each row is sent as it was when editing started, with the
 * revision it was based on, so the server refuses the whole batch if anyone changed any of these rows since
 * (nothing is overwritten). Checking locally first spares the round trip and names the rows.
 */
export const planBulkPriceSave = (drafts: PriceDrafts, live: ReadonlyMap<string, Product>): BulkPricePlan => {
  const staleNames = findStaleDrafts(drafts, live);
  if (staleNames.length > 0) return { error: ERROR_MESSAGES.staleRevision, staleNames };
  const items = [...drafts.values()]
    .filter((draft) =>
      PRICE_FIELDS.some((f) => draft.prices[f] !== undefined && draft.prices[f] !== draft.base[f]),
    )
    .map((draft) => ({ ...draft.base, ...draft.prices }));
  return { items };
};
