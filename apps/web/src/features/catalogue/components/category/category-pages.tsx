import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { PageHeader } from '../../../../components/ui/page-header';
import { href } from '../../../../config/paths';
import { Link, useNavigate } from '../../../../lib/router';
import { useCatalogueList } from '../../../../lib/sync';
import { useCatalogueCompany } from '../../hooks/use-catalogue-company';
import { catalogueText, kindWords } from '../../i18n';
import { DeleteItemButton } from '../common/delete-item-button';
import { EditPageFrame } from '../common/edit-page-frame';
import { CategoryForm, categoryToForm, NEW_CATEGORY } from './category-form';

/** /admin/category/create */
export const CategoryCreatePage = () => {
  const { t } = catalogueText.useT();
  const { canWrite } = useCatalogueCompany();
  return (
    <>
      <PageHeader title={t('list.create', kindWords('category'))} />
      <CategoryForm initialValues={NEW_CATEGORY} canWrite={canWrite} />
    </>
  );
};

const ProductsInCategory = ({ categoryId }: { categoryId: string }) => {
  const { t } = catalogueText.useT();
  const { items } = useCatalogueList('product');
  const products = items.filter((product) => product.categories.includes(categoryId));
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="md" mb="xs">
        {t('category.productsIn', { count: products.length })}
      </Title>
      {products.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('category.noProducts')}
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {products.slice(0, 20).map((product) => (
            <List.Item key={product.id}>
              <Anchor component={Link} to={href('admin-product-edit-id', { id: product.id })} size="sm">
                {product.productName}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
};

/** /admin/category/edit/:id */
export const CategoryEditPage = () => {
  const { t } = catalogueText.useT();
  const { canWrite } = useCatalogueCompany();
  const navigate = useNavigate();
  const listPath = href('admin-category');
  return (
    <EditPageFrame kind="category" listPath={listPath}>
      {(category, live) => (
        <>
          <PageHeader
            title={category.categoryName}
            description={t('list.edit', kindWords('category'))}
            actions={
              <DeleteItemButton
                kind="category"
                id={category.id}
                name={category.categoryName}
                canWrite={canWrite}
                onDeleted={() => navigate(listPath)}
              />
            }
          />
          <CategoryForm
            key={category.id}
            initialValues={categoryToForm(category)}
            live={live}
            canWrite={canWrite}
            aside={<ProductsInCategory categoryId={category.id} />}
          />
        </>
      )}
    </EditPageFrame>
  );
};
