import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import { catalogueText } from '../../i18n';
import { describeSoldOutUntil, withOptionItemSoldOut } from '../../utils/sold-out';
import { SoldOutMenu } from '../common/sold-out-menu';
import type { OptionFormValues } from './option-form-values';

type Form = UseFormReturnType<OptionFormValues>;

/** Items and their surcharges: two parallel arrays (domain §4.3) edited as one list of rows. */
export const OptionItemsEditor = ({ form, canWrite }: { form: Form; canWrite: boolean }) => {
  const { t } = catalogueText.useT();
  const { optionItems, soldOutItems, type } = form.values;
  const now = new Date();

  const move = (from: number, to: number) => {
    form.reorderListItem('optionItems', { from, to });
    form.reorderListItem('optionItemsPrice', { from, to });
  };
  const remove = (index: number) => {
    form.removeListItem('optionItems', index);
    form.removeListItem('optionItemsPrice', index);
  };
  const add = () => {
    form.insertListItem('optionItems', '');
    form.insertListItem('optionItemsPrice', 0);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('option.itemsEditor.title')}
      </Text>
      {type === 'quantity' ? (
        <Text size="xs" c="dimmed">
          {t('option.itemsEditor.quantityNote')}
        </Text>
      ) : null}
      {optionItems.map((item, index) => {
        const soldOut = soldOutItems.find((entry) => entry.item === item);
        return (
          // Index keys: rows have no identity of their own, and names change while typing.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              placeholder={t('option.itemsEditor.placeholder')}
              aria-label={t('option.itemsEditor.itemName', { number: index + 1 })}
              style={{ flex: 2 }}
              {...form.getInputProps(`optionItems.${index}`)}
            />
            <NumberInput
              aria-label={t('option.itemsEditor.itemPrice', { number: index + 1 })}
              style={{ flex: 1 }}
              thousandSeparator=","
              suffix={t('wonSuffix')}
              allowDecimal={false}
              {...form.getInputProps(`optionItemsPrice.${index}`)}
            />
            <Stack gap={2} align="center" w={104} style={{ flexShrink: 0 }}>
              <SoldOutMenu
                isSoldOut={Boolean(soldOut)}
                label={item || t('option.itemsEditor.item', { number: index + 1 })}
                disabled={!canWrite || !item}
                onChoose={(choice) =>
                  form.setFieldValue(
                    'soldOutItems',
                    withOptionItemSoldOut(soldOutItems, item, choice, new Date()),
                  )
                }
              />
              {soldOut ? (
                <Text size="xs" c="dimmed">
                  {describeSoldOutUntil(soldOut.until, now)}
                </Text>
              ) : null}
            </Stack>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('option.itemsEditor.moveUp')}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
              mt={4}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('option.itemsEditor.moveDown')}
              disabled={index === optionItems.length - 1}
              onClick={() => move(index, index + 1)}
              mt={4}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('option.itemsEditor.remove', { number: index + 1 })}
              disabled={optionItems.length === 1}
              onClick={() => remove(index)}
              mt={4}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      {typeof form.errors.optionItems === 'string' || typeof form.errors.optionItemsPrice === 'string' ? (
        <Text size="xs" c="red">
          {form.errors.optionItems ?? form.errors.optionItemsPrice}
        </Text>
      ) : null}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={add}>
          {t('option.itemsEditor.add')}
        </Button>
      </Group>
    </Stack>
  );
};
