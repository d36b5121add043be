import { ORDER_TYPE_SUPPORT_KEYS, ORDER_TYPES } from '@jumun/shared';
import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import { companySettingsText } from '../../i18n';
import { SettingsSection } from '../common/settings-section';
import type { BusinessInfoForm } from './business-info-form.types';

/** 받는 주문 종류 (domain §3.1 orderSupport): 포장 · 매장 · 배달 · 택배. */
export const OrderSupportSection = ({ form }: { form: BusinessInfoForm }) => {
  const { t } = companySettingsText.useT();
  const support = form.values.orderSupport;
  const isNoneAccepted = ORDER_TYPES.every((type) => !support[ORDER_TYPE_SUPPORT_KEYS[type]]);
  return (
    <SettingsSection title={t('orderSupport.title')} description={t('orderSupport.description')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {ORDER_TYPES.map((type) => (
          <Checkbox
            key={type}
            label={t(`orderType.${type}`)}
            description={t(`orderSupport.hints.${type}`)}
            {...form.getInputProps(`orderSupport.${ORDER_TYPE_SUPPORT_KEYS[type]}`, { type: 'checkbox' })}
          />
        ))}
      </SimpleGrid>
      {isNoneAccepted ? (
        <Text size="sm" c="orange">
          {t('orderSupport.none')}
        </Text>
      ) : null}
    </SettingsSection>
  );
};
