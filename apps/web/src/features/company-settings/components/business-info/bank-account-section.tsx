import { SimpleGrid, TextInput } from '@mantine/core';
import { SettingsSection } from '../common/settings-section';
import type { BusinessInfoForm } from './business-info-form.types';

/** 입금 계좌: shown with a copy button to customers who pay by bank transfer (domain §3.1). */
export const BankAccountSection = ({ form }: { form: BusinessInfoForm }) => (
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
