import { formatWon, type Order } from '@jumun/shared';
import { Anchor, Badge, Button, Divider, Drawer, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { ordersText, statusLabel } from '../i18n';
import { formatSeoulTime } from '../utils/times';
import { OrderNotifications } from './order-notifications';
import type { SlipKind } from './print-slip';

type Row = { label: string; value: string; strong?: boolean };

const AmountRows = ({ rows }: { rows: Row[] }) => (
  <Stack gap={4}>
    {rows.map((row) => (
      <Group key={row.label} justify="space-between">
        <Text size="sm" c={row.strong ? undefined : 'dimmed'} fw={row.strong ? 700 : 400}>
          {row.label}
        </Text>
        <Text size="sm" fw={row.strong ? 700 : 400}>
          {row.value}
        </Text>
      </Group>
    ))}
  </Stack>
);

/**
 * Everything about one order (issue 12 §5): lines with options, the customer's request, amounts, payment, the
 * delivery address and distance, and every transition with who made it. "영수증 인쇄" opens the browser's print
 * dialog on this panel (print.css narrows it to an 80 mm receipt).
 */
type OrderDetailDrawerProps = {
  order: Order | null;
  onClose: () => void;
  onPrint: (order: Order, kind: SlipKind) => void;
};

export const OrderDetailDrawer = ({ order, onClose, onPrint }: OrderDetailDrawerProps) => {
  const { t } = ordersText.useT();
  if (!order) return null;
  const { amounts } = order;
  const rows: Row[] = [
    { label: t('detail.cartTotal'), value: formatWon(amounts.cartTotalWithOptions) },
    ...(amounts.deliveryFee > 0
      ? [{ label: t('detail.deliveryFee'), value: formatWon(amounts.deliveryFee) }]
      : []),
    ...(amounts.discountTotal > 0
      ? [{ label: t('detail.discount'), value: `−${formatWon(amounts.discountTotal)}` }]
      : []),
    { label: t('detail.payable'), value: formatWon(amounts.payableAmount), strong: true },
  ];
  const address = order.delivery.address;
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="md"
      title={
        <Title order={2} fz="lg">
          {t('detail.title', { number: order.orderNumber })}
        </Title>
      }
    >
      <Stack gap="md" data-testid="order-detail">
        <Group gap="xs">
          <Badge variant="light">{t(`orderType.${order.orderType}`)}</Badge>
          <Badge variant="outline">{statusLabel(t, order.processStatus, order.orderType)}</Badge>
          <Text size="sm" c="dimmed">
            {formatSeoulTime(order.dateCreated)}
          </Text>
        </Group>

        <Stack gap={6}>
          <Text fw={700}>{t('detail.lines')}</Text>
          {order.lines.map((line) => (
            <Group key={line.lineIndex} justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {line.productName} {t('card.quantity', { count: line.quantity })}
                </Text>
                {line.options.map((option) => (
                  <Text key={`${option.optionId}-${option.selectedValue}`} size="xs" c="dimmed">
                    {option.optionName}: {option.selectedValue}
                    {option.price > 0 ? ` (+${formatWon(option.price)})` : ''}
                  </Text>
                ))}
              </Stack>
              <Text size="sm">{formatWon(line.lineTotal)}</Text>
            </Group>
          ))}
        </Stack>

        <Stack gap={4}>
          <Text fw={700}>{t('detail.memo')}</Text>
          <Text size="sm" c={order.customerMemo ? undefined : 'dimmed'}>
            {order.customerMemo || t('detail.noMemo')}
          </Text>
        </Stack>

        <Divider />
        <AmountRows rows={rows} />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('detail.payment')}
          </Text>
          <Text size="sm">
            {t(`paymentMethod.${order.paymentMethod}`)} · {t(`payStatus.${order.orderStatus}`)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('detail.customer')}
          </Text>
          <Text size="sm">{order.customer.phone}</Text>
        </Group>
        {address ? (
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('detail.address')}
            </Text>
            <Text size="sm">
              {[address.road_address_name || address.address_name, address.detailAddress]
                .filter(Boolean)
                .join(' ')}
            </Text>
            {address.recipientName || address.recipientPhone ? (
              <Text size="sm">
                {t('detail.recipient', { name: address.recipientName, phone: address.recipientPhone })}
              </Text>
            ) : null}
            {order.waybill ? (
              <Group gap="xs" data-testid="order-waybill">
                <Text size="sm">
                  {t('detail.waybill', {
                    courier: order.waybill.courierName,
                    number: order.waybill.trackingNumber,
                  })}
                </Text>
                <Anchor href={order.waybill.trackingUrl} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('detail.track')}
                </Anchor>
              </Group>
            ) : null}
            {order.delivery.distanceMeters !== null ? (
              <Text size="xs" c="dimmed">
                {t('detail.distance', { km: (order.delivery.distanceMeters / 1000).toFixed(1) })}
              </Text>
            ) : null}
          </Stack>
        ) : null}

        <Divider />
        <Text fw={700}>{t('detail.timeline')}</Text>
        <Timeline active={order.transitions.length} bulletSize={14} lineWidth={2}>
          {order.transitions.map((step) => (
            <Timeline.Item
              key={`${step.axis}-${step.at}-${step.to}`}
              title={
                step.axis === 'process'
                  ? statusLabel(t, step.to as Order['processStatus'], order.orderType)
                  : t(`payStatus.${step.to}`)
              }
            >
              <Text size="xs" c="dimmed">
                {formatSeoulTime(step.at)} · {t('detail.by', { name: step.actor.name })}
                {step.prepMinutes !== null ? ` · ${t('detail.prep', { minutes: step.prepMinutes })}` : ''}
                {step.cancelReason ? ` · ${t(`cancelReason.${step.cancelReason}`)}` : ''}
                {step.cancelReasonText ? ` (${step.cancelReasonText})` : ''}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>

        <Divider />
        <Text fw={700}>{t('detail.notifications')}</Text>
        <OrderNotifications companyId={order.companyId} orderId={order.id} />

        <Group grow>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} />}
            onClick={() => onPrint(order, 'kitchen')}
          >
            {t('print.kitchen')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} />}
            onClick={() => onPrint(order, 'receipt')}
          >
            {t('print.receipt')}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
};
