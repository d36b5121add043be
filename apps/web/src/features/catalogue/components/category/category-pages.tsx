import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { href } from '../../../../config/paths';
import { useCatalogueList } from '../../../../lib/sync';
import { useCatalogueCompany } from '../../hooks/use-catalogue-company';
import { DeleteItemButton } from '../common/delete-item-button';
import { EditPageFrame } from '../common/edit-page-frame';
import { CategoryForm, categoryToForm, NEW_CATEGORY } from './category-form';

/** /admin/category/create */
export const CategoryCreatePage = () => {
  const { canWrite } = useCatalogueCompany();
  return (
    <>
      <PageHeader title="새 카테고리" />
      <CategoryForm initialValues={NEW_CATEGORY} canWrite={canWrite} />
    </>
  );
};

const ProductsInCategory = ({ categoryId }: { categoryId: string }) => {
  const { items } = useCatalogueList('product');
  const products = items.filter((product) => product.categories.includes(categoryId));
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="md" mb="xs">
        이 카테고리의 상품 {products.length}개
      </Title>
      {products.length === 0 ? (
        <Text size="sm" c="dimmed">
          아직 없습니다.
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
  const { canWrite } = useCatalogueCompany();
  const navigate = useNavigate();
  const listPath = href('admin-category');
  return (
    <EditPageFrame kind="category" label="카테고리" listPath={listPath}>
      {(category, live) => (
        <>
          <PageHeader
            title={category.categoryName}
            description="카테고리 편집"
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
