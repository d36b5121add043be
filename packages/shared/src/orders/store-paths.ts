/** How the server sends a browser back to the storefront after an online payment (the web route must match). */
export const PAYMENT_RETURN_OUTCOMES = ['approved', 'declined', 'closed', 'failed'] as const;
export type PaymentReturnOutcome = (typeof PAYMENT_RETURN_OUTCOMES)[number];

/** The customer's order status page: `/user/{companyId}/orders/{orderId}`. */
export const storeOrderPath = (
  companyId: string,
  orderId: string,
  outcome?: PaymentReturnOutcome,
): string => {
  const path = `/user/${encodeURIComponent(companyId)}/orders/${encodeURIComponent(orderId)}`;
  return outcome ? `${path}?payment=${outcome}` : path;
};
