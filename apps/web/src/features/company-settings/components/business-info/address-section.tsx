import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { AddressSearchAdapter, AddressSearchResult } from '../../../../lib/address/address-search';
import { HINT_BELOW } from '../common/field-props';
import { SettingsSection } from '../common/settings-section';
import { AddressSearchBox } from './address-search-box';
import type { BusinessInfoForm } from './business-info-form.types';
import { GeoPointFields } from './geo-point-fields';

type AddressSectionProps = { form: BusinessInfoForm; adapter: AddressSearchAdapter };

/** 주소와 위치 (domain §3.2): the address, and the point delivery distances are measured from. */
export const AddressSection = ({ form, adapter }: AddressSectionProps) => {
  const pick = (result: AddressSearchResult) => {
    form.setFieldValue('businessInfo.road_address_name', result.roadAddressName);
    form.setFieldValue('businessInfo.address_name', result.addressName);
    form.setFieldValue('businessInfo.building_name', result.buildingName);
    form.setFieldValue('businessInfo.postCode', result.postCode);
    if (result.geoPoint) form.setFieldValue('businessInfo.geoPoint', result.geoPoint);
  };

  return (
    <SettingsSection
      title="주소와 위치"
      description="배달 거리는 이 위치(위도 · 경도)에서 직선거리로 잽니다."
    >
      {adapter.canSearch ? (
        <AddressSearchBox adapter={adapter} onPick={pick} />
      ) : (
        <Alert role="note" variant="light" color="gray" icon={<IconMapPin size={18} />}>
          주소 검색 서비스가 연결되어 있지 않아 직접 입력합니다. 위도와 경도는 지도 앱에서 가게 위치를 길게
          눌러 복사할 수 있습니다.
        </Alert>
      )}
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="도로명 주소"
            placeholder="서울 마포구 성미산로 161"
            maxLength={200}
            {...form.getInputProps('businessInfo.road_address_name')}
          />
          <TextInput
            label="지번 주소"
            placeholder="서울 마포구 연남동 239-49"
            maxLength={200}
            {...form.getInputProps('businessInfo.address_name')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <TextInput
            label="건물 이름"
            maxLength={100}
            {...form.getInputProps('businessInfo.building_name')}
          />
          <TextInput
            label="상세 주소"
            description="암호화해서 보관합니다"
            {...HINT_BELOW}
            placeholder="1층"
            maxLength={200}
            {...form.getInputProps('businessInfo.encryptedDetailAddress')}
          />
          <TextInput
            label="우편번호"
            placeholder="03978"
            inputMode="numeric"
            maxLength={10}
            {...form.getInputProps('businessInfo.postCode')}
          />
        </SimpleGrid>
        <GeoPointFields form={form} />
      </Stack>
    </SettingsSection>
  );
};
