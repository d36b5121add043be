import {
  type DashboardToday,
  formatCount,
  formatWon,
  NOTIFICATION_UPDATED_EVENT,
  ORDER_EVENTS,
  PROCESS_STATUSES,
} from '@jumun/shared';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { href } from '../../../config/paths';
import { useAfterFirstPaint } from '../../../hooks/use-reveal-in-steps';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { queryKeys } from '../../../lib/query-keys';
import { Link } from '../../../lib/router';
import { problemMessage } from '../../../lib/save-problem';
import { listenToAdminStream } from '../../../lib/sync/admin-streams';
import { dashboardTodayQueryOptions, restoreOptionItem, restoreProduct } from '../api/dashboard-today';
import { businessTodayText } from '../i18n';

type Translate = ReturnType<typeof businessTodayText.useT>['t'];
/** A sold-out product or option item, with the save that puts it back on sale. */
type SoldOutEntry = { key: string; name: string; save: () => Promise<unknown> };

/** Order and message events re-read today's figures (the stream is a hint, the API the truth — decision 004). */
const useLiveToday = (companyId: string) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!companyId) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    const listener = listenToAdminStream(companyId, {
      onEvent: (event) => {
        if (
          event === ORDER_EVENTS.orderCreated ||
          event === ORDER_EVENTS.orderUpdated ||
          event === NOTIFICATION_UPDATED_EVENT
        )
          refresh();
      },
      onConnectionChange: (isConnected) => {
        if (isConnected) refresh();
      },
    });
    return () => listener.stop();
  }, [companyId, queryClient]);
};

const Change = ({ now, before, t }: { now: number; before: number; t: Translate }) => {
  if (before === 0 || now === before)
    return (
      <Text size="xs" c="dimmed">
        {now === before ? t('same') : ''}
      </Text>
    );
  const percent = Math.round(((now - before) / before) * 100);
  return (
    <Text size="xs" c={percent >= 0 ? 'green' : 'red'}>
      {t(percent >= 0 ? 'up' : 'down', { value: Math.abs(percent) })}
    </Text>
  );
};

const Figure = ({
  label,
  value,
  lastWeek,
  now,
  before,
  t,
  testId,
}: {
  label: string;
  value: string;
  lastWeek: string;
  now: number;
  before: number;
  t: Translate;
  testId: string;
}) => (
  <Card withBorder padding="md">
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text fz={24} fw={700} data-testid={testId}>
      {value}
    </Text>
    <Group gap={6}>
      <Change now={now} before={before} t={t} />
      <Text size="xs" c="dimmed">
        {t('lastWeek', { value: lastWeek })}
      </Text>
    </Group>
  </Card>
);

const Body = ({
  data,
  t,
  companyId,
  canOperate,
}: {
  data: DashboardToday;
  t: Translate;
  companyId: string;
  canOperate: boolean;
}) => {
  const queryClient = useQueryClient();
  const isRestReady = useAfterFirstPaint();
  const [restoring, setRestoring] = useState<string | null>(null);
  const soldOut: SoldOutEntry[] = [
    ...data.soldOut.map((product) => ({
      key: product.id,
      name: product.name,
      save: () => restoreProduct(companyId, product.id),
    })),
    ...data.soldOutOptionItems.map((option) => ({
      key: `${option.optionId}:${option.item}`,
      name: `${option.optionName} · ${option.item}`,
      save: () => restoreOptionItem(companyId, option.optionId, option.item),
    })),
  ];
  const restore = async ({ key, name, save }: SoldOutEntry) => {
    setRestoring(key);
    try {
      await save();
      notifications.show({ color: 'green', message: t('restored', { name }) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: t('restoreFailed', { message: problemMessage(error) }),
      });
    } finally {
      setRestoring(null);
    }
  };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure
          label={t('sales')}
          value={formatWon(data.today.salesAmount)}
          lastWeek={formatWon(data.lastWeek.salesAmount)}
          now={data.today.salesAmount}
          before={data.lastWeek.salesAmount}
          t={t}
          testId="today-sales"
        />
        <Figure
          label={t('count')}
          value={formatCount(data.today.orderCount)}
          lastWeek={formatCount(data.lastWeek.orderCount)}
          now={data.today.orderCount}
          before={data.lastWeek.orderCount}
          t={t}
          testId="today-count"
        />
        <Figure
          label={t('average')}
          value={formatWon(data.today.averageAmount)}
          lastWeek={formatWon(data.lastWeek.averageAmount)}
          now={data.today.averageAmount}
          before={data.lastWeek.averageAmount}
          t={t}
          testId="today-average"
        />
      </SimpleGrid>
      {isRestReady ? (
        <Rest
          data={data}
          t={t}
          soldOut={soldOut}
          canOperate={canOperate}
          restoring={restoring}
          restore={restore}
        />
      ) : null}
    </Stack>
  );
};

