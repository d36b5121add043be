import {
  type CustomerMenuItem,
  createDefaultSelection,
  type Option,
  priceSelection,
  resolveProductOptions,
  validateOptionSelection,
} from '@jumun/shared';
import { useMemo, useState } from 'react';
import { useFriendtalk } from '../../account/hooks/use-friendtalk';
import { useOptionLookups } from '../../shop/hooks/use-option-lookups';
import type { StoreProduct } from '../../shop/utils/store-product';

type Selection = Record<string, string[] | number>;

/**
 * The customer's choice on the product sheet, decided by the shared option rules: the product's options (group
 * first), the default selection, the validation that keeps 담기 disabled, and the unit price with surcharges —
 * the same functions the cart check and the server's order quote call.
 */
export const useProductChoice = (companyId: string, item: CustomerMenuItem<StoreProduct>, now: Date) => {
  const { lookups, isPending, error } = useOptionLookups(companyId);
  const friendtalk = useFriendtalk(companyId);
  const options: Option[] | null = useMemo(
    () =>
      lookups ? resolveProductOptions(item.product, lookups.optionGroupsById, lookups.optionsById) : null,
    [lookups, item.product],
  );
  const optionKey = options?.map((option) => `${option.id}:${option.revision}`).join(',') ?? '';
  const [state, setState] = useState<{ key: string; selection: Selection }>({ key: '', selection: {} });
  // Options edited while the sheet is open (realtime): start again from the defaults rather than keep a stale choice.
  const selection =
    state.key === optionKey ? state.selection : options ? createDefaultSelection(options, now) : {};
  const choose = (optionId: string, value: string[] | number) =>
    setState({ key: optionKey, selection: { ...selection, [optionId]: value } });

  const validation = options ? validateOptionSelection(options, selection, now) : null;
  const priced = options ? priceSelection(item.product, options, selection, { now, friendtalk }) : null;
  return { options, selection, choose, validation, priced, isPending, error };
};
