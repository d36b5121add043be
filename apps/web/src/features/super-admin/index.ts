/**
 * Public surface of this feature: the pages app/routes renders. Route modules import a page module itself
 * (named here) so each page stays its own lazy chunk; nothing else of the feature is used from outside.
 */
export { SuperAdminUsersPage } from './components/admin-users-page';
export { SuperAuditPage } from './components/audit-page';
export { SuperCompaniesPage } from './components/companies-page';
