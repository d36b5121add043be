import {
  formatWon,
  isOptionItemSoldOut,
  MAX_OPTION_QUANTITY,
  type Option,
  type OptionSelection,
} from '@jumun/shared';
import { Checkbox, Group, NumberInput, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { catalogueText } from '../../i18n';

type PreviewOptionControlProps = {
  option: Option;
  selection: OptionSelection;
  now: Date;
  error?: string;
  onChange: (value: string[] | number) => void;
};

const itemLabel = (option: Option, item: string, now: Date) => {
  const price = option.optionItemsPrice[option.optionItems.indexOf(item)] ?? 0;
  const surcharge = price === 0 ? '' : ` (${price > 0 ? '+' : ''}${formatWon(price)})`;
  const soldOut = isOptionItemSoldOut(option, item, now) ? catalogueText.t('preview.soldOutSuffix') : '';
  return `${item}${surcharge}${soldOut}`;
};

/** One option as the customer sees it, by type (select / check / quantity) and style. */
export const PreviewOptionControl = ({
  option,
  selection,
  now,
  error,
  onChange,
}: PreviewOptionControlProps) => {
  const { t } = catalogueText.useT();
  const value = selection[option.id];
  const chosen = Array.isArray(value) ? value : [];
  const isRequired = option.type === 'select';
  const title = (
    <Group gap={4}>
      <Text size="sm" fw={option.styleType === 'emphasized' ? 800 : 600}>
        {option.optionName}
      </Text>
      {isRequired ? (
        <Text size="xs" c={option.styleType === 'required-highlight' ? 'red' : 'dimmed'} fw={600}>
          {t('preview.required')}
        </Text>
      ) : null}
    </Group>
  );
  const items = option.optionItems.map((item) => ({
    value: item,
    label: itemLabel(option, item, now),
    disabled: isOptionItemSoldOut(option, item, now),
  }));
  const Layout = option.styleType === 'inline' ? Group : Stack;

  return (
    <Stack gap={4}>
      {title}
      {option.msg ? (
        <Text size="xs" c="dimmed">
          {option.msg}
        </Text>
      ) : null}
      {option.type === 'quantity' ? (
        <Group gap="xs">
          <NumberInput
            aria-label={t('preview.quantity', { name: option.optionName })}
            min={0}
            max={MAX_OPTION_QUANTITY}
            allowDecimal={false}
            value={typeof value === 'number' ? value : 0}
            onChange={(next) => onChange(typeof next === 'number' ? next : 0)}
            w={90}
          />
          <Text size="sm">
            {t('preview.timesQuantity', { item: itemLabel(option, option.optionItems[0] ?? '', now) })}
          </Text>
        </Group>
      ) : option.type === 'select' && option.styleType === 'segmented' ? (
        <SegmentedControl
          data={items}
          value={chosen[0] ?? ''}
          onChange={(next) => onChange([next])}
          fullWidth
        />
      ) : option.type === 'select' ? (
        <Radio.Group
          value={chosen[0] ?? ''}
          onChange={(next) => onChange([next])}
          aria-label={option.optionName}
        >
          <Layout gap={6}>
            {items.map((item) => (
              <Radio
                key={item.value}
                value={item.value}
                label={item.label}
                disabled={item.disabled}
                size="sm"
              />
            ))}
          </Layout>
        </Radio.Group>
      ) : (
        <Checkbox.Group value={chosen} onChange={onChange} aria-label={option.optionName}>
          <Layout gap={6}>
            {items.map((item) => (
              <Checkbox
                key={item.value}
                value={item.value}
                label={item.label}
                disabled={item.disabled}
                size="sm"
              />
            ))}
          </Layout>
        </Checkbox.Group>
      )}
      {error ? (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
};
