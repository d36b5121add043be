import {
  type Courier,
  deliveryStartVariables,
  planWaybillSend,
  renderOrderNotification,
  type WaybillSendRow,
} from '@jumun/shared';
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';
import { toSaveProblem } from '../../../lib/save-problem';
import { sendWaybills } from '../api/waybills.api';
import { useLiveWaybills } from '../hooks/use-live-waybills';
import { useOrderMatches } from '../hooks/use-order-matches';
import { invoicesText } from '../i18n';
import { WaybillHistory } from './waybill-history';
import { WaybillSendResult } from './waybill-send-result';

/** The shop's parcel orders this message's parcels would ship (moved to 배송 중 by the send). */
const MatchedOrders = ({ numbers }: { numbers: number[] }) => {
  const { t } = invoicesText.useT();
  if (numbers.length === 0) return null;
  return (
    <Text size="xs" c="grape" fw={600} mb={4}>
      {t('sending.matchedOrders', { numbers: numbers.map((number) => `#${number}`).join(', ') })}
    </Text>
  );
};

/** Previews shown at once; the rest are counted (a 5,000-row paste must stay responsive). */
const PREVIEW_LIMIT = 30;

/**
 * The send path both waybill pages share (issue 13): the exact message each customer gets (the shared renderer the
 * outbox and 설정 use, so the preview is what is sent), the send, its per-row results live, and the history.
 */
export const WaybillSendPanel = ({ rows, courier }: { rows: WaybillSendRow[]; courier: Courier }) => {
  const { t } = invoicesText.useT();
  const { companyId, company, canOperate } = useCurrentCompany();
  const queryClient = useQueryClient();
  const [sendId, setSendId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useLiveWaybills(companyId);

  const plan = useMemo(() => planWaybillSend({ courier, rows }), [courier, rows]);
  const matched = useOrderMatches(companyId, courier, rows, plan);
  const shopName = company?.businessInfo.shopName ?? '';
  const hasTemplate = Boolean(company?.kakaoInfo.noticeCodeDeliveryStart);

  // One Idempotency-Key per set of rows: a retry after a lost answer or a second tap answers the first send
  // instead of messaging every customer again. Other rows (or another courier) get a new key.
  const lastSend = useRef<{ body: string; key: string } | null>(null);
  const keyFor = (body: string) => {
    if (lastSend.current?.body !== body) lastSend.current = { body, key: newIdempotencyKey() };
    return lastSend.current.key;
  };
  const send = useMutation({
    mutationFn: () => {
      const request = { courier, rows };
      return sendWaybills(companyId, request, keyFor(JSON.stringify(request)));
    },
    onSuccess: (detail) => {
      setProblem(null);
      setSendId(detail.id);
      queryClient.setQueryData(queryKeys.waybillSend.detail(detail.id, { companyId }), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.waybillSend.lists() });
    },
    onError: (error) => setProblem(toSaveProblem(error).message),
  });

  return (
    <Stack gap="md">
      {rows.length > 0 ? (
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{t('sending.previewTitle')}</Text>
              <Group gap="xs">
                <Badge variant="light">{t('sending.messageCount', { count: plan.groups.length })}</Badge>
                {matched.size > 0 ? (
                  <Badge color="grape" variant="light" data-testid="waybill-matched-count">
                    {t('sending.matchedCount', { count: matched.size })}
                  </Badge>
                ) : null}
                {plan.refused.length > 0 ? (
                  <Badge color="red" variant="light">
                    {t('sending.refusedCount', { count: plan.refused.length })}
                  </Badge>
                ) : null}
              </Group>
            </Group>
            {hasTemplate ? null : (
              <Alert color="yellow" variant="light">
                {t('sending.noTemplate')}
              </Alert>
            )}
            {plan.groups.slice(0, PREVIEW_LIMIT).map((group) => (
              <Card
                key={group.phone}
                withBorder
                padding="sm"
                bg="var(--mantine-color-gray-light)"
                data-testid="waybill-preview"
              >
                <Text size="xs" c="dimmed" mb={4}>
                  {group.phone}
                  {group.parcels.length > 1
                    ? ` · ${t('sending.parcelCount', { count: group.parcels.length })}`
                    : ''}
                </Text>
                <MatchedOrders numbers={group.lines.flatMap((line) => matched.get(line) ?? [])} />
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                  {renderOrderNotification(
                    'waybillShipped',
                    { shopName, orderNumber: 0, delivery: deliveryStartVariables(group) },
                    company?.kakaoInfo.templateTexts,
                  )}
                </Text>
              </Card>
            ))}
            {plan.groups.length > PREVIEW_LIMIT ? (
              <Text size="sm" c="dimmed">
                {t('sending.moreMessages', { count: plan.groups.length - PREVIEW_LIMIT })}
              </Text>
            ) : null}
            {plan.refused.length > 0 ? (
              <Text size="sm" c="red">
                {plan.refused
                  .slice(0, 20)
                  .map((row) =>
                    t('sending.refusedLine', {
                      line: row.line,
                      reason: t(`refusal.${row.reason}`),
                    }),
                  )
                  .join(' · ')}
              </Text>
            ) : null}
          </Stack>
        </Card>
      ) : null}
      {canOperate ? null : (
        <Alert color="blue" variant="light">
          {t('sending.readOnly')}
        </Alert>
      )}
      {problem ? (
        <Alert color="red" variant="light">
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button
          leftSection={<IconSend size={16} />}
          disabled={!canOperate || plan.groups.length === 0}
          loading={send.isPending}
          onClick={() => send.mutate()}
        >
          {t('sending.button', { count: plan.groups.length })}
        </Button>
      </Group>
      {sendId ? <WaybillSendResult sendId={sendId} /> : null}
      <WaybillHistory selectedId={sendId} onSelect={setSendId} />
    </Stack>
  );
};
