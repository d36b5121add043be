import { formatSeoulDateKey, getSeoulParts, type IssuedCoupon } from '@jumun/shared';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useOrderT } from '../../order-i18n';
import { useWon } from '../../shop/hooks/use-won';
import { couponBenefit } from '../utils/coupon-text';

const STATUS_COLORS = {
  active: 'green',
  used: 'gray',
  expired: 'gray',
  requested: 'blue',
  cancelled: 'red',
} as const;

/** The customer's coupons for this shop with what they give, until when, and their status (domain §7.6). */
export const CouponList = ({ coupons }: { coupons: IssuedCoupon[] }) => {
  const { t } = useOrderT();
  const won = useWon();
  if (coupons.length === 0) {
    return (
      <Text p="md" c="dimmed">
        {t('rewards.noCoupons')}
      </Text>
    );
  }
  const sorted = [...coupons].sort(
    (a, b) =>
      Number(b.status === 'active') - Number(a.status === 'active') ||
      b.dateIssued.localeCompare(a.dateIssued),
  );
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {sorted.map((coupon) => (
        <li
          key={coupon.id}
          style={{ padding: 16, borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2} style={{ opacity: coupon.status === 'active' ? 1 : 0.6 }}>
              <Text fw={700}>{coupon.couponName}</Text>
              <Text size="sm">{couponBenefit(t, won, coupon)}</Text>
              <Text size="xs" c="dimmed">
                {coupon.dateExpiration
                  ? t('rewards.until', {
                      date: formatSeoulDateKey(getSeoulParts(new Date(coupon.dateExpiration))),
                    })
                  : t('rewards.noExpiry')}
              </Text>
            </Stack>
            <Badge
              color={STATUS_COLORS[coupon.status]}
              variant={coupon.status === 'active' ? 'filled' : 'light'}
            >
              {t(`rewards.status.${coupon.status}`)}
            </Badge>
          </Group>
        </li>
      ))}
    </ul>
  );
};
