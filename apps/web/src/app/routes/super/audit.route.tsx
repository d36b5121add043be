import { AuditTable } from '../../../features/staff/components/audit-page';
import { SuperAuditPage } from '../../../features/super-admin/components/audit-page';

/** The operator's log draws its rows with the owner's 변경 기록 table, so both word a change alike. */
export const Component = () => (
  <SuperAuditPage renderTable={(rows) => <AuditTable rows={rows} showCompany />} />
);
