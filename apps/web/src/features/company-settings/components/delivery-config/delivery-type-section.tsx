import { type DeliveryConfig, formatDistance, formatWon } from '@jumun/shared';
import { NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Translate } from '../../i18n';
import { companySettingsText } from '../../i18n';
import { HINT_BELOW } from '../common/field-props';
import { SettingsSection } from '../common/settings-section';
import type { DeliveryForm } from './delivery-config-form.types';

const TYPES: DeliveryConfig['type'][] = ['none', 'quick', 'parcel'];

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The rule in one sentence, or nothing while a field is still being typed. */
const describeRule = (t: Translate, config: DeliveryConfig): string | null => {
  const { baseDistance, baseFee, additionalDistance, additionalFee, bundleUnit } = config;
  if (config.type === 'quick' && [baseDistance, baseFee, additionalDistance, additionalFee].every(isCount)) {
    return t('delivery.type.quickRule', {
      baseDistance: formatDistance(baseDistance),
      baseFee: formatWon(baseFee),
      additionalDistance: formatDistance(additionalDistance),
      additionalFee: formatWon(additionalFee),
    });
  }
  if (config.type === 'parcel' && [bundleUnit, baseFee].every(isCount)) {
    return t('delivery.type.parcelRule', { bundleUnit, baseFee: formatWon(baseFee) });
  }
  return null;
};

/** 배달비 계산 방법 (domain §3.4): straight-line distance steps, or a fee per parcel bundle. */
export const DeliveryTypeSection = ({ form }: { form: DeliveryForm }) => {
  const { t } = companySettingsText.useT();
  const config = form.values.deliveryConfig;
  const rule = describeRule(t, config);
  const won = {
    thousandSeparator: ',',
    suffix: t('delivery.type.won'),
    min: 0,
    allowDecimal: false,
  } as const;
  const meters = { thousandSeparator: ',', suffix: ' m', min: 0, allowDecimal: false } as const;
  return (
    <SettingsSection title={t('delivery.type.title')} description={t('delivery.type.description')}>
      <SegmentedControl
        data={TYPES.map((value) => ({ value, label: t(`delivery.type.${value}`) }))}
        aria-label={t('delivery.type.title')}
        w="fit-content"
        {...form.getInputProps('deliveryConfig.type')}
      />
      {config.type === 'quick' ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <NumberInput
            label={t('delivery.type.baseDistance')}
            {...meters}
            {...form.getInputProps('deliveryConfig.baseDistance')}
          />
          <NumberInput
            label={t('delivery.type.baseFee')}
            {...won}
            {...form.getInputProps('deliveryConfig.baseFee')}
          />
          <NumberInput
            label={t('delivery.type.additionalDistance')}
            description={t('delivery.type.additionalDistanceHint')}
            {...HINT_BELOW}
            {...meters}
            {...form.getInputProps('deliveryConfig.additionalDistance')}
          />
          <NumberInput
            label={t('delivery.type.additionalFee')}
            description={t('delivery.type.additionalFeeHint')}
            {...HINT_BELOW}
            {...won}
            {...form.getInputProps('deliveryConfig.additionalFee')}
          />
        </SimpleGrid>
      ) : null}
      {config.type === 'parcel' ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label={t('delivery.type.bundleUnit')}
            description={t('delivery.type.bundleUnitHint')}
            {...HINT_BELOW}
            {...meters}
            suffix={t('delivery.type.pieces')}
            {...form.getInputProps('deliveryConfig.bundleUnit')}
          />
          <NumberInput
            label={t('delivery.type.boxFee')}
            {...won}
            {...form.getInputProps('deliveryConfig.baseFee')}
          />
        </SimpleGrid>
      ) : null}
      <Stack gap={2}>
        {config.type === 'none' ? (
          <Text size="sm" c="dimmed">
            {t('delivery.type.noFee')}
          </Text>
        ) : null}
        {rule ? <Text size="sm">{rule}</Text> : null}
      </Stack>
    </SettingsSection>
  );
};
