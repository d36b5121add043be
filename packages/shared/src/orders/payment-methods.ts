import { z } from 'zod';

/**
 * How a customer pays (domain §5.1 paymentMethod). `zeropay` is not the Korean ZeroPay service: it is chosen by the
 * server when nothing is left to pay (coupons and points cover the whole order). `easy` (saved card + password,
 * NicePay billing keys) is part of the domain vocabulary but not offered: no shop can enable it yet.
 */
export const PAYMENT_METHODS = [
  'onsite',
  'bank',
  'card',
  'kakaopay',
  'naverpayCard',
  'easy',
  'zeropay',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  onsite: '현장 결제',
  bank: '무통장입금',
  card: '카드 결제',
  kakaopay: '카카오페이',
  naverpayCard: '네이버페이',
  easy: '비밀번호 간편결제',
  zeropay: '0원 결제',
};

/** Methods paid online through the payment provider (the PG): the order waits for the provider's approval. */
export const ONLINE_PAYMENT_METHODS = [
  'card',
  'kakaopay',
  'naverpayCard',
] as const satisfies readonly PaymentMethod[];
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

export const isOnlinePaymentMethod = (method: PaymentMethod): method is OnlinePaymentMethod =>
  (ONLINE_PAYMENT_METHODS as readonly string[]).includes(method);

/** Methods a shop can switch on (company.paymentSettings); `zeropay` is automatic and `easy` not offered. */
export const SELECTABLE_PAYMENT_METHODS = [
  'onsite',
  'bank',
  'card',
  'kakaopay',
  'naverpayCard',
] as const satisfies readonly PaymentMethod[];
export type SelectablePaymentMethod = (typeof SELECTABLE_PAYMENT_METHODS)[number];

/**
 * 결제 수단 설정 on the company (issue 11 §5): which methods the customer may pick. On-site payment is on by default
 * so a new shop can take orders at once; bank transfer also needs company.bankAccount filled in.
 */
export const paymentSettingsSchema = z.object({
  onsite: z.boolean().default(true),
  bank: z.boolean().default(false),
  card: z.boolean().default(false),
  kakaopay: z.boolean().default(false),
  naverpayCard: z.boolean().default(false),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** The methods of `SELECTABLE_PAYMENT_METHODS` the shop has switched on, in that order. */
export const enabledPaymentMethods = (settings: PaymentSettings): SelectablePaymentMethod[] =>
  SELECTABLE_PAYMENT_METHODS.filter((method) => settings[method]);

/**
 * Methods of a payment summary (domain §5.3 PaymentSummary): the order's method plus what discounts paid with
 * (`point`, `coupon`) and what the shop took at the counter (`cash`).
 */
export const PAY_SUMMARY_METHODS = [...PAYMENT_METHODS, 'cash', 'point', 'coupon'] as const;
export type PaySummaryMethod = (typeof PAY_SUMMARY_METHODS)[number];
