import type { Category } from '@jumun/shared';
import { Chip, CloseButton, Group, ScrollArea, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo } from 'react';
import { catalogueText } from '../../i18n';
import { ALL_PRODUCTS, type CategoryFilter, UNCATEGORISED } from '../../utils/product-filter';

type ProductFiltersProps = {
  categories: Category[];
  counts: ReadonlyMap<string, number>;
  category: CategoryFilter;
  search: string;
  onCategoryChange: (value: CategoryFilter) => void;
  onSearchChange: (value: string) => void;
};

type CategoryChipsProps = Pick<
  ProductFiltersProps,
  'categories' | 'counts' | 'category' | 'onCategoryChange'
>;

/** Memoised: its props change with the catalogue or the chip, so a keystroke in the search box skips the chips. */
const CategoryChips = memo(({ categories, counts, category, onCategoryChange }: CategoryChipsProps) => {
  const { t } = catalogueText.useT();
  const chips = [
    { value: ALL_PRODUCTS, label: t('products.filters.all') },
    { value: UNCATEGORISED, label: t('products.uncategorised') },
    ...categories.map((c) => ({ value: c.id, label: c.categoryName })),
  ];
  return (
    <ScrollArea type="auto" offsetScrollbars style={{ flex: 1, minWidth: 0 }}>
      <Chip.Group multiple={false} value={category} onChange={(value) => onCategoryChange(value)}>
        <Group gap={6} wrap="nowrap" role="group" aria-label={t('products.filters.categories')}>
          {chips.map((chip) => (
            <Chip key={chip.value} value={chip.value} size="sm" variant="light">
              {chip.label} {counts.get(chip.value) ?? 0}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </ScrollArea>
  );
});
CategoryChips.displayName = 'CategoryChips';

/** 전체 / 미등록 / one chip per category (domain §4.1), and a name search. */
export const ProductFilters = ({ search, onSearchChange, ...chipProps }: ProductFiltersProps) => {
  const { t } = catalogueText.useT();
  return (
    <Group gap="sm" align="center" wrap="wrap" mb="md">
      <TextInput
        placeholder={t('products.filters.searchPlaceholder')}
        aria-label={t('products.filters.search')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        rightSection={
          search ? (
            <CloseButton aria-label={t('products.filters.clearSearch')} onClick={() => onSearchChange('')} />
          ) : null
        }
        w={{ base: '100%', sm: 240 }}
      />
      <CategoryChips {...chipProps} />
    </Group>
  );
};
