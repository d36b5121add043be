import { AppError, ERROR_MESSAGES, isDemoCompanyId } from '@jumun/shared';
import { isDemoAdministrator, isSuper, type Session } from './session';

export type AccessMode = 'read' | 'write';

/** Throws 401 when nobody is signed in; returns the session otherwise. */
export const requireSession = (session: Session | null): Session => {
  if (!session) throw new AppError('UNAUTHENTICATED', ERROR_MESSAGES.unauthenticated);
  return session;
};

/**
 * The one tenant check (house style §6, brief §7): super reaches all; an administrator reaches the companies
 * in companyIds; a demo administrator reads the demo companies and writes nothing.
 */
export const requireCompanyAccess = (
  session: Session | null,
  companyId: string,
  mode: AccessMode,
): Session => {
  const current = requireSession(session);
  if (isSuper(current) || current.companyIds.includes(companyId)) return current;
  if (isDemoAdministrator(current) && isDemoCompanyId(companyId)) {
    if (mode === 'read') return current;
    throw new AppError('FORBIDDEN', ERROR_MESSAGES.demoReadOnly);
  }
  throw new AppError('FORBIDDEN', ERROR_MESSAGES.forbidden);
};

export const requireSuper = (session: Session | null): Session => {
  const current = requireSession(session);
  if (!isSuper(current)) throw new AppError('FORBIDDEN', ERROR_MESSAGES.forbidden);
  return current;
};
