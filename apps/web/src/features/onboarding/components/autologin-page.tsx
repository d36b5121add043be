import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASHBOARD_PATH, LOGIN_PATH } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-store';

/**
 * /admin/autologin (open): the landing point of sign-in links from the tablet app and messages. Issuing
 * such links needs a server endpoint that does not exist yet, so the page says so and offers SMS sign-in.
 */
export const AutologinPage = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <Card withBorder padding="xl" maw={560} mx="auto" mt="xl">
      <Stack gap="md">
        <Title order={1} fz={24}>
          {t('pages.autologin.title')}
        </Title>
        <Text c="dimmed">{t('pages.autologin.body')}</Text>
        {user ? (
          <>
            <Alert color="green" variant="light">
              {t('pages.autologin.signedIn')}
            </Alert>
            <Button component={Link} to={DASHBOARD_PATH}>
              {t('common.goDashboard')}
            </Button>
          </>
        ) : (
          <>
            <Alert color="yellow" variant="light">
              {t('pages.autologin.invalid')}
            </Alert>
            <Button component={Link} to={LOGIN_PATH}>
              {t('common.goLogin')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
};
