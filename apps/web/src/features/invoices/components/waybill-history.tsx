import { Badge, Card, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { waybillHistoryQueryOptions } from '../api/waybills.api';
import { invoicesText } from '../i18n';
import { STATE_COLORS } from './waybill-send-result';

const WHEN = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** Past sends with their results; choosing one shows its rows (and re-send of its failed rows). */
export const WaybillHistory = ({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (id: string) => void;
}) => {
  const { t } = invoicesText.useT();
  const { companyId } = useCurrentCompany();
  const { data = [] } = useQuery(waybillHistoryQueryOptions(companyId));
  if (data.length === 0) return null;
  return (
    <Card withBorder padding={0}>
      <Text fw={600} p="sm">
        {t('sending.historyTitle')}
      </Text>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Tbody>
          {data.map((send) => (
            <Table.Tr
              key={send.id}
              bg={send.id === selectedId ? 'var(--mantine-color-blue-light)' : undefined}
            >
              <Table.Td>
                <UnstyledButton onClick={() => onSelect(send.id)} w="100%">
                  <Group justify="space-between" gap="xs">
                    <Text size="sm">
                      {WHEN.format(new Date(send.dateCreated))} · {t(`couriers.${send.courier}`)} ·{' '}
                      {t('paste.rowCount', { count: send.rowCount })}
                    </Text>
                    <Group gap={4}>
                      {(['sent', 'queued', 'sending', 'failed', 'refused'] as const).map((state) =>
                        send.counts[state] > 0 ? (
                          <Badge key={state} size="sm" color={STATE_COLORS[state]} variant="light">
                            {t(`state.${state}`)} {send.counts[state]}
                          </Badge>
                        ) : null,
                      )}
                    </Group>
                  </Group>
                </UnstyledButton>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
};
