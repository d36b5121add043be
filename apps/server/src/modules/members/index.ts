/** Company memberships with roles, invitations, and the per-request session resolver (issue 14). */

export { createInvitationSender, type InvitationSenderDeps } from './invitation-sender';
export {
  countMembersByCompany,
  listMembershipsOfMany,
  listMembersOf,
} from './members.repository';
export { registerMembersRoutes } from './members.routes';
export { createMembersService, type MembersService } from './members.service';
export { createMembershipExits, type MembershipExits } from './membership-exits.service';
export { companyRolesOf, deleteMember, listCompanyMembers, upsertMember } from './memberships';
export { ACCESS_TTL_MS, createSessionResolver, type SessionResolver } from './session-resolver';
