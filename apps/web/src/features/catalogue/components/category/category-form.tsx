import { type Category, type categoryFieldsSchema, categoryInputSchema } from '@jumun/shared';
import { Grid, NumberInput, Paper, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { UnsavedChangesDialog } from '../../../../components/forms/unsaved-changes-dialog';
import { href } from '../../../../config/paths';
import { useCatalogueForm } from '../../hooks/use-catalogue-form';
import { catalogueText } from '../../i18n';
import { toSaveInput } from '../../utils/save-input';
import { CatalogueFormAlerts } from '../common/catalogue-form-alerts';
import { FormActions } from '../common/form-actions';

export type CategoryFormValues = z.output<typeof categoryFieldsSchema> & { id?: string; revision?: number };

export const NEW_CATEGORY: CategoryFormValues = {
  categoryName: '',
  displayLevel: 1000,
  parentCategoryId: '',
  useParentData: false,
};

export const categoryToForm = (category: Category) => toSaveInput(category) as CategoryFormValues;

type CategoryFormProps = {
  initialValues: CategoryFormValues;
  live?: Category;
  canWrite: boolean;
  aside?: ReactNode;
};

/** Create and edit form of a category (domain §4.2). */
export const CategoryForm = ({ initialValues, live, canWrite, aside }: CategoryFormProps) => {
  const { t } = catalogueText.useT();
  const listPath = href('admin-category');
  const { form, isSaving, blocker, alerts, submit } = useCatalogueForm({
    kind: 'category',
    initialValues,
    schema: categoryInputSchema,
    listPath,
    live,
    toForm: categoryToForm,
    nameOf: (values) => values.categoryName,
  });

  return (
    <form onSubmit={submit} noValidate>
      <CatalogueFormAlerts {...alerts} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: aside ? 7 : 12 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm" maw={520}>
              <TextInput
                label={t('category.name')}
                required
                withAsterisk
                {...form.getInputProps('categoryName')}
              />
              <NumberInput
                label={t('displayLevel')}
                description={t('category.displayLevelHint')}
                allowDecimal={false}
                {...form.getInputProps('displayLevel')}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        {aside ? <Grid.Col span={{ base: 12, md: 5 }}>{aside}</Grid.Col> : null}
      </Grid>
      <Stack mt="md">
        <FormActions listPath={listPath} isSaving={isSaving} isDirty={form.isDirty()} canWrite={canWrite} />
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
};
