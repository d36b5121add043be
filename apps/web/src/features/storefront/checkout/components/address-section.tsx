import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useState } from 'react';
import { manualAddressSearch } from '../../../../lib/address/address-search';
import { useOrderT } from '../../order-i18n';
import type { CheckoutForm } from '../utils/checkout-form';

type AddressSectionProps = {
  address: CheckoutForm['address'];
  onChange: (address: CheckoutForm['address']) => void;
  /** Quick delivery measures the distance from the shop: it needs the coordinates. */
  needsCoordinates: boolean;
};

/**
 * Where the order goes. Addresses come through the app's address adapter (lib/address); with the manual one the
 * customer types the address, and the coordinates come from the phone's location or a map app.
 */
export const AddressSection = ({ address, onChange, needsCoordinates }: AddressSectionProps) => {
  const { t } = useOrderT();
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');
  const set = (patch: Partial<CheckoutForm['address']>) => onChange({ ...address, ...patch });
  const locate = () => {
    if (!navigator.geolocation) {
      setLocating('failed');
      return;
    }
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        set({
          latitude: position.coords.latitude.toFixed(6),
          longitude: position.coords.longitude.toFixed(6),
        });
        setLocating('idle');
      },
      () => setLocating('failed'),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };
  return (
    <Stack gap="sm">
      <TextInput
        label={t('checkout.address.address')}
        placeholder={t('checkout.address.addressPlaceholder')}
        autoComplete="street-address"
        size="md"
        value={address.address_name}
        onChange={(event) => set({ address_name: event.currentTarget.value })}
        description={manualAddressSearch.canSearch ? undefined : t('checkout.address.manual')}
      />
      <TextInput
        label={t('checkout.address.detail')}
        placeholder={t('checkout.address.detailPlaceholder')}
        size="md"
        value={address.detailAddress}
        onChange={(event) => set({ detailAddress: event.currentTarget.value })}
      />
      {needsCoordinates ? (
        <>
          <Group justify="space-between" align="flex-end" wrap="nowrap">
            <Text size="sm" fw={600}>
              {t('checkout.address.coordinates')}
            </Text>
            <Button
              variant="light"
              size="sm"
              leftSection={<IconCurrentLocation size={16} />}
              loading={locating === 'busy'}
              onClick={locate}
            >
              {t('checkout.address.useLocation')}
            </Button>
          </Group>
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label={t('checkout.address.latitude')}
              inputMode="decimal"
              size="md"
              value={address.latitude}
              onChange={(event) => set({ latitude: event.currentTarget.value })}
            />
            <TextInput
              label={t('checkout.address.longitude')}
              inputMode="decimal"
              size="md"
              value={address.longitude}
              onChange={(event) => set({ longitude: event.currentTarget.value })}
            />
          </SimpleGrid>
          <Text size="xs" c={locating === 'failed' ? 'red' : 'dimmed'}>
            {locating === 'failed'
              ? t('checkout.address.locationFailed')
              : t('checkout.address.coordinatesHelp')}
          </Text>
        </>
      ) : null}
      <TextInput
        label={t('checkout.address.request')}
        placeholder={t('checkout.address.requestPlaceholder')}
        size="md"
        value={address.requestShop}
        onChange={(event) => set({ requestShop: event.currentTarget.value })}
      />
    </Stack>
  );
};
