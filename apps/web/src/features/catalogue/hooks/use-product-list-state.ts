import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { useCatalogueList } from '../../../lib/sync';
import {
  ALL_PRODUCTS,
  type CategoryFilter,
  countByCategory,
  filterIndexedProducts,
  indexProducts,
} from '../utils/product-filter';
import { useCatalogueLookups } from './use-catalogue-lookups';

export const PRODUCT_PAGE_SIZE = 50;
/** The URL follows the view this long after the last change (see below). */
const URL_SYNC_DELAY_MS = 400;

type View = { category: CategoryFilter; search: string; page: number };

const viewFromParams = (params: URLSearchParams): View => ({
  category: params.get('category') ?? ALL_PRODUCTS,
  search: params.get('q') ?? '',
  page: Math.max(1, Number(params.get('page')) || 1),
});

/**
 * Filter, search and page of the product list. The view lives in component state and is copied to the URL
 * (?category=&q=&page=) shortly after it settles, so a reload or a shared link shows the same view; updating
 * the URL on every keystroke would re-render the whole frame each time. Typing is deferred too, so a
 * 5,000-product list never blocks the input.
 */
export const useProductListState = () => {
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState(() => viewFromParams(params));
  const { category, search, page } = view;
  const deferredSearch = useDeferredValue(search);

  useEffect(() => {
    const timer = setTimeout(() => {
      const next = new URLSearchParams();
      if (view.category !== ALL_PRODUCTS) next.set('category', view.category);
      if (view.search) next.set('q', view.search);
      if (view.page > 1) next.set('page', String(view.page));
      setParams(next, { replace: true });
    }, URL_SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [view, setParams]);

  const { items: products, isLoaded } = useCatalogueList('product');
  const lookups = useCatalogueLookups();

  const index = useMemo(() => indexProducts(products, lookups.categories), [products, lookups.categories]);
  const filtered = useMemo(
    () => filterIndexedProducts(index, { category, search: deferredSearch }),
    [index, category, deferredSearch],
  );
  const counts = useMemo(() => countByCategory(products, lookups.categories), [products, lookups.categories]);
  const pageCount = Math.max(1, Math.ceil(filtered.length / PRODUCT_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const pageItems = filtered.slice((currentPage - 1) * PRODUCT_PAGE_SIZE, currentPage * PRODUCT_PAGE_SIZE);
  // Stable, so the memoised chips do not re-render on a keystroke in the search box.
  const setCategory = useCallback(
    (value: CategoryFilter) => setView((current) => ({ ...current, category: value, page: 1 })),
    [],
  );

  return {
    products,
    isLoaded,
    lookups,
    filtered,
    counts,
    category,
    search,
    page: currentPage,
    pageCount,
    pageItems,
    /** Which rows `pageItems` holds: another filter, search or page gives another key (the table's reveal). */
    pageKey: `${category}\u0000${deferredSearch}\u0000${currentPage}`,
    setCategory,
    setSearch: (value: string) => setView((current) => ({ ...current, search: value, page: 1 })),
    setPage: (value: number) => setView((current) => ({ ...current, page: value })),
  };
};
