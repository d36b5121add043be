import type { Role } from '@jumun/shared';

/** Who is calling, resolved from the Bearer ID token once per request by plugins/auth-session.ts. */
export type Session = {
  uid: string;
  roles: Role[];
  /** Companies this administrator manages; empty = demo administrator. */
  companyIds: string[];
  /** ID token expiry (epoch seconds); long-lived streams close then. */
  expiresAt?: number;
};

export const isSuper = (session: Session | null): boolean => session?.roles.includes('super') ?? false;
export const isDemoAdministrator = (session: Session): boolean =>
  session.companyIds.length === 0 && !isSuper(session);
