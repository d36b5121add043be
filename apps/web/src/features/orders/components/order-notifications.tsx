import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { orderNotificationsQueryOptions } from '../api/orders.api';
import { ordersText } from '../i18n';
import { formatSeoulTime } from '../utils/times';

const STATE_COLORS = { queued: 'gray', sending: 'blue', sent: 'green', failed: 'red' } as const;

/** The order's customer messages with their real state: queued, sent (and how), or failed with the answer. */
export const OrderNotifications = ({ companyId, orderId }: { companyId: string; orderId: string }) => {
  const { t } = ordersText.useT();
  const query = useQuery(orderNotificationsQueryOptions(companyId, orderId));
  if (query.isPending) return <Loader size="sm" />;
  const rows = query.data ?? [];
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('detail.noNotifications')}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="order-notifications">
      {rows.map((row) => (
        <Stack key={row.id} gap={2}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t(`notificationEvent.${row.event}`)}
            </Text>
            <Badge size="sm" variant="light" color={STATE_COLORS[row.state]}>
              {t(`notificationState.${row.state}`)}
            </Badge>
            {row.channel ? (
              <Text size="xs" c="dimmed">
                {t(`notificationChannel.${row.channel}`, { defaultValue: row.channel })}
                {row.dateSent ? ` · ${formatSeoulTime(row.dateSent)}` : ''}
              </Text>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {row.message}
          </Text>
          {row.state !== 'sent' && row.providerAnswer ? (
            <Text size="xs" c="red">
              {row.providerAnswer} · {t('detail.attempts', { count: row.attempts })}
            </Text>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
};
