/** Company memberships with roles, invitations, and the per-request session resolver (issue 14). */

export { createInvitationSender, type InvitationSenderDeps } from './invitation-sender';
export { deleteMember, loadAccessOf, upsertMember } from './members.repository';
export { registerMembersRoutes } from './members.routes';
export { createMembersService, type MembersService } from './members.service';
export { createMembershipExits, type MembershipExits } from './membership-exits.service';
export { ACCESS_TTL_MS, createSessionResolver, type SessionResolver } from './session-resolver';
