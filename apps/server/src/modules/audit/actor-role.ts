import { type CompanyAccess, isSuper, type Session } from '../../access';

/** The role an audit row records for the caller in a company: `super`, or their membership's role. */
export const actorRoleOf = (session: Session, companyId: string): string =>
  isSuper(session) ? 'super' : (session.companyRoles?.[companyId] ?? 'unknown');

/** The company, actor and role of an audit row for a change made through company access. */
export const auditActorOf = ({ session, companyId }: CompanyAccess) => ({
  companyId,
  actorUid: session.uid,
  actorRole: actorRoleOf(session, companyId),
});
