export { InvitePage as Component } from '../../../features/staff/components/invite-page';
