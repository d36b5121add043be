import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useAuth } from '../../../lib/auth/auth-store';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { problemMessage } from '../../../lib/save-problem';
import { useDevices, useRevokeDevice } from '../api/devices';
import { useLogoutOthers } from '../api/logout-others';
import { accountText } from '../i18n';
import { RegisterDeviceForm } from './register-device-form';

const DATE_TIME = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  dateStyle: 'short',
  timeStyle: 'short',
});

/**
 * 내 정보 › 기기 관리 (issue 15): the current company's registered devices, when each was last seen, and sign-out
 * for any of them (it takes effect within seconds). A device's own session cannot register more devices.
 */
export const DevicesCard = () => {
  const { t } = accountText.useT();
  const { companyId, canWrite } = useCurrentCompany();
  const { user } = useAuth();
  const devices = useDevices(companyId);
  const revoke = useRevokeDevice(companyId);
  const isDeviceSession = Boolean(user?.deviceId);
  const logoutOthers = useLogoutOthers();

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('devices.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('devices.description')}
        </Text>
        {isDeviceSession ? null : (
          <Group gap="sm" wrap="wrap">
            <Button
              variant="default"
              loading={logoutOthers.isPending}
              onClick={() => logoutOthers.mutate()}
              data-testid="logout-others"
            >
              {t('devices.logoutOthers')}
            </Button>
            <Text size="xs" c={logoutOthers.isError ? 'red' : 'dimmed'} maw={420}>
              {logoutOthers.isError
                ? problemMessage(logoutOthers.error)
                : logoutOthers.data
                  ? t('devices.loggedOutOthers', { count: logoutOthers.data.revokedSessions })
                  : t('devices.logoutOthersHelp')}
            </Text>
          </Group>
        )}
        {canWrite && !isDeviceSession ? (
          <RegisterDeviceForm companyId={companyId} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('devices.readOnly')}
          </Text>
        )}
        {devices.data?.length === 0 ? <Text size="sm">{t('devices.empty')}</Text> : null}
        {devices.data?.map((device) => (
          <Group key={device.id} justify="space-between" wrap="nowrap" gap="sm" data-testid="device-row">
            <Stack gap={0} miw={0}>
              <Group gap={6}>
                <Text fw={600}>{device.name}</Text>
                <Badge variant="light" size="sm">
                  {t(`devices.roleNames.${device.role}`)}
                </Badge>
                {device.isRevoked ? (
                  <Badge color="gray" size="sm">
                    {t('devices.revoked')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed">
                {device.dateLastSeen
                  ? t('devices.lastSeen', { when: DATE_TIME.format(new Date(device.dateLastSeen)) })
                  : t('devices.neverSeen')}
              </Text>
            </Stack>
            {!device.isRevoked && canWrite && !isDeviceSession ? (
              <Button
                size="compact-sm"
                color="red"
                variant="light"
                loading={revoke.isPending && revoke.variables === device.id}
                onClick={() => revoke.mutate(device.id)}
                data-testid="revoke-device"
              >
                {t('devices.revoke')}
              </Button>
            ) : null}
          </Group>
        ))}
      </Stack>
    </Card>
  );
};
