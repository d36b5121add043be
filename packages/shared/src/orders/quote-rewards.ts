import type { Company } from '../company/company.schema';
import type { AppliedCoupon, OrderLine, PlannedRewards } from './order-quote.schema';
import type { PaymentMethod } from './payment-methods';

/**
 * Reward exclusion (domain §7.3): with a percent coupon no unit earns anything; otherwise the fixed-amount and
 * free-item discounts "pay for" units from the most expensive down — each unit the discount reaches (fully, or the
 * last one partly) is excluded. Returns excluded units per lineIndex.
 */
export const excludedUnits = (
  lines: readonly OrderLine[],
  coupons: readonly AppliedCoupon[],
): Map<number, number> => {
  const excluded = new Map<number, number>();
  if (coupons.some((coupon) => coupon.type === 'percentDiscount')) {
    for (const line of lines) excluded.set(line.lineIndex, line.quantity);
    return excluded;
  }
  let left = coupons.reduce((sum, coupon) => sum + coupon.discount, 0);
  // Stable: equal unit prices keep cart order.
  const byPrice = [...lines].sort((a, b) => b.unitPrice - a.unitPrice);
  for (const line of byPrice) {
    for (let unit = 0; unit < line.quantity && left > 0; unit += 1) {
      excluded.set(line.lineIndex, (excluded.get(line.lineIndex) ?? 0) + 1);
      left -= line.unitPrice;
    }
    if (left <= 0) break;
  }
  return excluded;
};

type RewardPolicy = Company['rewardPolicy'];

/** Whole points of `rate` % (rates may be fractions such as 1.5); the epsilon keeps 1.1 % of 300 from flooring to 2. */
const percentOf = (amount: number, rate: number): number => Math.floor((amount * rate) / 100 + 1e-9);

/**
 * The policy's earning rate (percent of the amount paid) for a payment method: paid ahead online (card) or by
 * transfer (cash), or paid later at the counter (후불, counted as cash).
 */
const rateFor = (policy: RewardPolicy, method: PaymentMethod): number => {
  switch (method) {
    case 'card':
    case 'kakaopay':
    case 'naverpayCard':
    case 'easy':
      return policy.savedRatePrepaidCard;
    case 'bank':
      return policy.savedRatePrepaidCash;
    case 'onsite':
      return policy.savedRateDeferredpayCash;
    case 'zeropay':
      return 0;
  }
};

/**
 * Planned rewards of an order (domain §7.3, §7.1): per unit not excluded, product.rewardStamp / rewardPoint. A shop
 * rewards in one currency (rewardPolicy.saveType): a stamp shop grants the stamps only; a point shop grants the
 * product points plus its rate on what was paid (and savedRatePrepaidPoint on what was paid with points).
 */
export const planRewards = (input: {
  lines: readonly OrderLine[];
  policy: RewardPolicy;
  paymentMethod: PaymentMethod;
  payableAmount: number;
  pointDiscountTotal: number;
}): PlannedRewards => {
  const { lines, policy } = input;
  const earning = lines.map((line) => line.quantity - line.rewardExcludedQuantity);
  const isPartlyExcluded = lines.some((line) => line.rewardExcludedQuantity > 0);
  if (policy.saveType === 'stamp') {
    const stamp = lines.reduce((sum, line, index) => sum + (earning[index] ?? 0) * line.rewardStamp, 0);
    return { stamp, point: 0, isPartlyExcluded };
  }
  const productPoints = lines.reduce((sum, line, index) => sum + (earning[index] ?? 0) * line.rewardPoint, 0);
  const ratePoints =
    percentOf(input.payableAmount, rateFor(policy, input.paymentMethod)) +
    percentOf(input.pointDiscountTotal, policy.savedRatePrepaidPoint);
  return { stamp: 0, point: productPoints + ratePoints, isPartlyExcluded };
};
