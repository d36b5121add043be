import { MultiSelect, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCatalogueLookups } from '../../hooks/use-catalogue-lookups';
import { catalogueText } from '../../i18n';
import { FormSection } from '../common/form-section';
import type { ProductForm } from './product-form-values';

type Mode = 'none' | 'group' | 'options';

/** Option group or individual options (domain §4.4: a group wins over optionIds, so only one is kept). */
export const ProductOptionsSection = ({ form }: { form: ProductForm }) => {
  const { t } = catalogueText.useT();
  const { optionGroups, options, optionGroupsById } = useCatalogueLookups();
  const { optionGroupId, optionIds } = form.values;
  const [mode, setMode] = useState<Mode>(optionGroupId ? 'group' : optionIds.length > 0 ? 'options' : 'none');

  const changeMode = (next: string) => {
    setMode(next as Mode);
    if (next !== 'group') form.setFieldValue('optionGroupId', '');
    if (next !== 'options') form.setFieldValue('optionIds', []);
  };
  const group = optionGroupsById.get(optionGroupId);

  return (
    <FormSection title={t('form.options.title')}>
      <Stack gap="sm">
        <SegmentedControl
          value={mode}
          onChange={changeMode}
          data={[
            { value: 'none', label: t('form.options.none') },
            { value: 'group', label: t('form.options.group') },
            { value: 'options', label: t('form.options.pick') },
          ]}
          aria-label={t('form.options.mode')}
        />
        {mode === 'group' ? (
          <Select
            label={t('form.options.group')}
            data={optionGroups.map((g) => ({ value: g.id, label: g.optionGroupName }))}
            searchable
            {...form.getInputProps('optionGroupId')}
            onChange={(value) => form.setFieldValue('optionGroupId', value ?? '')}
            description={group ? t('form.options.groupSize', { count: group.optionIds.length }) : undefined}
          />
        ) : null}
        {mode === 'options' ? (
          <MultiSelect
            label={t('form.options.options')}
            description={t('form.options.optionsHint')}
            data={options.map((o) => ({ value: o.id, label: o.optionName }))}
            searchable
            {...form.getInputProps('optionIds')}
          />
        ) : null}
        {mode === 'none' ? (
          <Text size="sm" c="dimmed">
            {t('form.options.sellsWithout')}
          </Text>
        ) : null}
      </Stack>
    </FormSection>
  );
};
