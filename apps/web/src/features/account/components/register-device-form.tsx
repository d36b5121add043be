import { COMPANY_ROLES, type CompanyRole } from '@jumun/shared';
import { Alert, Button, CopyButton, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { QrCode } from '../../../components/shop-link/qr-code';
import { ROUTES } from '../../../config/paths';
import { autologinLink, deviceCredential } from '../../../lib/auth/device-credential';
import { useNavigate } from '../../../lib/router';
import { useRegisterDevice } from '../api/devices';
import { accountText } from '../i18n';

/**
 * Registers a counter device for the current company and shows its one-time `/admin/autologin#credential=…` link
 * (copy, QR), or makes this very browser the device.
 */
export const RegisterDeviceForm = ({ companyId }: { companyId: string }) => {
  const { t } = accountText.useT();
  const navigate = useNavigate();
  const register = useRegisterDevice(companyId);
  const [name, setName] = useState('');
  const [role, setRole] = useState<CompanyRole>('staff');
  const credential = register.data?.credential;
  const link = credential ? autologinLink(window.location.origin, credential) : null;

  return (
    <Stack gap="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          register.mutate({ name, role }, { onSuccess: () => setName('') });
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('devices.name')}
            placeholder={t('devices.namePlaceholder')}
            required
            maxLength={40}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Select
            label={t('devices.role')}
            w={120}
            allowDeselect={false}
            data={COMPANY_ROLES.map((value) => ({ value, label: t(`devices.roleNames.${value}`) }))}
            value={role}
            onChange={(value) => setRole((value as CompanyRole | null) ?? 'staff')}
          />
          <Button type="submit" loading={register.isPending} data-testid="register-device">
            {t('devices.register')}
          </Button>
        </Group>
      </form>
      {register.isError ? (
        <Alert color="red" variant="light">
          {register.error.message}
        </Alert>
      ) : null}
      {link && credential ? (
        <Alert color="green" variant="light">
          <Stack gap="xs">
            <Text size="sm">{t('devices.registered')}</Text>
            <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="autologin-link">
              {link}
            </Text>
            <Group gap="xs">
              <CopyButton value={link}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" variant="light" onClick={copy}>
                    {copied ? t('devices.copied') : t('devices.copyLink')}
                  </Button>
                )}
              </CopyButton>
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => {
                  deviceCredential.write(credential);
                  navigate(ROUTES['admin-autologin'].path);
                }}
              >
                {t('devices.useHere')}
              </Button>
            </Group>
            <QrCode value={link} size={180} label={t('devices.qrLabel')} />
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
};
