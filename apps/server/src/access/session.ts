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
  /** Companies this administrator works at; empty = demo administrator. */
  companyIds: string[];
  /**
   * The role in each of companyIds (issue 14). Filled from company_members by the session resolver on every
   * request (modules/members/session-resolver.ts), never from the token, so a change reaches open sessions within
   * seconds. A session without it has no role anywhere (only super and demo rules apply).
   */
  companyRoles?: Readonly<Record<string, CompanyRole>>;
  /** Those of companyIds the operator suspended: read-only for their members. */
  suspendedCompanyIds?: readonly string[];
  /** ID token expiry (epoch seconds); long-lived streams close then. */
  expiresAt?: number;
  /**
   * The sign-in the ID token came from (its refresh-token family, claim `sid`). Logging out or reusing a rotated
   * refresh token revokes the family, and the session resolver then refuses every ID token of it (decisions/010).
   */
  sessionId?: string;
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
