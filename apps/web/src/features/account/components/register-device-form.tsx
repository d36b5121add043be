import { COMPANY_ROLES, type CompanyRole, registerDeviceInputSchema } from '@jumun/shared';
import { Alert, Button, CopyButton, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { FormProblem } from '../../../components/forms/form-problem';
import { QrCode } from '../../../components/shop-link/qr-code';
import { ROUTES } from '../../../config/paths';
import { autologinLink, deviceCredential } from '../../../lib/auth/device-credential';
import { useInlineSaveForm } from '../../../lib/forms/use-save-form';
import { schemaResolver } from '../../../lib/forms/zod-resolver';
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
  const { form, submit, problem, isSaving } = useInlineSaveForm({
    initialValues: { name: '', role: 'staff' as CompanyRole },
    validate: schemaResolver(registerDeviceInputSchema),
    save: (values) => register.mutateAsync(values),
    onSaved: () => form.setFieldValue('name', ''),
  });
  const credential = register.data?.credential;
  const link = credential ? autologinLink(window.location.origin, credential) : null;

  return (
    <Stack gap="sm">
      <form noValidate onSubmit={submit}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('devices.name')}
            placeholder={t('devices.namePlaceholder')}
            withAsterisk
            maxLength={40}
            {...form.getInputProps('name')}
          />
          <Select
            label={t('devices.role')}
            w={120}
            allowDeselect={false}
            data={COMPANY_ROLES.map((value) => ({ value, label: t(`devices.roleNames.${value}`) }))}
            {...form.getInputProps('role')}
          />
          <Button type="submit" loading={isSaving} data-testid="register-device">
            {t('devices.register')}
          </Button>
        </Group>
      </form>
      <FormProblem problem={problem} />
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
