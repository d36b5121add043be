import { formatDailyOrderNumber, formatSeoulHhmm, type Order } from '@jumun/shared';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { href } from '../../../../config/paths';
import { Link, useNavigate } from '../../../../lib/router';
import { cartStore } from '../../cart/utils/cart-store';
import { useOrderT } from '../../order-i18n';
import { useWon } from '../../shop/hooks/use-won';
import { useStatusText } from '../hooks/use-status-text';
import { reorderLines } from '../utils/reorder';

/** One past order: number, time, status, what and how much; 다시 담기 puts its lines back in the cart (re-checked). */
export const OrderHistoryItem = ({ order }: { order: Order }) => {
  const { t } = useOrderT();
  const won = useWon();
  const status = useStatusText();
  const navigate = useNavigate();
  const [first] = order.lines;
  const summary = first
    ? order.lines.length > 1
      ? t('orders.linesSummary', { name: first.productName, count: order.lines.length - 1 })
      : first.productName
    : '';
  const reorder = () => {
    for (const line of reorderLines(order)) cartStore.add(order.companyId, line);
    cartStore.setOrderType(order.companyId, order.orderType);
    navigate(href('user-companyId-cart', { companyId: order.companyId }));
  };
  return (
    <li
      style={{ padding: 16, borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid="history-order"
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Anchor
            component={Link}
            to={href('user-companyId-orders-orderId', { companyId: order.companyId, orderId: order.id })}
            fw={800}
            fz={17}
            c="inherit"
          >
            {t('orders.numberShort', { number: formatDailyOrderNumber(order.orderNumber) })} ·{' '}
            {formatSeoulHhmm(new Date(order.dateCreated))}
          </Anchor>
          <Text fw={700} c={order.processStatus === 'cancelled' ? 'red' : 'green'}>
            {status.process(order.processStatus, order.orderType)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`storefront:shop.orderType.${order.orderType}`)} · {summary}
        </Text>
        <Group justify="space-between">
          <Text fw={700}>{won(order.amounts.payableAmount)}</Text>
          <Button variant="light" size="sm" onClick={reorder}>
            {t('orders.reorder')}
          </Button>
        </Group>
      </Stack>
    </li>
  );
};
