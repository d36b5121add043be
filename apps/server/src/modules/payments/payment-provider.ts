import type { OnlinePaymentMethod, PaymentNextAction } from '@jumun/shared';

/** One payment attempt as a provider sees it: `paymentId` is the order id it knows (new per attempt). */
export type PaymentAttempt = {
  paymentId: string;
  companyId: string;
  orderId: string;
  method: OnlinePaymentMethod;
  amount: number;
  goodsName: string;
};

/** What the provider says about an approval: approved with its transaction id and amount, or not. */
export type Approval =
  | { ok: true; tid: string; amount: number; cardName: string; raw: Record<string, unknown> }
  | { ok: false; reason: string; raw: Record<string, unknown> };

export type CancelResult =
  | { ok: true; raw: Record<string, unknown> }
  | { ok: false; reason: string; raw: Record<string, unknown> };

/**
 * A payment company behind one interface (issue 11): where the browser goes to pay, and cancelling an approved
 * transaction (a refund, or undoing an approval we could not record). How an approval comes back differs per
 * provider and lives in its routes (the test page's buttons, NicePay's return POST + approve call).
 */
export type PaymentProvider = {
  name: 'test' | 'nicepay';
  nextAction: (attempt: PaymentAttempt) => PaymentNextAction;
  cancel: (input: {
    tid: string;
    amount: number;
    reason: string;
    paymentId: string;
  }) => Promise<CancelResult>;
};
