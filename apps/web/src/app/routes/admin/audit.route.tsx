export { AuditPage as Component } from '../../../features/staff/components/audit-page';
