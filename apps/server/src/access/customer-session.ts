import { AppError, ERROR_MESSAGES } from '@jumun/shared';

/**
 * A signed-in customer of the storefront (docs/decisions/014). It comes from an ID token of the customer audience,
 * which the administrators' verifier refuses, so it never becomes `request.session`: a customer cannot pass
 * `requireCompanyAccess` or any other administrator check, and admin code never sees this type.
 */
export type CustomerSession = {
  kind: 'customer';
  uid: string;
  /** ID token expiry (epoch seconds); the customer's order stream closes then. */
  expiresAt?: number;
  /** The sign-in the ID token came from (claim `sid`, the refresh-token family); see Session.sessionId. */
  sessionId?: string;
  /**
   * The only company this sign-in may act at: set for a sign-in a login link opened (the link's company, issue 15),
   * absent for an SMS sign-in, which may order at any shop. Resolved from `sessionId` on every request, never a claim.
   */
  companyId?: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved from a customer's `Authorization: Bearer <ID token>` by plugins/auth-session.ts; null otherwise. */
    customer: CustomerSession | null;
  }
}

/** Whether this customer's sign-in may act at `companyId`: a login link's sign-in only at the link's company. */
export const canCustomerActAt = (customer: CustomerSession, companyId: string): boolean =>
  customer.companyId === undefined || customer.companyId === companyId;

/**
 * Throws 401 unless a customer is signed in, and 403 when their sign-in came from another company's login link
 * (that company's staff made the link for a phone of their choosing; issue 15: "a token for company A never opens
 * company B"). Their own data is read with `customer.uid`, never a uid from input.
 */
export const requireCustomer = (customer: CustomerSession | null, companyId: string): CustomerSession => {
  if (!customer) throw new AppError('UNAUTHENTICATED', ERROR_MESSAGES.customerOnly);
  if (!canCustomerActAt(customer, companyId))
    throw new AppError('FORBIDDEN', ERROR_MESSAGES.customerOtherCompany);
  return customer;
};
