import { formatWon } from '../catalogue/format-won';
import { formatNextOpenMessage, getOpenStatus } from '../company/business-hours';
import { calculateDeliveryFee } from '../company/delivery-fee';
import { formatDistance } from '../company/geo-distance';
import { ORDER_TYPE_LABELS, ORDER_TYPE_SUPPORT_KEYS } from '../company/order-types';
import type { DeliveryQuote, OrderLine, OrderRefusal, QuoteResult } from './order-quote.schema';
import { enabledPaymentMethods, PAYMENT_METHOD_LABELS, type PaymentMethod } from './payment-methods';
import type { BalanceSnapshot, OrderDraft } from './place-order.schema';
import { applyCoupons } from './quote-coupons';
import { formatMinimumMessage, priceOrderLines, sumLines } from './quote-lines';
import { excludedUnits, planRewards } from './quote-rewards';
import { type QuoteCatalogue, type QuoteCompany, type QuoteCustomer, refusal } from './quote-types';

export type QuoteOrderInput = {
  company: QuoteCompany;
  catalogue: QuoteCatalogue;
  order: OrderDraft;
  /** The signed-in customer's balance and coupons; null for a guest. */
  customer: QuoteCustomer | null;
  now: Date;
  /** Arrived through a Kakao Friendtalk link (server-verified): priceFriendtalk applies. */
  friendtalk?: boolean;
  /** The balances the customer saw; when given, a changed point balance refuses an order that spends points. */
  clientSnapshot?: BalanceSnapshot;
};

const shopRefusals = ({ company, order, now }: QuoteOrderInput): OrderRefusal[] => {
  const refusals: OrderRefusal[] = [];
  const status = getOpenStatus(company.businessHours, company.isOpen, now);
  if (!status.isOpen) {
    const code = status.reason === 'paused' ? 'shopPaused' : 'shopClosed';
    const head = code === 'shopPaused' ? '가게가 잠시 주문을 멈췄습니다.' : '지금은 주문을 받지 않습니다.';
    refusals.push(refusal(code, `${head} ${formatNextOpenMessage(status, now)}`));
  }
  if (!company.orderSupport[ORDER_TYPE_SUPPORT_KEYS[order.orderType]]) {
    const message = `이 가게는 ${ORDER_TYPE_LABELS[order.orderType]} 주문을 받지 않습니다.`;
    refusals.push(refusal('orderTypeNotAccepted', message));
  }
  return refusals;
};

const quoteDelivery = (
  { company, order }: QuoteOrderInput,
  lines: readonly OrderLine[],
  cartTotal: number,
): { delivery: DeliveryQuote; refusals: OrderRefusal[] } => {
  const config = company.deliveryConfig;
  const needsAddress = order.orderType === 'delivery' || order.orderType === 'parcel';
  const address = order.deliveryAddress;
  const isQuick = needsAddress && config.type === 'quick';
  const result = calculateDeliveryFee({
    config,
    orderType: order.orderType,
    orderAmount: cartTotal,
    lines,
    shopLocation: company.businessInfo.geoPoint,
    destination: address?.geoPoint ?? null,
  });
  const delivery: DeliveryQuote = {
    fee: result.fee,
    distanceMeters: result.distanceMeters,
    minimumOrderAmount: needsAddress && config.type !== 'none' ? config.minimumOrderAmount : 0,
    freeDeliveryThreshold: needsAddress && config.type !== 'none' ? config.freeDeliveryThreshold : 0,
  };
  const refusals: OrderRefusal[] = [];
  if (needsAddress && (!address || (isQuick && !address.geoPoint))) {
    const message = isQuick ? '배달받을 주소를 지도 좌표와 함께 입력하세요.' : '배송받을 주소를 입력하세요.';
    refusals.push(refusal('deliveryAddressRequired', message));
  }
  if (isQuick && !company.businessInfo.geoPoint) {
    refusals.push(refusal('deliveryUnavailable', '가게 위치가 설정되지 않아 배달 주문을 받을 수 없습니다.'));
  }
  const distance = result.distanceMeters;
  if (isQuick && config.maxDistance > 0 && distance !== null && distance > config.maxDistance) {
    const message = `배달 가능 거리(${formatDistance(config.maxDistance)})를 벗어났습니다: ${formatDistance(distance)}`;
    refusals.push(refusal('outOfDeliveryRange', message));
  }
  if (delivery.minimumOrderAmount > 0 && cartTotal < delivery.minimumOrderAmount) {
    refusals.push(refusal('belowMinimumOrder', formatMinimumMessage(delivery.minimumOrderAmount)));
  }
  return { delivery, refusals };
};

