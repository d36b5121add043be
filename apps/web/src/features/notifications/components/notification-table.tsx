import type { CompanyNotification } from '@jumun/shared';
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { notificationsText } from '../i18n';
import { formatNotificationTime } from '../utils/notification-time';

const STATE_COLORS = { queued: 'gray', sending: 'blue', sent: 'green', failed: 'red' } as const;

type NotificationTableProps = {
  rows: CompanyNotification[];
  canResend: boolean;
  resendingId: string | null;
  onResend: (row: CompanyNotification) => void;
};

/** One row per message: when, what (and its text), to whom (masked), how, and the result with the provider's answer. */
export const NotificationTable = ({ rows, canResend, resendingId, onResend }: NotificationTableProps) => {
  const { t } = notificationsText.useT();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" aria-label={t('table.label')} data-testid="notification-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>{t('table.when')}</Table.Th>
            <Table.Th>{t('table.what')}</Table.Th>
            <Table.Th w={130}>{t('table.to')}</Table.Th>
            <Table.Th w={90}>{t('table.how')}</Table.Th>
            <Table.Th w={180}>{t('table.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const time = formatNotificationTime(row.dateCreated);
            const event = t(`event.${row.event}`);
            return (
              <Table.Tr key={row.id} data-testid="notification-row" data-state={row.state}>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {time}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {event}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={3}>
                    {row.message}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {row.phone}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {row.channel ? t(`channel.${row.channel}`, { defaultValue: row.channel }) : '–'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Badge variant="light" color={STATE_COLORS[row.state]}>
                      {t(`state.${row.state}`)}
                    </Badge>
                    {row.providerAnswer ? (
                      <Text size="xs" c={row.state === 'sent' ? 'dimmed' : 'red'}>
                        {row.providerAnswer}
                      </Text>
                    ) : null}
                    {row.attempts > 1 ? (
                      <Text size="xs" c="dimmed">
                        {t('attempts', { count: row.attempts })}
                      </Text>
                    ) : null}
                    {row.state === 'failed' && canResend ? (
                      <Button
                        size="compact-sm"
                        variant="light"
                        color="red"
                        loading={resendingId === row.id}
                        aria-label={t('resendLabel', { time, event })}
                        onClick={() => onResend(row)}
                      >
                        {t('resend')}
                      </Button>
                    ) : null}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
