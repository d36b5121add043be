import { type PaymentNextAction, storeOrderPath } from '@jumun/shared';
import { loadNicepaySdk } from './nicepay-sdk';

export type LaunchResult = 'complete' | 'leaving' | 'opened';

/**
 * Takes the customer to the payment step the server chose (after placing, or 다시 결제하기):
 * - `complete`: nothing to pay online;
 * - `redirect` (the built-in test provider): its card page on our server, which sends the browser back;
 * - `nicepay`: NicePay's window over the page, opened by its SDK with the parameters the server issued for this
 *   attempt. NicePay posts the result to our server, which approves it and redirects to the order page; a closed
 *   window calls `onClosed`.
 * Rejects when the payment window cannot be opened (the SDK did not load): nothing was charged.
 */
export const launchPayment = async (
  next: PaymentNextAction,
  onClosed: (message: string) => void,
): Promise<LaunchResult> => {
  if (next.type === 'complete') return 'complete';
  if (next.type === 'redirect') {
    window.location.assign(next.url);
    return 'leaving';
  }
  const sdk = await loadNicepaySdk(next.sdkUrl);
  sdk.requestPay({
    clientId: next.clientId,
    method: next.method,
    orderId: next.orderId,
    amount: next.amount,
    goodsName: next.goodsName,
    returnUrl: new URL(next.returnUrl, window.location.href).href,
    fnError: (result) => onClosed(result?.errorMsg ?? ''),
  });
  return 'opened';
};

type Navigate = (to: string, options: { replace: boolean; state?: unknown }) => void | Promise<void>;

/** The state the order page reads when the payment window could not be opened at all. */
export const PAYMENT_UNAVAILABLE_STATE = { paymentUnavailable: true } as const;

/**
 * Opens NicePay's window for an order whose page is showing: a closed window lands on `?payment=closed`, a window
 * that cannot open on the same page saying so. Both offer 다시 결제하기.
 */
export const openPaymentWindow = async (
  navigate: Navigate,
  companyId: string,
  orderId: string,
  next: Extract<PaymentNextAction, { type: 'nicepay' }>,
) => {
  try {
    await launchPayment(
      next,
      () => void navigate(storeOrderPath(companyId, orderId, 'closed'), { replace: true }),
    );
  } catch {
    await navigate(storeOrderPath(companyId, orderId), { replace: true, state: PAYMENT_UNAVAILABLE_STATE });
  }
};
