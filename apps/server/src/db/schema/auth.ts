import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = () => timestamp({ withTimezone: true, mode: 'date' });

/** One auth user per phone number (E.164). */
export const authUsers = pgTable('auth_users', {
  uid: text().primaryKey(),
  /** Encrypted E.164 phone; lookups go through phoneHash. */
  securedPhone: text().notNull(),
  phoneHash: text().notNull().unique(),
  dateCreated: ts().notNull().defaultNow(),
  dateLastLogin: ts(),
});

/** One-time SMS codes: hashed, single use, limited attempts, short expiry (issue #3 §2). */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial().primaryKey(),
    phoneHash: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: ts().notNull(),
    consumedAt: ts(),
    dateCreated: ts().notNull().defaultNow(),
  },
  (t) => [index('otp_codes_phone_idx').on(t.phoneHash, t.dateCreated)],
);

/** Every SMS send attempt that passed validation; the rate limits count rows here. */
export const smsSends = pgTable(
  'sms_sends',
  {
    id: serial().primaryKey(),
    phoneHash: text().notNull(),
    ip: text().notNull(),
    dateCreated: ts().notNull().defaultNow(),
  },
  (t) => [
    index('sms_sends_phone_idx').on(t.phoneHash, t.dateCreated),
    index('sms_sends_ip_idx').on(t.ip, t.dateCreated),
    index('sms_sends_date_idx').on(t.dateCreated),
  ],
);

/** customToken from verify-sms: single use, short lived. */
export const customTokens = pgTable('custom_tokens', {
  tokenHash: text().primaryKey(),
  uid: text().notNull(),
  /** `admin` or `customer`: a token is exchanged only by the sign-in of its own audience. */
  audience: text().notNull().default('admin'),
  expiresAt: ts().notNull(),
  usedAt: ts(),
});

/** Opaque refresh tokens, rotated on every use; reuse of a rotated one revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text().primaryKey(),
    uid: text().notNull(),
    /** `admin` or `customer`: a customer's refresh token never yields an administrator's ID token. */
    audience: text().notNull().default('admin'),
    familyId: text().notNull(),
    expiresAt: ts().notNull(),
    rotatedAt: ts(),
    revokedAt: ts(),
    /** When this token was issued: the family's newest one says when the sign-in was last used (sign-in or refresh). */
    dateCreated: ts().notNull().defaultNow(),
    /**
     * The sign-in (family) this token descends from, copied on every rotation: 내 정보 lists each browser's sign-in
     * with when it began and its browser (issue 15). Null for tokens issued before these columns existed.
     */
    signedInAt: ts(),
    /** The browser's User-Agent at sign-in or last refresh (cut to 300 characters); '' when not sent. */
    userAgent: text().notNull().default(''),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_uid_idx').on(t.uid)],
);

/** Results of POSTs sent with an Idempotency-Key, replayed on retry. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    statusCode: integer().notNull(),
    response: jsonb().notNull(),
    dateCreated: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
