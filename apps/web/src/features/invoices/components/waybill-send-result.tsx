import type { WaybillRowState, WaybillSendRowResult } from '@jumun/shared';
import { Alert, Badge, Button, Card, Group, Table, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { queryKeys } from '../../../lib/query-keys';
import { toSaveProblem } from '../../../lib/save-problem';
import { resendFailedWaybills, waybillSendQueryOptions } from '../api/waybills.api';
import { invoicesText } from '../i18n';

export const STATE_COLORS: Record<WaybillRowState, string> = {
  refused: 'red',
  queued: 'gray',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};

const whyOf = (t: (key: string) => string, row: WaybillSendRowResult) =>
  row.reason ? t(`refusal.${row.reason}`) : row.providerAnswer;

/** One send's rows with their result (발송 대기 → 발송 완료 / 발송 실패 with the provider's reason), live. */
export const WaybillSendResult = ({ sendId }: { sendId: string }) => {
  const { t } = invoicesText.useT();
  const { companyId, canOperate } = useCurrentCompany();
  const queryClient = useQueryClient();
  const { data, error } = useQuery(waybillSendQueryOptions(companyId, sendId));
  const resend = useMutation({
    mutationFn: () => resendFailedWaybills(companyId, sendId),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.waybillSend.detail(sendId, { companyId }), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.waybillSend.lists() });
    },
  });
  if (error) return <Alert color="red">{toSaveProblem(error).message}</Alert>;
  if (!data) return null;
  const shippedCount = data.rows.filter((row) => row.order).length;
  return (
    <Card withBorder padding={0} data-testid="waybill-send-result">
      <Group justify="space-between" p="sm" gap="xs">
        <Text fw={600}>{t('sending.resultTitle')}</Text>
        <Group gap="xs">
          {(['sent', 'queued', 'failed', 'refused'] as const).map((state) =>
            data.counts[state] > 0 ? (
              <Badge key={state} color={STATE_COLORS[state]} variant="light">
                {t(`state.${state}`)} {data.counts[state]}
              </Badge>
            ) : null,
          )}
          {shippedCount > 0 ? (
            <Badge color="grape" variant="light">
              {t('sending.shippedCount', { count: shippedCount })}
            </Badge>
          ) : null}
          {data.counts.failed > 0 && canOperate ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              loading={resend.isPending}
              onClick={() => resend.mutate()}
            >
              {t('sending.resendFailed')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {resend.error ? <Alert color="red">{toSaveProblem(resend.error).message}</Alert> : null}
      <Table.ScrollContainer minWidth={760} mah={480}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('line')}</Table.Th>
              <Table.Th>{t('name')}</Table.Th>
              <Table.Th>{t('phone')}</Table.Th>
              <Table.Th>{t('trackingNumber')}</Table.Th>
              <Table.Th>{t('sending.result')}</Table.Th>
              <Table.Th>{t('sending.order')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rows.slice(0, 500).map((row) => (
              <Table.Tr key={row.line} data-testid="waybill-result-row">
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.phone}</Table.Td>
                <Table.Td>{row.trackingNumber}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Badge color={STATE_COLORS[row.state]} variant="light" style={{ flexShrink: 0 }}>
                      {t(`state.${row.state}`)}
                    </Badge>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {whyOf(t, row)}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  {row.order ? (
                    <Badge color="grape" variant="light" data-testid="waybill-result-order">
                      {t('sending.shippedOrder', { number: row.order.orderNumber })}
                    </Badge>
                  ) : (
                    <Text size="xs" c="dimmed">
                      {row.reason ? '' : t('sending.noOrder')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
};
