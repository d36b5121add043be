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
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved from a customer's `Authorization: Bearer <ID token>` by plugins/auth-session.ts; null otherwise. */
    customer: CustomerSession | null;
  }
}

/** Throws 401 unless a customer is signed in. Their own data is read with `customer.uid`, never a uid from input. */
export const requireCustomer = (customer: CustomerSession | null): CustomerSession => {
  if (!customer) throw new AppError('UNAUTHENTICATED', ERROR_MESSAGES.customerOnly);
  return customer;
};
