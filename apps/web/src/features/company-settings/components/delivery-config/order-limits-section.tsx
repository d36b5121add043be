import { NumberInput, SimpleGrid } from '@mantine/core';
import { companySettingsText } from '../../i18n';
import { HINT_BELOW } from '../common/field-props';
import { SettingsSection } from '../common/settings-section';
import type { DeliveryForm } from './delivery-config-form.types';

/** 최소 주문 금액, 무료 배달 기준, 최대 배달 거리 (issue #6 §3). */
export const OrderLimitsSection = ({ form }: { form: DeliveryForm }) => {
  const { t } = companySettingsText.useT();
  const isQuick = form.values.deliveryConfig.type === 'quick';
  return (
    <SettingsSection title={t('delivery.limits.title')} description={t('delivery.limits.description')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <NumberInput
          label={t('delivery.limits.minimumOrder')}
          thousandSeparator=","
          suffix={t('delivery.limits.won')}
          min={0}
          allowDecimal={false}
          {...form.getInputProps('deliveryConfig.minimumOrderAmount')}
        />
        <NumberInput
          label={t('delivery.limits.freeDelivery')}
          description={t('delivery.limits.freeDeliveryHint')}
          {...HINT_BELOW}
          thousandSeparator=","
          suffix={t('delivery.limits.won')}
          min={0}
          allowDecimal={false}
          {...form.getInputProps('deliveryConfig.freeDeliveryThreshold')}
        />
        <NumberInput
          label={t('delivery.limits.maxDistance')}
          description={t(isQuick ? 'delivery.limits.maxDistanceQuick' : 'delivery.limits.maxDistanceOther')}
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
