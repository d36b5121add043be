import { type DeliveryConfig, formatDistance, formatWon } from '@jumun/shared';
import { NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { HINT_BELOW } from '../common/field-props';
import { SettingsSection } from '../common/settings-section';
import type { DeliveryForm } from './delivery-config-form.types';

const TYPES: { value: DeliveryConfig['type']; label: string }[] = [
  { value: 'none', label: '배달비 없음' },
  { value: 'quick', label: '거리별 (배달 · 퀵)' },
  { value: 'parcel', label: '택배' },
];

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The rule in one sentence, or nothing while a field is still being typed. */
const describeRule = (config: DeliveryConfig): string | null => {
  const { baseDistance, baseFee, additionalDistance, additionalFee, bundleUnit } = config;
  if (config.type === 'quick' && [baseDistance, baseFee, additionalDistance, additionalFee].every(isCount)) {
    return `${formatDistance(baseDistance)}까지 ${formatWon(baseFee)}, 그 뒤로 ${formatDistance(additionalDistance)}마다 ${formatWon(additionalFee)}씩 더합니다.`;
  }
  if (config.type === 'parcel' && [bundleUnit, baseFee].every(isCount)) {
    return `상품 묶음 ${bundleUnit}개마다 ${formatWon(baseFee)}을 받습니다.`;
  }
  return null;
};

/** 배달비 계산 방법 (domain §3.4): straight-line distance steps, or a fee per parcel bundle. */
export const DeliveryTypeSection = ({ form }: { form: DeliveryForm }) => {
  const config = form.values.deliveryConfig;
  const rule = describeRule(config);
  const won = { thousandSeparator: ',', suffix: ' 원', min: 0, allowDecimal: false } as const;
  const meters = { thousandSeparator: ',', suffix: ' m', min: 0, allowDecimal: false } as const;
  return (
    <SettingsSection
      title="배달비 계산 방법"
      description="배달 주문과 택배 주문에만 배달비가 붙습니다. 포장 · 매장 주문은 배달비가 없습니다."
    >
      <SegmentedControl
        data={TYPES}
        aria-label="배달비 계산 방법"
        w="fit-content"
        {...form.getInputProps('deliveryConfig.type')}
      />
      {config.type === 'quick' ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <NumberInput label="기본 거리" {...meters} {...form.getInputProps('deliveryConfig.baseDistance')} />
          <NumberInput label="기본 요금" {...won} {...form.getInputProps('deliveryConfig.baseFee')} />
          <NumberInput
            label="추가 거리 단위"
            description="이 거리마다 추가 요금"
            {...HINT_BELOW}
            {...meters}
            {...form.getInputProps('deliveryConfig.additionalDistance')}
          />
          <NumberInput
            label="추가 요금"
            description="추가 거리 단위마다"
            {...HINT_BELOW}
            {...won}
            {...form.getInputProps('deliveryConfig.additionalFee')}
          />
        </SimpleGrid>
      ) : null}
      {config.type === 'parcel' ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label="묶음 단위"
            description="상품 묶음 값을 이만큼 모을 때마다 한 상자"
            {...HINT_BELOW}
            {...meters}
            suffix=" 개"
            {...form.getInputProps('deliveryConfig.bundleUnit')}
          />
          <NumberInput label="상자당 배송비" {...won} {...form.getInputProps('deliveryConfig.baseFee')} />
        </SimpleGrid>
      ) : null}
      <Stack gap={2}>
        {config.type === 'none' ? (
          <Text size="sm" c="dimmed">
            배달비를 받지 않습니다.
          </Text>
        ) : null}
        {rule ? <Text size="sm">{rule}</Text> : null}
      </Stack>
    </SettingsSection>
  );
};
