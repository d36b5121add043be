import type { Product } from '@jumun/shared';
import { notifications } from '@mantine/notifications';
import { useCallback, useMemo, useState } from 'react';
import { problemMessage } from '../../../lib/save-problem';
import { catalogueSync } from '../../../lib/sync';
import { catalogueText } from '../i18n';
import {
  editPrice,
  findStaleDrafts,
  type PriceDraft,
  type PriceField,
  planBulkPriceSave,
} from '../utils/bulk-price';
import { toSaveInput } from '../utils/save-input';

const NOT_EDITING: ReadonlyMap<string, Product> = new Map();

/** Inline bulk price edit of the product list (domain §4.1), saved with one saveMany. */
export const useBulkPriceEdit = (products: readonly Product[]) => {
  const [drafts, setDrafts] = useState<Map<string, PriceDraft> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  // Stable, so memoised rows do not re-render when the page does.
  const change = useCallback(
    (product: Product, field: PriceField, value: number) =>
      setDrafts((current) => (current ? editPrice(current, product, field, value) : current)),
    [],
  );
  // Built only while editing: the list's first render of a 20,000-product catalogue would otherwise spend tens of
  // milliseconds on a map no one reads (issue #16). Every use below has drafts, i.e. isEditing.
  const isEditing = drafts !== null;
  const live = useMemo(
    () => (isEditing ? new Map(products.map((p) => [p.id, p])) : NOT_EDITING),
    [isEditing, products],
  );

  const staleIds = useMemo(() => {
    if (!drafts) return new Set<string>();
    return new Set(
      [...drafts.values()]
        .filter((d) => live.get(d.base.id)?.revision !== d.base.revision)
        .map((d) => d.base.id),
    );
  }, [drafts, live]);

  const save = async () => {
    if (!drafts) return;
    const plan = planBulkPriceSave(drafts, live);
    if ('error' in plan) {
      setError(
        catalogueText.t('product.bulkStale', { error: plan.error, names: plan.staleNames.join(', ') }),
      );
      return;
    }
    if (plan.items.length === 0) {
      setDrafts(null);
      return;
    }
    setIsSaving(true);
    const result = await catalogueSync.saveItems('product', plan.items.map(toSaveInput));
    setIsSaving(false);
    if (!result.isSuccess) {
      setError(problemMessage(result));
      return;
    }
    notifications.show({
      color: 'green',
      message: catalogueText.t('product.bulkSaved', { count: plan.items.length }),
    });
    setDrafts(null);
  };

  return {
    drafts,
    error,
    isSaving,
    staleIds,
    changedCount: drafts ? drafts.size : 0,
    hasStale: drafts ? findStaleDrafts(drafts, live).length > 0 : false,
    start: () => {
      setError(null);
      setDrafts(new Map());
    },
    cancel: () => {
      setError(null);
      setDrafts(null);
    },
    change,
    save,
  };
};

export type BulkPriceEdit = ReturnType<typeof useBulkPriceEdit>;