/** Below the three figures (below a phone's first screen): statuses, late orders, sold-out items, failed messages. */
const Rest = ({
  data,
  t,
  soldOut,
  canOperate,
  restoring,
  restore,
}: {
  data: DashboardToday;
  t: Translate;
  soldOut: SoldOutEntry[];
  /** 판매 재개 is a sold-out switch, which 직원 may also turn (the catalogue's canSoldOut). */
  canOperate: boolean;
  restoring: string | null;
  restore: (entry: SoldOutEntry) => Promise<void>;
}) => (
  <>
    <Card withBorder padding="md">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('byStatus')}</Text>
        <Anchor component={Link} to={href('admin-orders')} size="sm">
          {t('openBoard')}
        </Anchor>
      </Group>
      <Group gap="xs">
        {PROCESS_STATUSES.filter((status) => data.byProcessStatus[status] > 0).map((status) => (
          <Badge
            key={status}
            component={Link}
            to={`${href('admin-orders')}?status=${status}`}
            variant="light"
            size="lg"
            style={{ cursor: 'pointer' }}
            data-testid={`today-status-${status}`}
          >
            {t(`status.${status}`)} {data.byProcessStatus[status]}
          </Badge>
        ))}
      </Group>
    </Card>
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <Card withBorder padding="md">
        <Text fw={600} mb="xs">
          {t('waitingTooLong', { minutes: data.escalationMinutes })}
        </Text>
        {data.waitingTooLong.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noneWaiting')}
          </Text>
        ) : (
          <Stack gap={4}>
            {data.waitingTooLong.map((order) => (
              <Anchor key={order.orderId} component={Link} to={href('admin-orders')} c="red" size="sm">
                {t('waitingOrder', { number: order.orderNumber, minutes: order.waitingMinutes })}
              </Anchor>
            ))}
          </Stack>
        )}
      </Card>
      <Card withBorder padding="md">
        <Text fw={600} mb="xs">
          {t('soldOut')}
        </Text>
        {soldOut.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noneSoldOut')}
          </Text>
        ) : (
          <Stack gap={4}>
            {soldOut.map((item) => (
              <Group key={item.key} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" truncate>
                  {item.name}
                </Text>
                <Button
                  size="compact-xs"
                  variant="light"
                  disabled={!canOperate}
                  loading={restoring === item.key}
                  aria-label={`${item.name} ${t('restore')}`}
                  onClick={() => void restore(item)}
                >
                  {t('restore')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
      <Card withBorder padding="md">
        <Text fw={600} mb="xs">
          {t('failedNotifications')}
        </Text>
        {data.failedNotifications > 0 ? (
          <Anchor
            component={Link}
            to={`${href('admin-notifications')}?state=failed`}
            fz={22}
            fw={700}
            c="red"
            display="block"
            aria-label={t('failedLink', { count: data.failedNotifications })}
            data-testid="today-failed"
          >
            {t('failedCount', { count: data.failedNotifications })}
          </Anchor>
        ) : (
          <Text fz={22} fw={700} data-testid="today-failed">
            {t('failedCount', { count: data.failedNotifications })}
          </Text>
        )}
        {/* Apart enough for a finger (axe target-size: 24 px, or room around a smaller link). */}
        <Stack gap="xs" mt={4}>
          <Anchor component={Link} to={href('admin-notifications')} size="sm">
            {t('allNotifications')}
          </Anchor>
          <Anchor component={Link} to={href('admin-company-edit-business-hours')} size="sm">
            {t('pauseSettings')}
          </Anchor>
        </Stack>
      </Card>
    </SimpleGrid>
  </>
);

/** The dashboard's "today" (issue 13): sales against last week, statuses, late orders, sold-out items, failures. */
export const TodayBusiness = () => {
  const { t } = businessTodayText.useT();
  const { companyId, canOperate } = useCurrentCompany();
  useLiveToday(companyId);
  const { data, error } = useQuery(dashboardTodayQueryOptions(companyId));
  return (
    <Stack gap="sm">
      {/* What the figures count, under the title from the first render: it does not wait for them, and nothing it
          depends on can move it when they arrive. */}
      <div>
        <Title order={2} fz="lg">
          {t('title')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('paidOnly')}
        </Text>
      </div>
      {error ? <Alert color="red">{t('loadFailed')}</Alert> : null}
      {data ? (
        <Body data={data} t={t} companyId={companyId} canOperate={canOperate} />
      ) : error ? null : (
        <Skeleton h={160} />
      )}
    </Stack>
  );
};
