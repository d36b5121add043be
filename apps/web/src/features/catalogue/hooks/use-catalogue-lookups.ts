import { useMemo } from 'react';
import { useCatalogueList } from '../../../lib/sync';
import type { CsvLookups } from '../utils/product-csv-columns';
import { compareByDisplay } from '../utils/product-filter';

const byId = <T extends { id: string }>(items: readonly T[]) => new Map(items.map((item) => [item.id, item]));

/** Categories, options and option groups in menu order, and the id/name maps forms and CSV need. */
export const useCatalogueLookups = () => {
  const { items: categories } = useCatalogueList('category');
  const { items: options } = useCatalogueList('option');
  const { items: optionGroups } = useCatalogueList('optionGroup');

  return useMemo(() => {
    const sortedCategories = [...categories].sort((a, b) => compareByDisplay(a, b, (c) => c.categoryName));
    const sortedOptions = [...options].sort((a, b) => compareByDisplay(a, b, (o) => o.optionName));
    const sortedGroups = [...optionGroups].sort((a, b) => compareByDisplay(a, b, (g) => g.optionGroupName));
    const csv: CsvLookups = {
      categoryIdByName: new Map(categories.map((c) => [c.categoryName, c.id])),
      categoryNameById: new Map(categories.map((c) => [c.id, c.categoryName])),
      optionGroupIdByName: new Map(optionGroups.map((g) => [g.optionGroupName, g.id])),
      optionGroupNameById: new Map(optionGroups.map((g) => [g.id, g.optionGroupName])),
      optionIdByName: new Map(options.map((o) => [o.optionName, o.id])),
      optionNameById: new Map(options.map((o) => [o.id, o.optionName])),
    };
    return {
      categories: sortedCategories,
      options: sortedOptions,
      optionGroups: sortedGroups,
      categoriesById: byId(categories),
      optionsById: byId(options),
      optionGroupsById: byId(optionGroups),
      csv,
    };
  }, [categories, options, optionGroups]);
};
