import { OPTION_STYLE_TYPES, OPTION_TYPES, type Option, optionInputSchema } from '@jumun/shared';
import { NumberInput, Paper, SegmentedControl, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { UnsavedChangesDialog } from '../../../../components/forms/unsaved-changes-dialog';
import { href } from '../../../../config/paths';
import { useCatalogueForm } from '../../hooks/use-catalogue-form';
import { useCatalogueLookups } from '../../hooks/use-catalogue-lookups';
import { catalogueText } from '../../i18n';
import { CatalogueFormAlerts } from '../common/catalogue-form-alerts';
import { FormActions } from '../common/form-actions';
import { type OptionFormValues, optionToForm, pruneOptionValues } from './option-form-values';
import { OptionItemsEditor } from './option-items-editor';
import { optionStyleLabel, optionTypeLabel } from './option-labels';
import { OptionRulesEditor } from './option-rules-editor';

type OptionFormProps = { initialValues: OptionFormValues; live?: Option; canWrite: boolean };

/** Create and edit form of an option (domain §4.3): 기본 설정, 특수 기능, and 상속 설정 when inherited. */
export const OptionForm = ({ initialValues, live, canWrite }: OptionFormProps) => {
  const { t } = catalogueText.useT();
  const listPath = href('admin-option');
  const { options } = useCatalogueLookups();
  const { form, isSaving, blocker, alerts, submit } = useCatalogueForm({
    kind: 'option',
    initialValues,
    schema: optionInputSchema,
    listPath,
    live,
    toForm: optionToForm,
    nameOf: (values) => values.optionName,
    prepare: pruneOptionValues,
  });
  const otherOptions = options.filter((option) => option.id !== form.values.id);
  const ruleErrorCount = Object.keys(form.errors).filter((key) =>
    key.startsWith('invalidCombinations'),
  ).length;

  return (
    <form onSubmit={submit} noValidate>
      <CatalogueFormAlerts {...alerts} />
      <Tabs defaultValue="basic" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="basic">{t('option.tabs.basic')}</Tabs.Tab>
          <Tabs.Tab value="rules" color={ruleErrorCount > 0 ? 'red' : undefined}>
            {t('option.tabs.rules', { count: form.values.invalidCombinations.length })}
          </Tabs.Tab>
          {form.values.parentOptionId ? (
            <Tabs.Tab value="inherit">{t('option.tabs.inherit')}</Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="basic">
          <Paper withBorder p="md" radius="md">
            <Stack gap="md" maw={720}>
              <TextInput
                label={t('option.name')}
                required
                withAsterisk
                placeholder={t('option.namePlaceholder')}
                {...form.getInputProps('optionName')}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('option.type')}
                </Text>
                <SegmentedControl
                  data={OPTION_TYPES.map((type) => ({ value: type, label: optionTypeLabel(type).label }))}
                  {...form.getInputProps('type')}
                />
                <Text size="xs" c="dimmed">
                  {optionTypeLabel(form.values.type).hint}
                </Text>
              </Stack>
              <OptionItemsEditor form={form} canWrite={canWrite} />
              <Select
                label={t('option.style')}
                data={OPTION_STYLE_TYPES.map((style) => ({
                  value: style,
                  label: optionStyleLabel(style),
                }))}
                allowDeselect={false}
                {...form.getInputProps('styleType')}
              />
              <TextInput
                label={t('option.message')}
                description={t('option.messageHint')}
                {...form.getInputProps('msg')}
              />
              <NumberInput
                label={t('displayLevel')}
                allowDecimal={false}
                {...form.getInputProps('displayLevel')}
              />
            </Stack>
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="rules">
          <OptionRulesEditor form={form} otherOptions={otherOptions} />
        </Tabs.Panel>
        <Tabs.Panel value="inherit">
          <Text size="sm" c="dimmed">
            {t('option.inherited', { id: form.values.parentOptionId })}
          </Text>
        </Tabs.Panel>
      </Tabs>
      <Stack mt="md">
        <FormActions listPath={listPath} isSaving={isSaving} isDirty={form.isDirty()} canWrite={canWrite} />
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
};
