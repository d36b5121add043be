import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { AddressSearchAdapter, AddressSearchResult } from '../../../../lib/address/address-search';
import { companySettingsText } from '../../i18n';
import { HINT_BELOW } from '../common/field-props';
import { SettingsSection } from '../common/settings-section';
import { AddressSearchBox } from './address-search-box';
import type { BusinessInfoForm } from './business-info-form.types';
import { GeoPointFields } from './geo-point-fields';

type AddressSectionProps = { form: BusinessInfoForm; adapter: AddressSearchAdapter };

/** 주소와 위치 (domain §3.2): the address, and the point delivery distances are measured from. */
export const AddressSection = ({ form, adapter }: AddressSectionProps) => {
  const { t } = companySettingsText.useT();
  const pick = (result: AddressSearchResult) => {
    form.setFieldValue('businessInfo.road_address_name', result.roadAddressName);
    form.setFieldValue('businessInfo.address_name', result.addressName);
    form.setFieldValue('businessInfo.building_name', result.buildingName);
    form.setFieldValue('businessInfo.postCode', result.postCode);
    if (result.geoPoint) form.setFieldValue('businessInfo.geoPoint', result.geoPoint);
  };

  return (
    <SettingsSection title={t('address.title')} description={t('address.description')}>
      {adapter.canSearch ? (
        <AddressSearchBox adapter={adapter} onPick={pick} />
      ) : (
        <Alert role="note" variant="light" color="gray" icon={<IconMapPin size={18} />}>
          {t('address.manual')}
        </Alert>
      )}
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('address.road')}
            placeholder={t('address.roadPlaceholder')}
            maxLength={200}
            {...form.getInputProps('businessInfo.road_address_name')}
          />
          <TextInput
            label={t('address.lot')}
            placeholder={t('address.lotPlaceholder')}
            maxLength={200}
            {...form.getInputProps('businessInfo.address_name')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <TextInput
            label={t('address.building')}
            maxLength={100}
            {...form.getInputProps('businessInfo.building_name')}
          />
          <TextInput
            label={t('address.detail')}
            description={t('address.detailHint')}
            {...HINT_BELOW}
            placeholder={t('address.detailPlaceholder')}
            maxLength={200}
            {...form.getInputProps('businessInfo.encryptedDetailAddress')}
          />
          <TextInput
            label={t('address.postCode')}
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
