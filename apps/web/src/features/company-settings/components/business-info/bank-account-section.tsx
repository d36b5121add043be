import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../../../lib/company/use-current-company';
import { SettingsSection } from '../common/settings-section';
import type { BusinessInfoForm } from './business-info-form.types';

/**
 * 입금 계좌: shown with a copy button to customers who pay by bank transfer (domain §3.1). 대표 only (issue 14):
 * others are sent the number masked by the server and see why instead of the fields.
 */
export const BankAccountSection = ({ form }: { form: BusinessInfoForm }) => {
  const { t } = useTranslation();
  const { can, role } = useCurrentCompany();
  if (!can('manage') && role)
    return (
      <SettingsSection title="입금 계좌" description="계좌이체로 결제하는 손님에게 보여 줍니다.">
        <Text size="sm" c="dimmed" data-testid="bank-account-owner-only">
          {t('companyRole.ownerOnly', { role: t(`companyRole.${role}`) })}
        </Text>
      </SettingsSection>
    );
  return <BankAccountFields form={form} />;
};

const BankAccountFields = ({ form }: { form: BusinessInfoForm }) => (
  <SettingsSection title="입금 계좌" description="계좌이체로 결제하는 손님에게 보여 줍니다.">
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <TextInput
        label="은행"
        placeholder="국민은행"
        maxLength={30}
        {...form.getInputProps('bankAccount.bankName')}
      />
      <TextInput
        label="계좌번호"
        placeholder="123456-01-234567"
        inputMode="numeric"
        maxLength={30}
        {...form.getInputProps('bankAccount.accountNumber')}
      />
      <TextInput label="예금주" maxLength={30} {...form.getInputProps('bankAccount.accountHolder')} />
    </SimpleGrid>
  </SettingsSection>
);
