import { Alert, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import { useAuth } from '../../../lib/auth/auth-store';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { useTranslation } from '../../../lib/i18n';
import { problemMessage } from '../../../lib/save-problem';
import { ChangePhoneCard } from './change-phone-card';
import { CompaniesCard } from './companies-card';
import { DeleteAccountCard } from './delete-account-card';
import { DevicesCard } from './devices-card';
import { PreferencesCard } from './preferences-card';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';

/**
 * /admin/me: the administrator's profile, phone change, their companies (role, switcher, leave), this device's
 * preferences, the browsers signed in to the account, registered devices and account deletion. A registered counter device never sees the account's own controls.
 */
export const MePage = () => {
  const { t } = useTranslation();
  // One's own record is one's own to edit whatever the role in the current company; only demo is read-only.
  const { administrator, isDemo, error, isLoading } = useCurrentCompany();
  const canWrite = !isDemo;
  const isDeviceSession = Boolean(useAuth().user?.deviceId);
  return (
    <Stack gap="md">
      <PageHeader title={t('pages.me.title')} description={t('pages.me.description')} />
      {error ? (
        <Alert color="red" variant="light">
          {t('pages.me.loadFailed', { message: problemMessage(error) })}
        </Alert>
      ) : null}
      {administrator ? (
        <ProfileCard key={administrator.revision} administrator={administrator} canWrite={canWrite} />
      ) : isLoading ? (
        <Skeleton h={220} />
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <CompaniesCard />
        <PreferencesCard />
      </SimpleGrid>
      {isDeviceSession ? null : <ChangePhoneCard />}
      {isDeviceSession ? null : <SessionsCard />}
      <DevicesCard />
      {isDeviceSession ? null : <DeleteAccountCard />}
    </Stack>
  );
};
