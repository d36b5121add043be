export { SuperAdminUsersPage as Component } from '../../../features/super-admin/components/admin-users-page';
