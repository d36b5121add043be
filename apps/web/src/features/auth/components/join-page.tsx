import { Alert, Anchor, Button, Card, Grid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PageHeader } from '../../../components/ui/page-header';
import { DASHBOARD_PATH, href } from '../../../config/paths';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from '../../../lib/router';
import { RegisterCompanyForm } from './register-company-form';

/** /admin/join: a demo administrator registers their own company (issue #4 §2). */
export const JoinPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { companyIds, isLoading } = useCurrentCompany();
  const isRegistered = companyIds.length > 0;

  return (
    <Stack gap="md">
      <PageHeader title={t('pages.join.title')} description={t('pages.join.description')} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="lg">
            {isRegistered ? (
              <Stack gap="sm">
                <Alert color="green" variant="light" title={t('pages.join.registeredTitle')}>
                  {t('pages.join.registeredBody')}
                </Alert>
                <Button component={Link} to={DASHBOARD_PATH} w="fit-content">
                  {t('common.goDashboard')}
                </Button>
              </Stack>
            ) : isLoading ? null : (
              <RegisterCompanyForm
                onRegistered={() => {
                  notifications.show({ color: 'green', message: t('register.success') });
                  void navigate(DASHBOARD_PATH);
                }}
              />
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg">
            <Stack gap="xs">
              <Text size="sm">{t('register.intro')}</Text>
              <Text size="sm" c="dimmed">
                {t('pages.join.nextSteps')}
              </Text>
              <Anchor component={Link} to={href('admin-join-kakao-channel-guide')} size="sm" fw={600}>
                {t('register.kakaoGuide')}
              </Anchor>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
};
