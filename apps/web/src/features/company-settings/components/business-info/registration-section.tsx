import { formatBusinessRegistrationNumber } from '@jumun/shared';
import { SimpleGrid, TextInput } from '@mantine/core';
import { HINT_BELOW } from '../common/field-props';
import { SettingsSection } from '../common/settings-section';
import type { BusinessInfoForm } from './business-info-form.types';

/** 상호 · 대표자 · 사업자 등록번호 · 허가번호 · 통신판매업 번호 (domain §3.2). */
export const RegistrationSection = ({ form }: { form: BusinessInfoForm }) => {
  const registration = form.getInputProps('businessInfo.businessRegistrationNumber');
  return (
    <SettingsSection
      title="사업자 정보"
      description="손님 화면 아래쪽과 영수증에 표시되는 사업자 정보입니다."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <TextInput
          label="상호"
          placeholder="주문카페 연남점"
          maxLength={100}
          {...form.getInputProps('businessInfo.shopName')}
        />
        <TextInput
          label="브랜드"
          placeholder="주문카페"
          maxLength={100}
          {...form.getInputProps('businessInfo.brandName')}
        />
        <TextInput label="대표자" maxLength={50} {...form.getInputProps('businessInfo.ceoName')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <TextInput
          label="사업자 등록번호"
          placeholder="123-45-67890"
          inputMode="numeric"
          description="숫자 10자리, 검증 번호까지 확인합니다"
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
          label="영업 허가번호"
          maxLength={50}
          {...form.getInputProps('businessInfo.permitNumber')}
        />
        <TextInput
          label="통신판매업 신고번호"
          placeholder="제2025-서울마포-0000호"
          maxLength={50}
          {...form.getInputProps('businessInfo.telecomBusinessNumber')}
        />
      </SimpleGrid>
    </SettingsSection>
  );
};
