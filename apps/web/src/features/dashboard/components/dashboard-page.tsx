import { getOpenStatus } from '@jumun/shared';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { OrderPauseControl } from '../../../components/company/order-pause-control';
import { CurrentShopLinkCard } from '../../../components/shop-link/current-shop-link-card';
import { PageHeader } from '../../../components/ui/page-header';
import { href } from '../../../config/paths';
import { useRevealInSteps } from '../../../hooks/use-reveal-in-steps';
import { companyDisplayName } from '../../../lib/company/company.api';
import { nextOpenMessage } from '../../../lib/company/next-open';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { problemMessage } from '../../../lib/save-problem';
import { dashboardTodayQueryOptions } from '../api/dashboard-today';
import { CatalogueCounts } from './catalogue-counts';
import { DashboardShortcuts } from './dashboard-shortcuts';
import { TodayBusiness } from './today-business';

/** /admin/dashboard: the company being worked on, today's business (live), its catalogue at a glance, and shortcuts. */
export const DashboardPage = () => {
  const { t } = useTranslation();
  const { company, companyId, companyIds, isLoading, error } = useCurrentCompany();
  const name = companyDisplayName(company, companyId);
  // The same answer customers get: hours, closures, pauses and the live switch (issue #6 §2), not the switch alone.
  const now = new Date();
  const status = company ? getOpenStatus(company.businessHours, company.isOpen, now) : null;
  // The sections below "오늘" show once it has its figures (the same query, shared): on a phone it grows from its
  // skeleton to several screens, and everything already drawn below it jumped down (layout shift 0.76, Lighthouse).
  const today = useQuery(dashboardTodayQueryOptions(companyId));
  const isTodaySettling = isLoading || (Boolean(companyId) && today.isPending && !today.error);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('pages.dashboard.title')}
        description={
          isLoading ? (
            <Skeleton h={14} w={200} component="span" display="block" />
          ) : (
            t('pages.dashboard.greeting', { name })
          )
        }
        actions={
          company ? (
            <Group gap={6}>
              <Badge variant="light" color="gray">
                {t(`register.types.${company.companyType}`)}
              </Badge>
              <Tooltip label={status ? nextOpenMessage(status, now) : ''} disabled={!status}>
                <Badge variant="light" color={status?.isOpen ? 'green' : 'red'}>
                  {status?.isOpen ? t('pages.dashboard.openNow') : t('pages.dashboard.closedNow')}
                </Badge>
              </Tooltip>
              <OrderPauseControl />
            </Group>
          ) : null
        }
      />
      {error ? (
        <Alert color="red" variant="light">
          {t('frame.companyLoadFailed', { message: problemMessage(error) })}
        </Alert>
      ) : null}
      {companyIds.length === 0 && !isLoading ? (
        <Card withBorder padding="lg" bg="var(--mantine-color-green-light)">
          <Group justify="space-between" gap="sm">
            <Stack gap={4} style={{ flex: '1 1 280px' }}>
              <Text fw={700}>{t('pages.dashboard.registerTitle')}</Text>
              <Text size="sm">{t('pages.dashboard.registerBody')}</Text>
            </Stack>
            <Button component={Link} to={href('admin-join')}>
              {t('demo.register')}
            </Button>
          </Group>
        </Card>
      ) : null}
      {companyId ? <TodayBusiness /> : null}
      {isTodaySettling ? null : <BelowToday companyId={companyId} />}
    </Stack>
  );
};

/**
 * Below "오늘", under a phone's first screen: one section per commit after it (useRevealInSteps), so the first
 * screen is not one long task with the shop link's QR code, the catalogue counts and the shortcuts.
 */
const BelowToday = ({ companyId }: { companyId: string }) => {
  const { t } = useTranslation();
  const shown = useRevealInSteps(3, 0, 1);
  return (
    <>
      {shown >= 1 ? <CurrentShopLinkCard /> : null}
      {shown >= 2 ? (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('pages.dashboard.catalogue')}
          </Title>
          {companyId ? <CatalogueCounts /> : <Skeleton h={96} />}
        </Stack>
      ) : null}
      {shown >= 3 ? (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('pages.dashboard.shortcuts')}
          </Title>
          <DashboardShortcuts />
        </Stack>
      ) : null}
    </>
  );
};
