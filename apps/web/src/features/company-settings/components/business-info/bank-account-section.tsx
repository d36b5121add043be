import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useCurrentCompany } from '../../../../lib/company/use-current-company';
import { useTranslation } from '../../../../lib/i18n';
import { companySettingsText } from '../../i18n';
import { SettingsSection } from '../common/settings-section';
import type { BusinessInfoForm } from './business-info-form.types';

/**
 * 입금 계좌: shown with a copy button to customers who pay by bank transfer (domain §3.1). 대표 only (issue 14):
 * others are sent the number masked by the server and see why instead of the fields.
 */
export const BankAccountSection = ({ form }: { form: BusinessInfoForm }) => {
  const { t } = useTranslation();
  const { t: tc } = companySettingsText.useT();
  const { can, role } = useCurrentCompany();
  if (!can('manage') && role)
    return (
      <SettingsSection title={tc('bank.title')} description={tc('bank.description')}>
        <Text size="sm" c="dimmed" data-testid="bank-account-owner-only">
          {t('companyRole.ownerOnly', { role: t(`companyRole.${role}`) })}
        </Text>
      </SettingsSection>
    );
  return <BankAccountFields form={form} />;
};

const BankAccountFields = ({ form }: { form: BusinessInfoForm }) => {
  const { t } = companySettingsText.useT();
  return (
    <SettingsSection title={t('bank.title')} description={t('bank.description')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <TextInput
          label={t('bank.bankName')}
          placeholder={t('bank.bankNamePlaceholder')}
          maxLength={30}
          {...form.getInputProps('bankAccount.bankName')}
        />
        <TextInput
          label={t('bank.accountNumber')}
          placeholder="123456-01-234567"
          inputMode="numeric"
          maxLength={30}
          {...form.getInputProps('bankAccount.accountNumber')}
        />
        <TextInput
          label={t('bank.accountHolder')}
          maxLength={30}
          {...form.getInputProps('bankAccount.accountHolder')}
        />
      </SimpleGrid>
    </SettingsSection>
  );
};
