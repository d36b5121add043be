import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';
import { insertRowsAsJson, type SetInsertPart, setInsertParts } from '../../db/set-insert';

export type AuditEntry = {
  companyId: string;
  actorUid: string;
  actorRole: string;
  kind: string;
  entityId: string;
  action: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  summary?: string;
  at?: Date;
};

/** Written inside the transaction of the change it records, so both commit or neither does. */
export const insertAudit = async (tx: Executor, entry: AuditEntry) => {
  await tx.insert(auditLog).values({
    ...entry,
    before: entry.before ?? null,
    after: entry.after ?? null,
    summary: entry.summary ?? '',
  });
};

/** An entry as its row; one that gives every optional column already is one (a catalogue save's), kept uncopied. */
const toRow = (entry: AuditEntry) =>
  entry.before !== undefined && entry.after !== undefined && entry.summary !== undefined
    ? entry
    : { ...entry, before: entry.before ?? null, after: entry.after ?? null, summary: entry.summary ?? '' };

/** Many entries (a saveMany of 100 products) in one statement with one parameter (db/set-insert.ts). */
export const insertAudits = async (tx: Executor, entries: AuditEntry[]) => {
  if (entries.length === 0) return;
  await insertRowsAsJson(tx, auditLog, entries.map(toRow), { id: auditLog.id });
};

/**
 * The same insert as parts of a writer's own statement (a data-modifying WITH), for a change that writes its rows
 * and their entries in one round trip (catalogue saves). The writer runs them inside the change's transaction.
 */
export const auditInsertParts = (entries: AuditEntry[]): SetInsertPart[] =>
  entries.length === 0 ? [] : setInsertParts(auditLog, entries.map(toRow));

export type AuditFilter = {
  companyId?: string;
  actorUid?: string;
  kind?: string;
  from?: Date;
  to?: Date;
  /** Rows with an id below this (the previous page's last id). */
  beforeId?: number;
  limit: number;
};

export const listAudit = async (db: Executor, filter: AuditFilter) => {
  const where: SQL[] = [];
  if (filter.companyId !== undefined) where.push(eq(auditLog.companyId, filter.companyId));
  if (filter.actorUid) where.push(eq(auditLog.actorUid, filter.actorUid));
  if (filter.kind) where.push(eq(auditLog.kind, filter.kind));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lt(auditLog.at, filter.to));
  if (filter.beforeId !== undefined) where.push(lt(auditLog.id, filter.beforeId));
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
};
