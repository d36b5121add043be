import {
  availableProcessActions,
  formatWon,
  isAwaitingOnlinePayment,
  type Order,
  PROCESS_STATUS_COLORS,
  type ProcessStatus,
} from '@jumun/shared';
import { Badge, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { actionLabel, ordersText, statusLabel } from '../i18n';
import type { PendingChange } from '../utils/status-queue';
import { formatSeoulTime, minutesSince } from '../utils/times';

export type OrderCardActions = {
  onAccept: (order: Order) => void;
  onCancel: (order: Order) => void;
  onAdvance: (order: Order, to: ProcessStatus) => void;
  onConfirmPayment: (order: Order) => void;
  onOpen: (order: Order) => void;
};

type OrderCardProps = OrderCardActions & { order: Order; pending: PendingChange | undefined; now: number };

/** One order on the board: who, what, how much, how long ago, and the buttons the shared table allows. */
export const OrderCard = ({ order, pending, now, ...actions }: OrderCardProps) => {
  const { t } = ordersText.useT();
  const targets = availableProcessActions(order);
  const forward = targets.filter((to) => to !== 'cancelled');
  const [next, ...skips] = forward;
  const canCancel = targets.includes('cancelled');
  const isWaiting = order.processStatus === 'waitingConfirm';
  const awaitingPayment = isAwaitingOnlinePayment(order);
  const isUnpaidAtShop =
    (order.paymentMethod === 'onsite' || order.paymentMethod === 'bank') && order.orderStatus === 'pending';
  const minutes = minutesSince(order.dateCreated, now);
  const disabled = pending !== undefined;

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="order-card"
      data-order-number={order.orderNumber}
      data-status={order.processStatus}
      style={
        isWaiting && !awaitingPayment
          ? { borderColor: 'var(--mantine-color-yellow-6)', borderWidth: 2 }
          : undefined
      }
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap">
            <Text fz={26} fw={800} lh={1}>
              {t('card.number', { number: order.orderNumber })}
            </Text>
            <Badge variant="light" color="blue" size="lg">
              {t(`orderType.${order.orderType}`)}
            </Badge>
          </Group>
          <Stack gap={2} align="flex-end">
            <Badge color={PROCESS_STATUS_COLORS[order.processStatus]} variant="filled" autoContrast>
              {statusLabel(t, order.processStatus, order.orderType)}
            </Badge>
            <Text size="xs" c="dimmed">
              {minutes < 1 ? t('card.justNow') : t('card.ago', { minutes })}
            </Text>
          </Stack>
        </Group>

        <Stack gap={2}>
          {order.lines.map((line) => (
            <Text key={line.lineIndex} size="md" fw={600}>
              {line.productName} {t('card.quantity', { count: line.quantity })}
              {line.options.length > 0 ? (
                <Text span size="sm" c="dimmed" fw={400}>
                  {' '}
                  · {line.options.map((option) => option.selectedValue).join(', ')}
                </Text>
              ) : null}
            </Text>
          ))}
        </Stack>
        {order.customerMemo ? (
          <Text size="sm" bg="var(--mantine-color-yellow-light)" px="xs" py={4} style={{ borderRadius: 6 }}>
            {order.customerMemo}
          </Text>
        ) : null}

        <Group justify="space-between" wrap="nowrap">
          <Group gap={6}>
            <Text fw={700}>{formatWon(order.amounts.payableAmount)}</Text>
            <Badge variant="outline" color={order.orderStatus === 'completed' ? 'green' : 'gray'} size="sm">
              {t(`paymentMethod.${order.paymentMethod}`)} ·{' '}
              {awaitingPayment ? t('card.awaitingPayment') : t(`payStatus.${order.orderStatus}`)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {t('card.phone', { suffix: order.customer.phoneSuffix })}
          </Text>
        </Group>
        {order.processStatus === 'cancelled' && (order.cancelReasonText || order.cancelReason) ? (
          <Text size="sm" c="red" fw={600} data-testid="cancel-reason">
            {t('card.cancelReason', {
              reason: order.cancelReasonText || t(`cancelReason.${order.cancelReason}`),
            })}
          </Text>
        ) : null}
        {order.estimatedReadyAt && !['completed', 'cancelled'].includes(order.processStatus) ? (
          <Text size="sm" c="blue" fw={600}>
            {t('card.readyAt', { time: formatSeoulTime(order.estimatedReadyAt) })}
          </Text>
        ) : null}

        {pending ? (
          <Text size="sm" c="orange" fw={600} role="status" data-testid="pending-change">
            {pending.state === 'waiting' ? t('card.pending') : t('card.sending')}
          </Text>
        ) : null}

        {/* The decision first, full width and large for a finger; the rest underneath. */}
        <Group gap="xs" wrap="nowrap" grow>
          {isWaiting && !awaitingPayment ? (
            <>
              <Button
                size="lg"
                color="red"
                variant="light"
                disabled={disabled}
                onClick={() => actions.onCancel(order)}
              >
                {t('card.reject')}
              </Button>
              <Button size="lg" disabled={disabled} onClick={() => actions.onAccept(order)}>
                {t('card.accept')}
              </Button>
            </>
          ) : null}
          {!isWaiting && next ? (
            <Button size="lg" disabled={disabled} onClick={() => actions.onAdvance(order, next)}>
              {actionLabel(t, order.processStatus, next, order.orderType)}
            </Button>
          ) : null}
        </Group>
        <Group gap="xs" wrap="wrap">
          {isUnpaidAtShop && order.processStatus !== 'cancelled' ? (
            <Button size="sm" variant="light" color="green" onClick={() => actions.onConfirmPayment(order)}>
              {t('card.confirmPayment')}
            </Button>
          ) : null}
          <Button size="sm" variant="default" onClick={() => actions.onOpen(order)}>
            {t('card.details')}
          </Button>
          {!isWaiting && order.processStatus !== 'cancelled' && (skips.length > 0 || canCancel) ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  size="sm"
                  variant="default"
                  disabled={disabled}
                  rightSection={<IconChevronDown size={14} />}
                >
                  {t('card.more')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {skips.map((to) => (
                  <Menu.Item key={to} onClick={() => actions.onAdvance(order, to)}>
                    {actionLabel(t, order.processStatus, to, order.orderType)}
                  </Menu.Item>
                ))}
                {targets.includes('cancelled') ? (
                  <Menu.Item color="red" onClick={() => actions.onCancel(order)}>
                    {t('card.cancel')}
                  </Menu.Item>
                ) : null}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
};
