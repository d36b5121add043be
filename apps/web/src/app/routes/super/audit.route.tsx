export { SuperAuditPage as Component } from '../../../features/super-admin/components/audit-page';
