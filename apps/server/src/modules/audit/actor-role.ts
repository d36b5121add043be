import { isSuper, type Session } from '../../access';

/** The role an audit row records for the caller in a company: `super`, or their membership's role. */
export const actorRoleOf = (session: Session, companyId: string): string =>
  isSuper(session) ? 'super' : (session.companyRoles?.[companyId] ?? 'unknown');
