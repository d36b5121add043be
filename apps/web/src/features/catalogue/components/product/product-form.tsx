import { type Product, productInputSchema } from '@jumun/shared';
import { Box, Grid, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { UnsavedChangesDialog } from '../../../../components/forms/unsaved-changes-dialog';
import { href } from '../../../../config/paths';
import { useCatalogueForm } from '../../hooks/use-catalogue-form';
import { CatalogueFormAlerts } from '../common/catalogue-form-alerts';
import { FormActions } from '../common/form-actions';
import { ProductBasicSection } from './product-basic-section';
import { type ProductFormValues, productToForm } from './product-form-values';
import { ProductImagesSection } from './product-images-section';
import { ProductOptionsSection } from './product-options-section';
import { ProductPriceSection } from './product-price-section';
import { ProductSalesSection } from './product-sales-section';

/**
 * "손님에게 보이는 모습" loads after the form itself (it brings the option controls a customer sees): the edit pages'
 * first download stays within the admin route budget (scripts/report-bundle.mjs).
 */
const ProductPreview = lazy(async () => ({ default: (await import('./product-preview')).ProductPreview }));

type ProductFormProps = {
  initialValues: ProductFormValues;
  live?: Product;
  companyId: string;
  canWrite: boolean;
};

/** Create and edit form of a product (domain §4.1) beside a live customer-view preview. */
export const ProductForm = ({ initialValues, live, companyId, canWrite }: ProductFormProps) => {
  const listPath = href('admin-product');
  const { form, isSaving, blocker, alerts, submit } = useCatalogueForm({
    kind: 'product',
    initialValues,
    schema: productInputSchema,
    listPath,
    live,
    toForm: productToForm,
    nameOf: (values) => values.productName,
  });

  return (
    <form onSubmit={submit} noValidate>
      <CatalogueFormAlerts {...alerts} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <ProductBasicSection form={form} />
            <ProductPriceSection form={form} />
            <ProductOptionsSection form={form} />
            <ProductSalesSection form={form} />
            <ProductImagesSection form={form} companyId={companyId} canWrite={canWrite} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Box style={{ position: 'sticky', top: 72 }}>
            <Suspense fallback={null}>
              <ProductPreview values={form.values} companyId={companyId} />
            </Suspense>
          </Box>
        </Grid.Col>
      </Grid>
      <Stack mt="md">
        <FormActions listPath={listPath} isSaving={isSaving} isDirty={form.isDirty()} canWrite={canWrite} />
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
};
