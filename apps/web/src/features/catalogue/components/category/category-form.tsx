import { type Category, type categoryFieldsSchema, categoryInputSchema } from '@jumun/shared';
import { Grid, NumberInput, Paper, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { SaveProblemAlert } from '../../../../components/forms/save-problem-alert';
import { UnsavedChangesDialog } from '../../../../components/forms/unsaved-changes-dialog';
import { href } from '../../../../config/paths';
import { useCatalogueForm } from '../../hooks/use-catalogue-form';
import { useRemoteReload } from '../../hooks/use-remote-reload';
import { catalogueText } from '../../i18n';
import { toSaveInput } from '../../utils/save-input';
import { FormActions } from '../common/form-actions';
import { RemoteChangeNotice } from '../common/remote-change-notice';

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
  const { form, submit, problem, isSaving, blocker } = useCatalogueForm({
    kind: 'category',
    initialValues,
    schema: categoryInputSchema,
    listPath,
    nameOf: (values) => values.categoryName,
  });
  const reload = useRemoteReload(form, live ? categoryToForm(live) : undefined);

  return (
    <form onSubmit={submit} noValidate>
      <RemoteChangeNotice
        baseRevision={form.values.revision}
        liveRevision={live?.revision}
        onReload={reload}
      />
      <SaveProblemAlert problem={problem} onReload={reload} onRetry={() => submit()} mb="md" />
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
