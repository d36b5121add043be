/** The audit log (issue 14): written in the change's transaction by the module that changes something. */

export { actorRoleOf, auditActorOf } from './actor-role';
export { type AuditEntry, auditInsertParts, insertAudit, insertAudits } from './audit.repository';
export { type AuditService, createAuditService } from './audit.service';
export { changedFields } from './audit-diff';
