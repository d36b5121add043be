import type { OrderQuote } from '@jumun/shared';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { useOrderT } from '../../order-i18n';
import { useWon } from '../../shop/hooks/use-won';

const Row = ({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) => (
  <Group justify="space-between" gap="xs">
    <Text size={strong ? 'md' : 'sm'} fw={strong ? 800 : 400} c={strong ? undefined : 'dimmed'}>
      {label}
    </Text>
    <Text size={strong ? 'lg' : 'sm'} fw={strong ? 800 : 600}>
      {value}
    </Text>
  </Group>
);

/** The breakdown of the shared quote (domain §5.3): the same figures the server charges. */
export const AmountSummary = ({ quote }: { quote: Pick<OrderQuote, 'amounts' | 'delivery' | 'rewards'> }) => {
  const { t } = useOrderT();
  const won = useWon();
  const { amounts, delivery, rewards } = quote;
  return (
    <Stack gap={8} data-testid="amount-summary">
      <Row label={t('checkout.amounts.items')} value={won(amounts.cartTotalWithOptions)} />
      {delivery.fee > 0 || delivery.minimumOrderAmount > 0 ? (
        <Row label={t('checkout.amounts.deliveryFee')} value={won(amounts.deliveryFee)} />
      ) : null}
      {amounts.couponDiscountTotal > 0 ? (
        <Row label={t('checkout.amounts.coupons')} value={`−${won(amounts.couponDiscountTotal)}`} />
      ) : null}
      {amounts.pointDiscountTotal > 0 ? (
        <Row label={t('checkout.amounts.points')} value={`−${won(amounts.pointDiscountTotal)}`} />
      ) : null}
      <Divider my={4} />
      <Group justify="space-between">
        <Text fw={800}>{t('checkout.amounts.payable')}</Text>
        <Text fw={800} fz={22} data-testid="payable-amount">
          {won(amounts.payableAmount)}
        </Text>
      </Group>
      {rewards.stamp > 0 || rewards.point > 0 ? (
        <Text size="sm" c="green">
          {rewards.stamp > 0
            ? t('checkout.amounts.stampsPlanned', { count: rewards.stamp })
            : t('checkout.amounts.pointsPlanned', { points: won(rewards.point) })}
        </Text>
      ) : null}
      {rewards.isPartlyExcluded ? (
        <Text size="xs" c="dimmed">
          {t('checkout.amounts.partlyExcluded')}
        </Text>
      ) : null}
    </Stack>
  );
};
