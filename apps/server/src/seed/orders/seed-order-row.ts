import {
  type CancelReason,
  formatOrderId,
  type OrderQuote,
  type OrderType,
  type PaymentMethod,
  seoulDateKey,
  seoulMonthKey,
} from '@jumun/shared';
import type { orders, orderTransitions } from '../../db/schema';

export type SeedOrderInput = {
  companyId: string;
  uid: string;
  securedPhone: string;
  phoneSuffix: string;
  orderNumber: number;
  orderType: OrderType;
  quote: OrderQuote;
  placedAt: Date;
  prepMinutes: number;
  cancelReason: CancelReason | null;
  random: string;
};

const MINUTE = 60_000;

/**
 * One finished order of the demo history with its timeline: placed → accepted → ready → completed (or rejected),
 * stamped with the times a real shop would produce. Amounts come from the shared quote, so they are what the
 * checkout would have charged.
 */
export const buildSeedOrder = (input: SeedOrderInput) => {
  const { quote, placedAt } = input;
  const method: PaymentMethod = quote.paymentMethod;
  const isCancelled = input.cancelReason !== null;
  const at = (minutes: number) => new Date(placedAt.getTime() + minutes * MINUTE);
  const acceptedAt = at(1 + (input.orderNumber % 3));
  const readyAt = at(2 + input.prepMinutes);
  const doneAt = at(4 + input.prepMinutes + (input.orderNumber % 5));
  const closedAt = isCancelled ? at(2) : doneAt;
  const id = formatOrderId(placedAt, input.random);
  const isPaid = !isCancelled || method === 'card';
  const paySummaries =
    !isCancelled || method === 'card'
      ? [
          {
            method,
            amount: quote.amounts.payableAmount,
            confirmed: isPaid,
            dateProcessed: (method === 'card' ? at(0.5) : doneAt).toISOString(),
            provider: method === 'card' ? 'test' : 'shop',
            tid: method === 'card' ? `test_seed_${input.random}` : '',
            cardName: method === 'card' ? '테스트카드' : '',
            reason: '',
          },
        ]
      : [];
  const process = isCancelled
    ? [
        ['waitingConfirm', placedAt],
        ['cancelled', closedAt],
      ]
    : [
        ['waitingConfirm', placedAt],
        ['ordered', acceptedAt],
        ['ready', readyAt],
        ['completed', doneAt],
      ];
  const payment = isCancelled
    ? [
        ['pending', placedAt],
        ['cancelled', closedAt],
      ]
    : [
        ['pending', placedAt],
        ['completed', method === 'card' ? at(0.5) : doneAt],
      ];

  const row: typeof orders.$inferInsert = {
    companyId: input.companyId,
    id,
    orderNumber: input.orderNumber,
    dateKey: seoulDateKey(placedAt),
    monthKey: seoulMonthKey(placedAt),
    uid: input.uid,
    orderType: input.orderType,
    paymentMethod: method,
    orderStatus: isCancelled ? 'cancelled' : 'completed',
    processStatus: isCancelled ? 'cancelled' : 'completed',
    ...quote.amounts,
    distanceMeters: quote.delivery.distanceMeters,
    minimumOrderAmount: quote.delivery.minimumOrderAmount,
    freeDeliveryThreshold: quote.delivery.freeDeliveryThreshold,
    lines: quote.lines,
    coupons: [],
    customerPhoneSuffix: input.phoneSuffix,
    securedCustomerPhone: input.securedPhone,
    statusTimes: {
      orderStatusAt: Object.fromEntries(payment.map(([s, d]) => [s, (d as Date).toISOString()])),
      processStatusAt: Object.fromEntries(process.map(([s, d]) => [s, (d as Date).toISOString()])),
    },
    paySummaries,
    payLastConfirmedAt:
      isPaid && paySummaries.length > 0 ? new Date(paySummaries[0]?.dateProcessed ?? placedAt) : null,
    prepMinutes: isCancelled ? null : input.prepMinutes,
    estimatedReadyAt: isCancelled ? null : at(1 + input.prepMinutes),
    cancelReason: input.cancelReason,
    rewardStampPlanned: quote.rewards.stamp,
    rewardPointPlanned: quote.rewards.point,
    rewardStampGranted: isCancelled ? 0 : quote.rewards.stamp,
    rewardPointGranted: isCancelled ? 0 : quote.rewards.point,
    rewardsGrantedAt: isCancelled ? null : doneAt,
    revision: process.length + payment.length,
    dateCreated: placedAt,
    dateModified: closedAt,
  };
  const step = (axis: string, index: number, list: (string | Date)[][], actorKind: string) => {
    const [to, when] = list[index] as [string, Date];
    return {
      companyId: input.companyId,
      orderId: id,
      axis,
      fromStatus: index === 0 ? null : ((list[index - 1] as [string])[0] ?? null),
      toStatus: to,
      at: when,
      actorKind: index === 0 ? 'customer' : actorKind,
      actorUid: index === 0 ? input.uid : null,
      actorName: index === 0 ? `고객 ${input.phoneSuffix}` : actorKind === 'admin' ? '관리자' : '테스트 결제',
      cancelReason: to === 'cancelled' ? input.cancelReason : null,
      prepMinutes: to === 'ordered' ? input.prepMinutes : null,
    };
  };
  const transitions: (typeof orderTransitions.$inferInsert)[] = [
    ...payment.map((_, index) =>
      step('payment', index, payment, method === 'card' && index === 1 ? 'provider' : 'admin'),
    ),
    ...process.map((_, index) => step('process', index, process, 'admin')),
  ];
  return { row, transitions };
};
