import { Anchor, Table } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { href } from '../../../../config/paths';
import { useCatalogueList } from '../../../../lib/sync';
import { useCatalogueLookups } from '../../hooks/use-catalogue-lookups';
import { countByCategory } from '../../utils/product-filter';
import { CatalogueListPage } from '../common/catalogue-list-page';

/** /admin/category: categories in menu order with their product counts. */
export const CategoryListPage = () => {
  const { categories } = useCatalogueLookups();
  const { items: products } = useCatalogueList('product');
  const counts = useMemo(() => countByCategory(products, categories), [products, categories]);

  return (
    <CatalogueListPage
      kind="category"
      noun="카테고리"
      description="손님 메뉴의 분류입니다. 한 상품이 여러 카테고리에 들어갈 수 있습니다."
      createTo={href('admin-category-create')}
      items={categories}
      labelOf={(category) => category.categoryName}
      minWidth={420}
      columns={
        <>
          <Table.Th>카테고리명</Table.Th>
          <Table.Th w={120}>상품 수</Table.Th>
          <Table.Th w={120}>표시 순서</Table.Th>
        </>
      }
      renderRow={(category) => (
        <>
          <Table.Td>
            <Anchor
              component={Link}
              to={href('admin-category-edit-id', { id: category.id })}
              fw={600}
              size="sm"
            >
              {category.categoryName}
            </Anchor>
          </Table.Td>
          <Table.Td>
            <Anchor
              component={Link}
              to={`${href('admin-product')}?category=${encodeURIComponent(category.id)}`}
              size="sm"
            >
              {counts.get(category.id) ?? 0}개
            </Anchor>
          </Table.Td>
          <Table.Td>{category.displayLevel}</Table.Td>
        </>
      )}
    />
  );
};
