import { CACHE_KEY_PREFIX, type Category, type Product } from '@jumun/shared';

/**
 * Puts a catalogue in the browser's local cache the way the sync engine stores it (features/sync/README.md), so a
 * page that starts the company's sync shows these lists at once, exactly as after an earlier visit.
 */
export const seedCatalogueCache = (
  companyId: string,
  lists: { category?: Category[]; product?: Product[] },
) => {
  for (const kind of ['product', 'category', 'option', 'optionGroup'] as const) {
    const data =
      kind === 'product' ? (lists.product ?? []) : kind === 'category' ? (lists.category ?? []) : [];
    window.localStorage.setItem(
      `${CACHE_KEY_PREFIX}:${kind}:${companyId}`,
      JSON.stringify({ data, dateLastFetched: Date.now(), syncPosition: '1' }),
    );
  }
};
