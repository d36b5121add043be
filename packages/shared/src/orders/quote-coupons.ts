import { type IssuedCoupon, remainingCouponAmount } from '../customers/issued-coupon.schema';
import type { AppliedCoupon, OrderLine, OrderRefusal } from './order-quote.schema';
import { refusal } from './quote-types';

export type CouponOutcome = { applied: AppliedCoupon[]; total: number; refusals: OrderRefusal[] };

/** Why a held coupon cannot be used at this company now, or null (domain §7.4, §7.6). */
export const couponUnusableReason = (coupon: IssuedCoupon, companyId: string, now: Date): string | null => {
  if (coupon.status !== 'active') return '이미 사용했거나 사용할 수 없는 쿠폰입니다.';
  if (coupon.dateExpiration !== null && Date.parse(coupon.dateExpiration) <= now.getTime()) {
    return '사용 기간이 지난 쿠폰입니다.';
  }
  if (coupon.companyId !== companyId && !coupon.availableCompanyIds.includes(companyId)) {
    return '이 가게에서 사용할 수 없는 쿠폰입니다.';
  }
  if (coupon.whereToUse === 'offline') return '매장에서만 사용할 수 있는 쿠폰입니다.';
  return null;
};

/** The lines a coupon applies to: empty product and category lists mean every line. */
const eligibleLines = (coupon: IssuedCoupon, lines: readonly OrderLine[]): OrderLine[] => {
  const { availableProductIds: productIds, availableCategoryIds: categoryIds } = coupon;
  if (productIds.length === 0 && categoryIds.length === 0) return [...lines];
  return lines.filter(
    (line) =>
      productIds.includes(line.productId) ||
      line.categories.some((categoryId) => categoryIds.includes(categoryId)),
  );
};

/** The discount one coupon could give on these lines, before the cap of what is left to discount. */
const couponFaceDiscount = (coupon: IssuedCoupon, lines: readonly OrderLine[]): number | string => {
  const eligible = eligibleLines(coupon, lines);
  const eligibleTotal = eligible.reduce((sum, line) => sum + line.lineTotal, 0);
  if (coupon.type === 'freeItem') {
    const line = lines.find((candidate) => candidate.productId === coupon.freeItemProductId);
    return line ? line.basePrice : '무료로 받을 상품이 장바구니에 없습니다.';
  }
  if (eligibleTotal === 0) return '이 쿠폰을 쓸 수 있는 상품이 장바구니에 없습니다.';
  if (coupon.type === 'percentDiscount') {
    const discount = Math.floor((eligibleTotal * coupon.discountRate) / 100);
    return coupon.discountMaxAmount > 0 ? Math.min(discount, coupon.discountMaxAmount) : discount;
  }
  return Math.min(remainingCouponAmount(coupon), eligibleTotal);
};

const APPLY_ORDER: Record<IssuedCoupon['type'], number> = {
  percentDiscount: 0,
  fixedAmountDiscount: 1,
  freeItem: 2,
};

/**
 * Coupons at checkout (domain §7.4): at most one percent coupon, applied first on the lines it covers and capped at
 * discountMaxAmount; then fixed amounts (a 분할 사용 coupon only what is left on it) and free items, in the order
 * chosen. No coupon discounts more than what is still left of the cart (delivery fee excluded), so the total never
 * drops below zero; a coupon that would have nothing left to discount is refused rather than silently wasted.
 */
export const applyCoupons = (input: {
  couponIds: readonly string[];
  held: readonly IssuedCoupon[];
  lines: readonly OrderLine[];
  cartTotal: number;
  companyId: string;
  now: Date;
}): CouponOutcome => {
  const refusals: OrderRefusal[] = [];
  const heldById = new Map(input.held.map((coupon) => [coupon.id, coupon]));
  const usable: IssuedCoupon[] = [];
  for (const couponId of input.couponIds) {
    const coupon = heldById.get(couponId);
    if (!coupon) {
      refusals.push(refusal('couponNotFound', '보유하지 않은 쿠폰입니다.', { couponId }));
      continue;
    }
    const reason = couponUnusableReason(coupon, input.companyId, input.now);
    if (reason) refusals.push(refusal('couponNotUsable', `${coupon.couponName}: ${reason}`, { couponId }));
    else usable.push(coupon);
  }
  if (usable.filter((coupon) => coupon.type === 'percentDiscount').length > 1) {
    const message = '할인율 쿠폰은 한 장만 사용할 수 있습니다.';
    return { applied: [], total: 0, refusals: [...refusals, refusal('couponPercentLimit', message)] };
  }

  let left = input.cartTotal;
  const applied: AppliedCoupon[] = [];
  const ordered = [...usable].sort((a, b) => APPLY_ORDER[a.type] - APPLY_ORDER[b.type]);
  for (const coupon of ordered) {
    const face = couponFaceDiscount(coupon, input.lines);
    const where = { couponId: coupon.id };
    if (typeof face === 'string') {
      refusals.push(refusal('couponNotUsable', `${coupon.couponName}: ${face}`, where));
      continue;
    }
    if (left <= 0 || face <= 0) {
      const message = `${coupon.couponName}: 할인할 금액이 남아 있지 않습니다.`;
      refusals.push(refusal('couponExceedsTotal', message, where));
      continue;
    }
    const discount = Math.min(face, left);
    left -= discount;
    applied.push({ issuedCouponId: coupon.id, couponName: coupon.couponName, type: coupon.type, discount });
  }
  return { applied, total: input.cartTotal - left, refusals };
};
