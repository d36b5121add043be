import { DEFAULT_INVALID_COMBINATION_MESSAGE, type Option } from '@jumun/shared';
import { ActionIcon, Button, Group, MultiSelect, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { catalogueText } from '../../i18n';
import type { OptionFormValues } from './option-form-values';

type OptionRulesEditorProps = {
  form: UseFormReturnType<OptionFormValues>;
  /** The company's other options, the ones a rule can point at. */
  otherOptions: Option[];
};

/**
 * 특수 기능 (domain §4.3): combinations a customer may not choose, e.g. "아이스" here with "뜨거운 물" in another
 * option. The checkout and the preview enforce them through the shared validateOptionSelection.
 */
export const OptionRulesEditor = ({ form, otherOptions }: OptionRulesEditorProps) => {
  const { t } = catalogueText.useT();
  const { invalidCombinations, optionItems } = form.values;
  const thisItems = optionItems.filter(Boolean);

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('option.rules.intro')}
      </Text>
      {invalidCombinations.map((rule, index) => {
        const other = otherOptions.find((option) => option.id === rule.optionId);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id of their own
          <Paper key={index} withBorder p="sm" radius="md">
            <Group justify="space-between" mb="xs">
              <Text size="sm" fw={600}>
                {t('option.rules.title', { number: index + 1 })}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('option.rules.remove', { number: index + 1 })}
                onClick={() => form.removeListItem('invalidCombinations', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <Stack gap="xs">
              <MultiSelect
                label={t('option.rules.thisItems')}
                data={thisItems}
                {...form.getInputProps(`invalidCombinations.${index}.thisValue`)}
              />
              <Select
                label={t('option.rules.otherOption')}
                data={otherOptions.map((option) => ({ value: option.id, label: option.optionName }))}
                searchable
                {...form.getInputProps(`invalidCombinations.${index}.optionId`)}
                onChange={(value) => {
                  form.setFieldValue(`invalidCombinations.${index}.optionId`, value ?? '');
                  form.setFieldValue(`invalidCombinations.${index}.otherValue`, []);
                }}
              />
              <MultiSelect
                label={t('option.rules.otherItems')}
                data={other?.optionItems ?? []}
                disabled={!other}
                {...form.getInputProps(`invalidCombinations.${index}.otherValue`)}
              />
              <TextInput
                label={t('option.message')}
                {...form.getInputProps(`invalidCombinations.${index}.warningMsg`)}
              />
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={otherOptions.length === 0}
          onClick={() =>
            form.insertListItem('invalidCombinations', {
              optionId: '',
              thisValue: [],
              otherValue: [],
              warningMsg: DEFAULT_INVALID_COMBINATION_MESSAGE,
            })
          }
        >
          {t('option.rules.add')}
        </Button>
        {otherOptions.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('option.rules.needsOther')}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
};
