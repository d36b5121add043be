import type { Category } from '@jumun/shared';
import { Chip, CloseButton, Group, ScrollArea, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ALL_PRODUCTS, type CategoryFilter, UNCATEGORISED } from '../../utils/product-filter';

type ProductFiltersProps = {
  categories: Category[];
  counts: ReadonlyMap<string, number>;
  category: CategoryFilter;
  search: string;
  onCategoryChange: (value: CategoryFilter) => void;
  onSearchChange: (value: string) => void;
};

/** 전체 / 미등록 / one chip per category (domain §4.1), and a name search. */
export const ProductFilters = ({
  categories,
  counts,
  category,
  search,
  onCategoryChange,
  onSearchChange,
}: ProductFiltersProps) => {
  const chips = [
    { value: ALL_PRODUCTS, label: '전체' },
    { value: UNCATEGORISED, label: '미등록' },
    ...categories.map((c) => ({ value: c.id, label: c.categoryName })),
  ];
  return (
    <Group gap="sm" align="center" wrap="wrap" mb="md">
      <TextInput
        placeholder="상품명으로 검색"
        aria-label="상품 검색"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        rightSection={
          search ? <CloseButton aria-label="검색어 지우기" onClick={() => onSearchChange('')} /> : null
        }
        w={{ base: '100%', sm: 240 }}
      />
      <ScrollArea type="auto" offsetScrollbars style={{ flex: 1, minWidth: 0 }}>
        <Chip.Group multiple={false} value={category} onChange={(value) => onCategoryChange(value)}>
          <Group gap={6} wrap="nowrap" role="group" aria-label="카테고리 필터">
            {chips.map((chip) => (
              <Chip key={chip.value} value={chip.value} size="sm" variant="light">
                {chip.label} {counts.get(chip.value) ?? 0}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>
    </Group>
  );
};
