/**
 * Public surface of this feature: the pages app/routes renders. Route modules import a page module itself
 * (named here) so each page stays its own lazy chunk; nothing else of the feature is used from outside.
 */
export { AcceptInvitePage } from './components/accept-invite-page';
export { AuditPage } from './components/audit-page';
export { InvitePage } from './components/invite-page';
