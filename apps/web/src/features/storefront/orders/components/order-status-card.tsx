import { formatDailyOrderNumber, formatSeoulHhmm, type Order } from '@jumun/shared';
import { Badge, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useOrderT } from '../../order-i18n';
import { useStatusText } from '../hooks/use-status-text';
import { orderProgress } from '../utils/order-progress';
import classes from './order-progress.module.css';

/** The big card of the order page: 주문번호, where the shop is with it (live), and when it will be ready. */
export const OrderStatusCard = ({ order }: { order: Order }) => {
  const { t } = useOrderT();
  const status = useStatusText();
  const steps = orderProgress(order);
  const isCancelled = order.processStatus === 'cancelled';
  return (
    <Paper withBorder radius="lg" p="lg" m="md" data-testid="order-status-card">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('orders.number')}
        </Text>
        <Text fz={40} fw={900} lh={1.1} data-testid="order-number">
          {formatDailyOrderNumber(order.orderNumber)}
        </Text>
        <Group gap={8} mt={8}>
          <Text fz={22} fw={800} role="status" aria-live="polite" data-testid="process-status">
            {status.process(order.processStatus, order.orderType)}
          </Text>
          <Badge variant="light" color={order.orderStatus === 'completed' ? 'green' : 'gray'} size="lg">
            {status.payment(order.orderStatus)}
          </Badge>
        </Group>
        {!isCancelled ? (
          <ol className={classes.steps} aria-label={t('orders.progress')}>
            {steps.map((step) => (
              <li key={step.status} className={classes.step} data-state={step.state}>
                <VisuallyHidden>
                  {status.process(step.status, order.orderType)} · {t(`orders.stepState.${step.state}`)}
                </VisuallyHidden>
              </li>
            ))}
          </ol>
        ) : null}
        {order.estimatedReadyAt && !isCancelled && order.processStatus !== 'completed' ? (
          <Text fw={600}>
            {t('orders.readyAt', { time: formatSeoulHhmm(new Date(order.estimatedReadyAt)) })}
          </Text>
        ) : null}
        {order.processStatus === 'waitingConfirm' ? (
          <Text size="sm" c="dimmed">
            {t('orders.waitingConfirm')}
          </Text>
        ) : null}
        {isCancelled ? (
          <Text size="sm" c="red">
            {t('orders.cancelled', {
              reason: order.cancelReasonText || status.cancelReason(order.cancelReason),
            })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
};
