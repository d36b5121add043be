import { Button, Group } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { PageHeader } from '../../../../components/ui/page-header';
import { href } from '../../../../config/paths';
import { useNavigate } from '../../../../lib/router';
import { useCatalogueCompany } from '../../hooks/use-catalogue-company';
import { useProductActions } from '../../hooks/use-product-actions';
import { catalogueText, kindWords } from '../../i18n';
import { DeleteItemButton } from '../common/delete-item-button';
import { EditPageFrame } from '../common/edit-page-frame';
import { ProductForm } from './product-form';
import { NEW_PRODUCT, productToForm } from './product-form-values';

/** /admin/product/create */
export const ProductCreatePage = () => {
  const { t } = catalogueText.useT();
  const { companyId, canWrite } = useCatalogueCompany();
  return (
    <>
      <PageHeader title={t('list.create', kindWords('product'))} />
      <ProductForm initialValues={NEW_PRODUCT} companyId={companyId} canWrite={canWrite} />
    </>
  );
};

/** /admin/product/edit/:id */
export const ProductEditPage = () => {
  const { t } = catalogueText.useT();
  const { companyId, canWrite } = useCatalogueCompany();
  const { duplicate } = useProductActions();
  const navigate = useNavigate();
  const listPath = href('admin-product');
  return (
    <EditPageFrame kind="product" listPath={listPath}>
      {(product, live) => (
        <>
          <PageHeader
            title={product.productName}
            description={t('list.edit', kindWords('product'))}
            actions={
              <Group gap="xs">
                <Button
                  variant="default"
                  leftSection={<IconCopy size={16} />}
                  onClick={() => duplicate(live ?? product)}
                  disabled={!canWrite || !live}
                >
                  {t('products.duplicate')}
                </Button>
                <DeleteItemButton
                  kind="product"
                  id={product.id}
                  name={product.productName}
                  canWrite={canWrite}
                  onDeleted={() => navigate(listPath)}
                />
              </Group>
            }
          />
          <ProductForm
            key={product.id}
            initialValues={productToForm(product)}
            live={live}
            companyId={companyId}
            canWrite={canWrite}
          />
        </>
      )}
    </EditPageFrame>
  );
};
