import { type CompanyNotification, NOTIFICATION_FILTERS, type NotificationFilter } from '@jumun/shared';
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { queryKeys } from '../../../lib/query-keys';
import { useSearchParams } from '../../../lib/router';
import { problemMessage } from '../../../lib/save-problem';
import { notificationsQueryOptions, resendNotification } from '../api/notifications.api';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { notificationsText } from '../i18n';
import { NotificationTable } from './notification-table';

const isFilter = (value: string | null): value is NotificationFilter =>
  (NOTIFICATION_FILTERS as readonly string[]).includes(value ?? '');

/**
 * /admin/notifications (issue 12): every message the company sent its customers (and its own phone), newest first,
 * with the state, the channel and the provider's answer; filtered by state in the URL (the dashboard links here with
 * `?state=failed`); a failed message can be sent again. Live: the list re-reads when the outbox says something moved.
 */
export const NotificationsPage = () => {
  const { t } = notificationsText.useT();
  const { companyId, can } = useCurrentCompany();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const stateParam = searchParams.get('state');
  const state = isFilter(stateParam) ? stateParam : null;
  const [resendingId, setResendingId] = useState<string | null>(null);
  useLiveNotifications(companyId);
  const query = useInfiniteQuery(notificationsQueryOptions(companyId, state));
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const canResend = can('operate');

  const resend = async (row: CompanyNotification) => {
    setResendingId(row.id);
    try {
      await resendNotification(companyId, row.id);
      notifications.show({ color: 'green', message: t('resent') });
    } catch (error) {
      notifications.show({ color: 'red', title: t('resendFailed'), message: problemMessage(error) });
    } finally {
      setResendingId(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.notification.all });
    }
  };

  return (
    <Stack gap="md">
      <PageHeader title={t('title')} description={t('description')} />
      <SegmentedControl
        aria-label={t('filter.label')}
        value={state ?? 'all'}
        onChange={(value) => setSearchParams(value === 'all' ? {} : { state: value }, { replace: true })}
        data={['all', ...NOTIFICATION_FILTERS].map((value) => ({ value, label: t(`filter.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {!canResend && state === 'failed' ? (
        <Alert color="gray" variant="light">
          {t('readOnly')}
        </Alert>
      ) : null}
      {query.isError ? (
        <Alert color="red" variant="light" title={t('loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{problemMessage(query.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {query.isPending && companyId ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : rows.length === 0 && !query.isError ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="notifications-empty">
          {t(`empty.${state ?? 'all'}`)}
        </Text>
      ) : rows.length > 0 ? (
        <NotificationTable
          rows={rows}
          canResend={canResend}
          resendingId={resendingId}
          onResend={(row) => void resend(row)}
        />
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="light"
          style={{ alignSelf: 'center' }}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('more')}
        </Button>
      ) : null}
    </Stack>
  );
};
