import { NumberInput, SimpleGrid } from '@mantine/core';
import { HINT_BELOW } from '../common/field-props';
import { SettingsSection } from '../common/settings-section';
import type { DeliveryForm } from './delivery-config-form.types';

/** 최소 주문 금액, 무료 배달 기준, 최대 배달 거리 (issue #6 §3). */
export const OrderLimitsSection = ({ form }: { form: DeliveryForm }) => {
  const isQuick = form.values.deliveryConfig.type === 'quick';
  return (
    <SettingsSection title="주문 조건" description="배달 · 택배 주문에 적용됩니다. 0은 조건 없음입니다.">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <NumberInput
          label="최소 주문 금액"
          thousandSeparator=","
          suffix=" 원"
          min={0}
          allowDecimal={false}
          {...form.getInputProps('deliveryConfig.minimumOrderAmount')}
        />
        <NumberInput
          label="무료 배달 기준"
          description="이 금액 이상이면 배달비 0원 (0 = 없음)"
          {...HINT_BELOW}
          thousandSeparator=","
          suffix=" 원"
          min={0}
          allowDecimal={false}
          {...form.getInputProps('deliveryConfig.freeDeliveryThreshold')}
        />
        <NumberInput
          label="최대 배달 거리"
          description={isQuick ? '가게에서 직선거리 (0 = 제한 없음)' : '거리별 배달에만 적용됩니다'}
          {...HINT_BELOW}
          thousandSeparator=","
          suffix=" m"
          min={0}
          allowDecimal={false}
          {...form.getInputProps('deliveryConfig.maxDistance')}
        />
      </SimpleGrid>
    </SettingsSection>
  );
};