/** 1,200P: points are counted like 원. */
const formatPoints = (points: number) => `${formatWon(points).slice(0, -1)}P`;

const pointRefusals = (input: QuoteOrderInput, maxPoints: number): OrderRefusal[] => {
  const { usePoints, couponIds } = input.order;
  const { customer, clientSnapshot } = input;
  if (!customer) {
    return usePoints > 0 || couponIds.length > 0
      ? [refusal('signInRequired', '쿠폰과 포인트는 로그인 후 사용할 수 있습니다.')]
      : [];
  }
  if (usePoints === 0) return [];
  if (clientSnapshot && clientSnapshot.pointRemaining !== customer.pointRemaining) {
    const message = `포인트 잔액이 바뀌었습니다 (현재 ${formatPoints(customer.pointRemaining)}). 다시 확인해 주세요.`;
    return [refusal('staleBalance', message)];
  }
  if (usePoints > customer.pointRemaining) {
    const message = `보유 포인트(${formatPoints(customer.pointRemaining)})보다 많이 사용할 수 없습니다.`;
    return [refusal('pointsOverBalance', message)];
  }
  if (usePoints > maxPoints) {
    return [
      refusal('pointsOverPayable', `포인트는 결제할 금액(${formatWon(maxPoints)})까지만 사용할 수 있습니다.`),
    ];
  }
  return [];
};

const paymentRefusals = (company: QuoteCompany, method: PaymentMethod, payable: number): OrderRefusal[] => {
  if (payable === 0) return [];
  const enabled: readonly PaymentMethod[] = enabledPaymentMethods(company.paymentSettings);
  const hasAccount = company.bankAccount.accountNumber.trim() !== '';
  if (enabled.includes(method) && (method !== 'bank' || hasAccount)) return [];
  const message = `이 가게에서는 ${PAYMENT_METHOD_LABELS[method]}를 사용할 수 없습니다.`;
  return [refusal('paymentMethodNotAccepted', message)];
};

/**
 * The one price computation of an order (issue 11), run by the checkout page for instant feedback and by the server
 * inside the placing transaction: lines from the live catalogue, the shop's state, delivery, coupons, points,
 * the payable amount, the payment method and the planned rewards. It never throws for a bad cart: it returns the
 * breakdown of what can be ordered plus every reason the order cannot be placed as it is (empty = placeable).
 */
export const quoteOrder = (input: QuoteOrderInput): QuoteResult => {
  const { company, order, customer, now } = input;
  const priced = priceOrderLines(order.items, {
    catalogue: input.catalogue,
    menuSettings: company.menuSettings,
    orderType: order.orderType,
    now,
    friendtalk: input.friendtalk ?? false,
  });
  const { cartTotalBase, cartTotalWithOptions } = sumLines(priced.lines);
  const { delivery, refusals: deliveryRefusals } = quoteDelivery(input, priced.lines, cartTotalWithOptions);
  const coupons = applyCoupons({
    couponIds: customer ? order.couponIds : [],
    held: customer?.coupons ?? [],
    lines: priced.lines,
    cartTotal: cartTotalWithOptions,
    companyId: company.id,
    now,
  });

  const finalAmount = cartTotalWithOptions + delivery.fee;
  const maxPoints = finalAmount - coupons.total;
  const usedPoints = customer ? Math.min(order.usePoints, customer.pointRemaining, maxPoints) : 0;
  const discountTotal = coupons.total + usedPoints;
  const payableAmount = finalAmount - discountTotal;
  const paymentMethod: PaymentMethod = payableAmount === 0 ? 'zeropay' : order.paymentMethod;

  const excluded = excludedUnits(priced.lines, coupons.applied);
  const lines = priced.lines.map((line) => ({
    ...line,
    rewardExcludedQuantity: excluded.get(line.lineIndex) ?? 0,
  }));
  const rewards = planRewards({
    lines,
    policy: company.rewardPolicy,
    paymentMethod,
    payableAmount,
    pointDiscountTotal: usedPoints,
  });

  return {
    quote: {
      lines,
      coupons: coupons.applied,
      amounts: {
        cartTotalBase,
        cartTotalWithOptions,
        deliveryFee: delivery.fee,
        couponDiscountTotal: coupons.total,
        pointDiscountTotal: usedPoints,
        discountTotal,
        finalAmount,
        payableAmount,
      },
      delivery,
      paymentMethod,
      rewards,
    },
    refusals: [
      ...shopRefusals(input),
      ...priced.refusals,
      ...deliveryRefusals,
      ...coupons.refusals,
      ...pointRefusals(input, maxPoints),
      ...paymentRefusals(company, paymentMethod, payableAmount),
    ],
  };
};
