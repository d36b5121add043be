import {
  bigserial,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Who works at a company and as what (issue 14, decisions/017): administrator × company × role
 * (`owner` 대표 / `manager` 매니저 / `staff` 직원). The source of truth for access; `administrators.company_ids`
 * is kept equal to this administrator's rows in the same transaction, for the administrator document.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: text().notNull(),
    administratorId: text().notNull(),
    role: text().notNull(),
    /** Who added them (an invitation's creator, the registering owner, a super admin). */
    addedByUid: text().notNull().default(''),
    dateCreated: ts().notNull().defaultNow(),
    dateModified: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.administratorId] }),
    index('company_members_administrator_idx').on(t.administratorId),
  ],
);

/**
 * An owner's invitation to join a company in a role. The link carries a random token; only its hash is stored.
 * Single use (acceptedAt), revocable (revokedAt), expiring (expiresAt). `phoneHash` binds it to one phone when
 * the owner sent it by SMS.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: text().primaryKey(),
    companyId: text().notNull(),
    role: text().notNull(),
    tokenHash: text().notNull(),
    phoneHash: text(),
    phoneSuffix: text().notNull().default(''),
    createdByUid: text().notNull(),
    expiresAt: ts().notNull(),
    acceptedAt: ts(),
    acceptedByUid: text(),
    revokedAt: ts(),
    dateCreated: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_invitations_token_idx').on(t.tokenHash),
    index('company_invitations_company_idx').on(t.companyId, t.dateCreated),
  ],
);

/**
 * Append-only record of changes (issue 14): written in the transaction of the change it describes, never updated
 * (a trigger refuses UPDATE, and DELETE of rows younger than the retention period). `companyId` is '' for
 * changes outside a company (super actions on administrators).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: ts().notNull().defaultNow(),
    companyId: text().notNull().default(''),
    actorUid: text().notNull(),
    /** `super`, a company role, or `system`. */
    actorRole: text().notNull(),
    kind: text().notNull(),
    entityId: text().notNull(),
    action: text().notNull(),
    /** Only the changed fields, secrets masked. */
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    summary: text().notNull().default(''),
  },
  (t) => [
    index('audit_log_company_idx').on(t.companyId, t.at),
    index('audit_log_actor_idx').on(t.actorUid, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);
