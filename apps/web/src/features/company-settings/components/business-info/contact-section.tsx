import { SimpleGrid, TextInput } from '@mantine/core';
import { SettingsSection } from '../common/settings-section';
import type { BusinessInfoForm } from './business-info-form.types';

/** 연락처 (domain §3.1 contactInfo): stored encrypted; customers see only the landline. */
export const ContactSection = ({ form }: { form: BusinessInfoForm }) => (
  <SettingsSection
    title="연락처"
    description="휴대폰 번호는 암호화해서 보관하고 손님에게 보이지 않습니다. 대표 유선전화는 손님 화면에 표시됩니다."
  >
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <TextInput
        label="대표 휴대폰"
        placeholder="010-1234-5678"
        type="tel"
        maxLength={20}
        {...form.getInputProps('contactInfo.securedPhoneMain')}
      />
      <TextInput
        label="보조 휴대폰"
        placeholder="010-0000-0000"
        type="tel"
        maxLength={20}
        {...form.getInputProps('contactInfo.securedPhoneSub1')}
      />
      <TextInput
        label="대표 유선전화"
        placeholder="02-123-4567"
        type="tel"
        maxLength={20}
        {...form.getInputProps('contactInfo.securedLandlineMain')}
      />
    </SimpleGrid>
  </SettingsSection>
);
