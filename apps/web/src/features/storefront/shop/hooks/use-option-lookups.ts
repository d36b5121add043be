import { useMemo } from 'react';
import { useShopOptions } from './use-shop';

/** The shop's options and option groups by id (what resolveProductOptions reads); null until both arrived. */
export const useOptionLookups = (companyId: string) => {
  const { options, optionGroups, isPending, error } = useShopOptions(companyId);
  const lookups = useMemo(
    () =>
      options && optionGroups
        ? {
            optionsById: new Map(options.map((option) => [option.id, option])),
            optionGroupsById: new Map(optionGroups.map((group) => [group.id, group])),
          }
        : null,
    [options, optionGroups],
  );
  return { lookups, isPending, error };
};
