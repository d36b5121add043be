import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

const ts = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Customer sign-in links (domain §6.3 `loginTokens`, issue 15): `/token/{loginToken}` signs the phone's customer in to
 * one shop. Only an HMAC of the token is looked up; the token itself is kept AES-GCM encrypted so the shop can copy
 * the link again (the domain's `rawToken`), which a database dump without the server key cannot read.
 */
export const loginTokens = pgTable(
  'login_tokens',
  {
    id: text().primaryKey(),
    companyId: text()
      .notNull()
      .references(() => companies.id),
    tokenHash: text().notNull().unique(),
    encryptedToken: text().notNull(),
    /** A link made for a Friendtalk campaign carries `?friendtalkCode=`; only its hash is kept. Empty = none. */
    friendtalkCodeHash: text().notNull().default(''),
    encryptedFriendtalkCode: text().notNull().default(''),
    securedPhone: text().notNull(),
    phoneHash: text().notNull(),
    phoneSuffix: text().notNull(),
    /** Who made it: an administrator's uid, or `notifications` for the link the server adds to its messages. */
    createdByUid: text().notNull().default(''),
    dateCreated: ts().notNull().defaultNow(),
    dateExpires: ts().notNull(),
    dateLastUsed: ts(),
    dateRevoked: ts(),
  },
  (t) => [
    index('login_tokens_company_idx').on(t.companyId, t.dateCreated),
    // The link a notification reuses for this customer at this shop (issue 15: one per phone and company).
    index('login_tokens_phone_idx').on(t.companyId, t.phoneHash),
  ],
);

/**
 * A counter tablet signed in without SMS (issue 15 `/admin/autologin`): a long-lived credential bound to one company
 * and one company role, stored as an HMAC only. Revoking it ends its sessions within seconds (decisions/018).
 */
export const devices = pgTable(
  'devices',
  {
    id: text().primaryKey(),
    companyId: text()
      .notNull()
      .references(() => companies.id),
    /** A CompanyRole (`owner` | `manager` | `staff`, packages/shared auth/roles.ts); devices default to staff. */
    role: text().notNull().default('staff'),
    name: text().notNull(),
    credentialHash: text().notNull().unique(),
    createdByUid: text().notNull(),
    dateCreated: ts().notNull().defaultNow(),
    dateLastSeen: ts(),
    dateRevoked: ts(),
  },
  (t) => [index('devices_company_idx').on(t.companyId)],
);

/** Failed login-link and device-credential attempts, counted per client IP for the rate limit (every one is logged). */
export const credentialFailures = pgTable(
  'credential_failures',
  {
    id: serial().primaryKey(),
    kind: text().notNull(),
    ip: text().notNull(),
    dateCreated: ts().notNull().defaultNow(),
  },
  (t) => [index('credential_failures_ip_idx').on(t.ip, t.dateCreated)],
);
