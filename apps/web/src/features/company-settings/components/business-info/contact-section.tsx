import { SimpleGrid, TextInput } from '@mantine/core';
import { companySettingsText } from '../../i18n';
import { SettingsSection } from '../common/settings-section';
import type { BusinessInfoForm } from './business-info-form.types';

/** 연락처 (domain §3.1 contactInfo): stored encrypted; customers see only the landline. */
export const ContactSection = ({ form }: { form: BusinessInfoForm }) => {
  const { t } = companySettingsText.useT();
  return (
    <SettingsSection title={t('contact.title')} description={t('contact.description')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <TextInput
          label={t('contact.phoneMain')}
          placeholder="010-1234-5678"
          type="tel"
          maxLength={20}
          {...form.getInputProps('contactInfo.securedPhoneMain')}
        />
        <TextInput
          label={t('contact.phoneSub')}
          placeholder="010-0000-0000"
          type="tel"
          maxLength={20}
          {...form.getInputProps('contactInfo.securedPhoneSub1')}
        />
        <TextInput
          label={t('contact.landline')}
          placeholder="02-123-4567"
          type="tel"
          maxLength={20}
          {...form.getInputProps('contactInfo.securedLandlineMain')}
        />
      </SimpleGrid>
    </SettingsSection>
  );
};
