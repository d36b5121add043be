export { AcceptInvitePage as Component } from '../../../features/staff/components/accept-invite-page';
