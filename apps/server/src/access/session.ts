import type { CompanyRole, Role } from '@jumun/shared';

/**
 * Who is calling, resolved from the Bearer ID token once per request by plugins/auth-session.ts.
 *
 * Today every session is an administrator's. A customer session will become a second member of a union
 * discriminated by `kind` (`{kind: 'customer', …}`); the require* functions in require-access.ts are then
 * the only code that has to tell the two apart.
 */
export type Session = {
  uid: string;
  roles: Role[];
  /** Companies this administrator manages; empty = demo administrator. */
  companyIds: string[];
  /** ID token expiry (epoch seconds); long-lived streams close then. */
  expiresAt?: number;
  /**
   * Set when a registered device signed in (issue 15, decisions/018): `companyIds` is then exactly the device's one
   * company, and every request re-checks that the device is still registered (revocation bites within seconds).
   */
  deviceId?: string;
  /** The device's role in its company (issue 14's per-company roles); only device sessions carry it so far. */
  companyRole?: CompanyRole;
};

export const isSuper = (session: Session | null): boolean => session?.roles.includes('super') ?? false;
export const isDemoAdministrator = (session: Session): boolean =>
  session.companyIds.length === 0 && !isSuper(session);

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved from `Authorization: Bearer <ID token>` by plugins/auth-session.ts; null when absent or invalid. */
    session: Session | null;
  }
}
