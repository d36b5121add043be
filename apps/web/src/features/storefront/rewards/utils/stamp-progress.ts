import type { CustomerRewards } from '@jumun/shared';

/**
 * Where the customer is on the shop's stamp card (domain §7.5: the largest coupon's stampsRequired is one card):
 * the stamps held on it and the next coupon ahead with how many stamps it still needs.
 */
export const stampProgress = ({ activity, stampCard }: Pick<CustomerRewards, 'activity' | 'stampCard'>) => {
  const held = activity.stampRemaining;
  const next = [...stampCard.goals]
    .sort((a, b) => a.stampsRequired - b.stampsRequired)
    .find((goal) => goal.stampsRequired > held);
  return {
    cardSize: stampCard.cardSize,
    held: stampCard.cardSize > 0 ? Math.min(held, stampCard.cardSize) : held,
    next: next ? { couponName: next.couponName, missing: next.stampsRequired - held } : null,
  };
};
