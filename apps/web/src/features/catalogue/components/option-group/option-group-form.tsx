import { type OptionGroup, type optionGroupFieldsSchema, optionGroupInputSchema } from '@jumun/shared';
import { ActionIcon, Grid, NumberInput, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { z } from 'zod';
import { UnsavedChangesDialog } from '../../../../components/forms/unsaved-changes-dialog';
import { href } from '../../../../config/paths';
import { useCatalogueForm } from '../../hooks/use-catalogue-form';
import { useCatalogueLookups } from '../../hooks/use-catalogue-lookups';
import { catalogueText } from '../../i18n';
import { toSaveInput } from '../../utils/save-input';
import { CatalogueFormAlerts } from '../common/catalogue-form-alerts';
import { FormActions } from '../common/form-actions';
import { SortableList } from '../common/sortable-list';
import { describeItems } from '../option/option-labels';

export type OptionGroupFormValues = z.output<typeof optionGroupFieldsSchema> & {
  id?: string;
  revision?: number;
};

export const NEW_OPTION_GROUP: OptionGroupFormValues = {
  optionGroupName: '',
  displayLevel: 1000,
  optionIds: [],
  parentOptionGroupId: '',
  useParentData: false,
};

export const optionGroupToForm = (group: OptionGroup) => toSaveInput(group) as OptionGroupFormValues;

type OptionGroupFormProps = { initialValues: OptionGroupFormValues; live?: OptionGroup; canWrite: boolean };

/** Create and edit form of an option group (domain §4.4): a name and an ordered list of options. */
export const OptionGroupForm = ({ initialValues, live, canWrite }: OptionGroupFormProps) => {
  const { t } = catalogueText.useT();
  const listPath = href('admin-option-group');
  const { options, optionsById } = useCatalogueLookups();
  const { form, isSaving, blocker, alerts, submit } = useCatalogueForm({
    kind: 'optionGroup',
    initialValues,
    schema: optionGroupInputSchema,
    listPath,
    live,
    toForm: optionGroupToForm,
    nameOf: (values) => values.optionGroupName,
  });
  const { optionIds } = form.values;
  const addable = options.filter((option) => !optionIds.includes(option.id));

  const rows = optionIds.map((id) => {
    const option = optionsById.get(id);
    return {
      id,
      label: option
        ? `${option.optionName} — ${describeItems(option)}`
        : t('optionGroup.deletedOptionId', { id }),
      extra: (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('optionGroup.removeOption', { name: option?.optionName ?? id })}
          onClick={() =>
            form.setFieldValue(
              'optionIds',
              optionIds.filter((candidate) => candidate !== id),
            )
          }
        >
          <IconX size={16} />
        </ActionIcon>
      ),
    };
  });

  return (
    <form onSubmit={submit} noValidate>
      <CatalogueFormAlerts {...alerts} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <TextInput
                label={t('optionGroup.name')}
                required
                withAsterisk
                placeholder={t('optionGroup.namePlaceholder')}
                {...form.getInputProps('optionGroupName')}
              />
              <NumberInput
                label={t('displayLevel')}
                allowDecimal={false}
                {...form.getInputProps('displayLevel')}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md" radius="md">
            <Title order={2} fz="md" mb={4}>
              {t('optionGroup.optionsTitle', { count: optionIds.length })}
            </Title>
            <Text size="xs" c="dimmed" mb="sm">
              {t('optionGroup.orderHint')}
            </Text>
            <Select
              placeholder={t('optionGroup.addPlaceholder')}
              aria-label={t('optionGroup.addLabel')}
              data={addable.map((option) => ({ value: option.id, label: option.optionName }))}
              searchable
              value={null}
              onChange={(value) => value && form.setFieldValue('optionIds', [...optionIds, value])}
              nothingFoundMessage={t('optionGroup.nothingToAdd')}
              mb="sm"
            />
            {rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('optionGroup.empty')}
              </Text>
            ) : (
              <SortableList rows={rows} onReorder={(ids) => form.setFieldValue('optionIds', ids)} />
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      <Stack mt="md">
        <FormActions listPath={listPath} isSaving={isSaving} isDirty={form.isDirty()} canWrite={canWrite} />
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
};
