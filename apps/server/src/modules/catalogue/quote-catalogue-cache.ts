import type { QuoteCatalogue, QuoteProduct } from '@jumun/shared';
import type { Tx } from '../../db/client';
import { loadQuoteCatalogue } from './order-catalogue.repository';

type Group = QuoteCatalogue['optionGroups'][number];
type RuleOption = QuoteCatalogue['options'][number];

/** What is known of one company's catalogue at one state; null marks an id known to be missing or deleted. */
type Entry = {
  state: string;
  products: Map<string, QuoteProduct | null>;
  categories: QuoteCatalogue['categories'];
  groups: Map<string, Group | null>;
  options: Map<string, RuleOption | null>;
};

const MAX_COMPANIES = 1000;

/** The catalogue of `productIds` from the entry, or undefined when any piece of it was never read. */
const fromEntry = (entry: Entry, productIds: readonly string[]): QuoteCatalogue | undefined => {
  const products: QuoteProduct[] = [];
  const groups: Group[] = [];
  const options: RuleOption[] = [];
  const seen = new Set<string>();
  const takeOption = (id: string) => {
    if (seen.has(id)) return true;
    seen.add(id);
    const option = entry.options.get(id);
    if (option === undefined) return false;
    if (option) options.push(option);
    return true;
  };
  for (const id of productIds) {
    const product = entry.products.get(id);
    if (product === undefined) return undefined;
    if (!product) continue;
    products.push(product);
    if (!product.optionIds.every(takeOption)) return undefined;
    if (!product.optionGroupId || seen.has(`group:${product.optionGroupId}`)) continue;
    seen.add(`group:${product.optionGroupId}`);
    const group = entry.groups.get(product.optionGroupId);
    if (group === undefined) return undefined;
    if (!group) continue;
    groups.push(group);
    if (!group.optionIds.every(takeOption)) return undefined;
  }
  return { products, categories: entry.categories, optionGroups: groups, options };
};

/** Adds what one read returned (and what it proved missing) to the entry of that state. */
const learn = (entry: Entry, productIds: readonly string[], loaded: QuoteCatalogue) => {
  for (const id of productIds) if (!entry.products.has(id)) entry.products.set(id, null);
  for (const product of loaded.products) {
    entry.products.set(product.id, product);
    if (product.optionGroupId && !loaded.optionGroups.some((g) => g.id === product.optionGroupId))
      entry.groups.set(product.optionGroupId, null);
  }
  for (const group of loaded.optionGroups) entry.groups.set(group.id, group);
  const wanted = [
    ...loaded.products.flatMap((p) => p.optionIds),
    ...loaded.optionGroups.flatMap((g) => g.optionIds),
  ];
  for (const id of wanted) if (!entry.options.has(id)) entry.options.set(id, null);
  for (const option of loaded.options) entry.options.set(option.id, option);
};

/**
 * The catalogue order placement quotes from, kept in memory per company and keyed by the company's catalogue state
 * (the generation and revision of all four kinds, read under the company lock: CompanyService.lockForOrder). Never
 * stale: every catalogue write, stock included, bumps one of those columns under the same lock, so equal state means
 * equal rows, and a state is only remembered once it is committed (read under the lock, or published after the
 * placing transaction committed). A state another process or writer moved on is simply a miss. Per service instance
 * (one database), at most MAX_COMPANIES companies.
 */
export const createQuoteCatalogueCache = () => {
  const entries = new Map<string, Entry>();

  const put = (companyId: string, entry: Entry) => {
    entries.delete(companyId);
    entries.set(companyId, entry);
    if (entries.size > MAX_COMPANIES) entries.delete(entries.keys().next().value as string);
  };

  return {
    /** The quote catalogue at `state`; call inside the transaction that holds the company lock at that state. */
    async load(tx: Tx, companyId: string, productIds: readonly string[], state: string) {
      const current = entries.get(companyId);
      const entry = current?.state === state ? current : undefined;
      const cached = entry && fromEntry(entry, productIds);
      if (cached) return cached;
      const loaded = await loadQuoteCatalogue(tx, companyId, productIds);
      const next = entry ?? {
        state,
        products: new Map(),
        categories: loaded.categories,
        groups: new Map(),
        options: new Map(),
      };
      learn(next, productIds, loaded);
      put(companyId, next);
      return loaded;
    },

    /**
     * After the placing transaction committed: the catalogue at `after` is the one at `before` less the stock taken.
     * Nothing happens when the entry has moved on (another placement published first; the next one re-reads).
     */
    committed(companyId: string, before: string, after: string, taken: ReadonlyMap<string, number>) {
      const entry = entries.get(companyId);
      if (entry?.state !== before) return;
      const products = new Map(entry.products);
      for (const [id, quantity] of taken) {
        const product = products.get(id);
        if (product && typeof product.stockQuantity === 'number')
          products.set(id, { ...product, stockQuantity: product.stockQuantity - quantity });
        else products.delete(id);
      }
      put(companyId, { ...entry, state: after, products });
    },
  };
};

export type QuoteCatalogueCache = ReturnType<typeof createQuoteCatalogueCache>;
