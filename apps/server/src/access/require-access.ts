import {
  AppError,
  type CompanyCapability,
  ERROR_MESSAGES,
  isDemoCompanyId,
  roleCan,
  roleRefusalMessage,
} from '@jumun/shared';
import { isDemoAdministrator, isSuper, type Session } from './session';

/**
 * What a caller wants to do in a company: one of the capabilities of packages/shared auth/company-permissions.ts
 * (`read` < `operate` (order board, sold out) < `write` (catalogue, settings) < `manage` (staff, bank account,
 * 변경 기록)). The membership's role decides it in `refusalOf` below (issue 14).
 */
export type AccessMode = CompanyCapability;

declare const granted: unique symbol;

/**
 * Proof that the caller passed the tenant check for one company in one mode. Only `requireCompanyAccess`
 * makes one, so a service that takes a `CompanyAccess` cannot be reached without the check.
 */
export type CompanyAccess<M extends AccessMode = AccessMode> = {
  readonly session: Session;
  readonly companyId: string;
  readonly mode: M;
  readonly [granted]: true;
};

/** Throws 401 when nobody is signed in; returns the session otherwise. */
export const requireSession = (session: Session | null): Session => {
  if (!session) throw new AppError('UNAUTHENTICATED', ERROR_MESSAGES.unauthenticated);
  return session;
};

/** Why `session` may not act on `companyId` in `mode`, or undefined when it may. The one tenant rule. */
const refusalOf = (session: Session, companyId: string, mode: AccessMode): string | undefined => {
  if (isSuper(session)) return undefined;
  const role = session.companyRoles?.[companyId];
  if (role) {
    if (!roleCan(role, mode)) return roleRefusalMessage(role, mode);
    // A company the operator suspended is read-only for its own people (issue 14).
    if (mode !== 'read' && session.suspendedCompanyIds?.includes(companyId))
      return ERROR_MESSAGES.companySuspended;
    return undefined;
  }
  if (isDemoAdministrator(session) && isDemoCompanyId(companyId))
    return mode === 'read' ? undefined : ERROR_MESSAGES.demoReadOnly;
  return ERROR_MESSAGES.forbidden;
};

/**
 * The one tenant check (brief §7, issue 14): super reaches all; an administrator reaches the companies they are a
 * member of, as far as their role there allows; a demo administrator reads the demo companies and writes nothing. Tenant scope comes from the session, never
 * from a body.
 */
export const requireCompanyAccess = <M extends AccessMode>(
  session: Session | null,
  companyId: string,
  mode: M,
): CompanyAccess<M> => {
  const current = requireSession(session);
  const refusal = refusalOf(current, companyId, mode);
  if (refusal) throw new AppError('FORBIDDEN', refusal);
  return { session: current, companyId, mode } as CompanyAccess<M>;
};

export const requireSuper = (session: Session | null): Session => {
  const current = requireSession(session);
  if (!isSuper(current)) throw new AppError('FORBIDDEN', ERROR_MESSAGES.forbidden);
  return current;
};

/** A record that belongs to one user (their administrator document): that user or the super admin. */
export const requireSelfOrSuper = (session: Session | null, uid: string): Session => {
  const current = requireSession(session);
  if (current.uid !== uid && !isSuper(current)) throw new AppError('FORBIDDEN', ERROR_MESSAGES.forbidden);
  return current;
};
