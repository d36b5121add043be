import { formatBusinessRegistrationNumber } from '@jumun/shared';
import { SimpleGrid, TextInput } from '@mantine/core';
import { companySettingsText } from '../../i18n';
import { HINT_BELOW } from '../common/field-props';
import { SettingsSection } from '../common/settings-section';
import type { BusinessInfoForm } from './business-info-form.types';

/** 상호 · 대표자 · 사업자 등록번호 · 허가번호 · 통신판매업 번호 (domain §3.2). */
export const RegistrationSection = ({ form }: { form: BusinessInfoForm }) => {
  const { t } = companySettingsText.useT();
  const registration = form.getInputProps('businessInfo.businessRegistrationNumber');
  return (
    <SettingsSection title={t('registration.title')} description={t('registration.description')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <TextInput
          label={t('registration.shopName')}
          placeholder={t('registration.shopNamePlaceholder')}
          maxLength={100}
          {...form.getInputProps('businessInfo.shopName')}
        />
        <TextInput
          label={t('registration.brandName')}
          placeholder={t('registration.brandNamePlaceholder')}
          maxLength={100}
          {...form.getInputProps('businessInfo.brandName')}
        />
        <TextInput
          label={t('registration.ceoName')}
          maxLength={50}
          {...form.getInputProps('businessInfo.ceoName')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <TextInput
          label={t('registration.number')}
          placeholder="123-45-67890"
          inputMode="numeric"
          description={t('registration.numberHint')}
          {...HINT_BELOW}
          {...registration}
          onBlur={(event) => {
            // Show the number the way it is printed on the certificate: 123-45-67890.
            const formatted = formatBusinessRegistrationNumber(event.currentTarget.value.trim());
            form.setFieldValue('businessInfo.businessRegistrationNumber', formatted);
            registration.onBlur?.(event);
          }}
        />
        <TextInput
          label={t('registration.permit')}
          maxLength={50}
          {...form.getInputProps('businessInfo.permitNumber')}
        />
        <TextInput
          label={t('registration.telecom')}
          placeholder={t('registration.telecomPlaceholder')}
          maxLength={50}
          {...form.getInputProps('businessInfo.telecomBusinessNumber')}
        />
      </SimpleGrid>
    </SettingsSection>
  );
};
