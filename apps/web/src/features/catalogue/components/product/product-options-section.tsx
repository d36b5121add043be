import { MultiSelect, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCatalogueLookups } from '../../hooks/use-catalogue-lookups';
import { FormSection } from '../common/form-section';
import type { ProductForm } from './product-form-values';

type Mode = 'none' | 'group' | 'options';

/** Option group or individual options (domain §4.4: a group wins over optionIds, so only one is kept). */
export const ProductOptionsSection = ({ form }: { form: ProductForm }) => {
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
    <FormSection title="옵션">
      <Stack gap="sm">
        <SegmentedControl
          value={mode}
          onChange={changeMode}
          data={[
            { value: 'none', label: '옵션 없음' },
            { value: 'group', label: '옵션 그룹' },
            { value: 'options', label: '옵션 직접 고르기' },
          ]}
          aria-label="옵션 방식"
        />
        {mode === 'group' ? (
          <Select
            label="옵션 그룹"
            data={optionGroups.map((g) => ({ value: g.id, label: g.optionGroupName }))}
            searchable
            {...form.getInputProps('optionGroupId')}
            onChange={(value) => form.setFieldValue('optionGroupId', value ?? '')}
            description={group ? `${group.optionIds.length}개 옵션` : undefined}
          />
        ) : null}
        {mode === 'options' ? (
          <MultiSelect
            label="옵션"
            description="손님에게는 각 옵션의 표시 순서대로 보입니다."
            data={options.map((o) => ({ value: o.id, label: o.optionName }))}
            searchable
            {...form.getInputProps('optionIds')}
          />
        ) : null}
        {mode === 'none' ? (
          <Text size="sm" c="dimmed">
            옵션 없이 판매합니다.
          </Text>
        ) : null}
      </Stack>
    </FormSection>
  );
};
