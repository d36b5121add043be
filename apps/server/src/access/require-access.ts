import { AppError, ERROR_MESSAGES, isDemoCompanyId } from '@jumun/shared';
import { isDemoAdministrator, isSuper, type Session } from './session';

/**
 * What a caller wants to do in a company. Per-company roles (owner / manager / staff) add their modes here
 * (e.g. `'manage'` for owner-only settings) and decide them in `refusalOf` below; no caller changes.
 */
export type AccessMode = 'read' | 'write';

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
  if (isSuper(session) || session.companyIds.includes(companyId)) return undefined;
  if (isDemoAdministrator(session) && isDemoCompanyId(companyId))
    return mode === 'read' ? undefined : ERROR_MESSAGES.demoReadOnly;
  return ERROR_MESSAGES.forbidden;
};

/**
 * The one tenant check (brief §7): super reaches all; an administrator reaches the companies in companyIds;
 * a demo administrator reads the demo companies and writes nothing. Tenant scope comes from the session, never
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
