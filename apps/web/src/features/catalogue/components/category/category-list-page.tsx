import { Anchor, Table } from '@mantine/core';
import { useMemo } from 'react';
import { href } from '../../../../config/paths';
import { Link } from '../../../../lib/router';
import { useCatalogueList } from '../../../../lib/sync';
import { useCatalogueLookups } from '../../hooks/use-catalogue-lookups';
import { catalogueText } from '../../i18n';
import { countByCategory } from '../../utils/product-filter';
import { CatalogueListPage } from '../common/catalogue-list-page';

/** /admin/category: categories in menu order with their product counts. */
export const CategoryListPage = () => {
  const { t } = catalogueText.useT();
  const { categories } = useCatalogueLookups();
  const { items: products } = useCatalogueList('product');
  const counts = useMemo(() => countByCategory(products, categories), [products, categories]);

  return (
    <CatalogueListPage
      kind="category"
      description={t('category.description')}
      createTo={href('admin-category-create')}
      items={categories}
      labelOf={(category) => category.categoryName}
      minWidth={420}
      columns={
        <>
          <Table.Th>{t('category.name')}</Table.Th>
          <Table.Th w={120}>{t('category.productCount')}</Table.Th>
          <Table.Th w={120}>{t('displayLevel')}</Table.Th>
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
              {t('list.count', { count: counts.get(category.id) ?? 0 })}
            </Anchor>
          </Table.Td>
          <Table.Td>{category.displayLevel}</Table.Td>
        </>
      )}
    />
  );
};
