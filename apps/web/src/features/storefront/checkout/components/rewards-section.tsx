import type { CustomerRewards, OrderRefusal } from '@jumun/shared';
import { Button, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useOrderT } from '../../order-i18n';
import { couponBenefit } from '../../rewards/utils/coupon-text';
import { useWon } from '../../shop/hooks/use-won';

type RewardsSectionProps = {
  rewards: CustomerRewards;
  couponIds: string[];
  usePoints: number;
  /** Points that can still be spent: what is left to pay after coupons (from the quote). */
  maxPoints: number;
  refusals: OrderRefusal[];
  onCoupons: (ids: string[]) => void;
  onPoints: (points: number) => void;
};

/** Coupons held here (domain §7.4: the quote decides which apply) and points (1P = 1원, domain §5.4 step 3). */
export const RewardsSection = ({
  rewards,
  couponIds,
  usePoints,
  maxPoints,
  refusals,
  onCoupons,
  onPoints,
}: RewardsSectionProps) => {
  const { t } = useOrderT();
  const won = useWon();
  const usable = rewards.coupons.filter((coupon) => coupon.status === 'active');
  const points = rewards.activity.pointRemaining;
  const pointCap = Math.max(0, Math.min(points, maxPoints + usePoints));
  return (
    <Stack gap="md">
      {usable.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('checkout.rewards.noCoupons')}
        </Text>
      ) : (
        <Checkbox.Group value={couponIds} onChange={onCoupons} label={t('checkout.rewards.coupons')}>
          <Stack gap="xs" mt="xs">
            {usable.map((coupon) => {
              const problem = refusals.find((refusal) => refusal.couponId === coupon.id);
              return (
                <Checkbox
                  key={coupon.id}
                  value={coupon.id}
                  size="md"
                  label={`${coupon.couponName} · ${couponBenefit(t, won, coupon)}`}
                  description={problem?.message}
                  error={Boolean(problem)}
                />
              );
            })}
          </Stack>
        </Checkbox.Group>
      )}
      {points > 0 ? (
        <Stack gap={4}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <NumberInput
              label={t('checkout.rewards.points', { points: won(points) })}
              min={0}
              max={pointCap}
              step={100}
              allowDecimal={false}
              thousandSeparator=","
              size="md"
              value={usePoints}
              onChange={(value) => onPoints(Math.min(pointCap, Math.max(0, Number(value) || 0)))}
              style={{ flex: 1 }}
            />
            <Button variant="default" size="md" onClick={() => onPoints(pointCap)}>
              {t('checkout.rewards.useAll')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
};
