import { and, eq, gt, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { otpCodes, smsSends } from '../../db/schema';

type Executor = Db | Tx;

/** One advisory lock serialises "count, then record" of SMS sends across every API process. */
const SMS_SEND_LOCK_KEY = 0x4a554d55; // "JUMU"

export const lockSmsSends = async (tx: Tx) => {
  await tx.execute(sql`select pg_advisory_xact_lock(${SMS_SEND_LOCK_KEY})`);
};

/**
 * Sends of the last day as the limits need them: per number from this IP (the cooldown and the hourly cap a caller
 * can reach), per number from anywhere (a ceiling), per IP, and in total.
 */
export type RecentSends = {
  lastForPhoneFromIp: number | null;
  phoneFromIpInHour: number;
  oldestPhoneFromIpInHour: number | null;
  phoneInHour: number;
  oldestPhoneInHour: number | null;
  ipInHour: number;
  oldestIpInHour: number | null;
  inDay: number;
  oldestInDay: number | null;
};

const toMs = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const epochMs = (aggregate: SQL) => sql<string | null>`floor(extract(epoch from ${aggregate}) * 1000)`;

/** Everything the send limits need, in one scan of the last 24 hours (times as epoch ms). */
export const countRecentSends = async (
  tx: Executor,
  input: { phoneHash: string; ip: string; hourAgo: Date; dayAgo: Date },
): Promise<RecentSends> => {
  const isPhone = eq(smsSends.phoneHash, input.phoneHash);
  const isPhoneFromIp = and(isPhone, eq(smsSends.ip, input.ip));
  const phoneInHour = and(isPhone, gt(smsSends.dateCreated, input.hourAgo));
  const phoneFromIpInHour = and(isPhoneFromIp, gt(smsSends.dateCreated, input.hourAgo));
  const ipInHour = and(eq(smsSends.ip, input.ip), gt(smsSends.dateCreated, input.hourAgo));
  const [row] = await tx
    .select({
      lastForPhoneFromIp: epochMs(sql`max(${smsSends.dateCreated}) filter (where ${isPhoneFromIp})`),
      phoneFromIpInHour: sql<string>`count(*) filter (where ${phoneFromIpInHour})`,
      oldestPhoneFromIpInHour: epochMs(sql`min(${smsSends.dateCreated}) filter (where ${phoneFromIpInHour})`),
      phoneInHour: sql<string>`count(*) filter (where ${phoneInHour})`,
      oldestPhoneInHour: epochMs(sql`min(${smsSends.dateCreated}) filter (where ${phoneInHour})`),
      ipInHour: sql<string>`count(*) filter (where ${ipInHour})`,
      oldestIpInHour: epochMs(sql`min(${smsSends.dateCreated}) filter (where ${ipInHour})`),
      inDay: sql<string>`count(*)`,
      oldestInDay: epochMs(sql`min(${smsSends.dateCreated})`),
    })
    .from(smsSends)
    .where(gt(smsSends.dateCreated, input.dayAgo));
  return {
    lastForPhoneFromIp: toMs(row?.lastForPhoneFromIp),
    phoneFromIpInHour: Number(row?.phoneFromIpInHour ?? 0),
    oldestPhoneFromIpInHour: toMs(row?.oldestPhoneFromIpInHour),
    phoneInHour: Number(row?.phoneInHour ?? 0),
    oldestPhoneInHour: toMs(row?.oldestPhoneInHour),
    ipInHour: Number(row?.ipInHour ?? 0),
    oldestIpInHour: toMs(row?.oldestIpInHour),
    inDay: Number(row?.inDay ?? 0),
    oldestInDay: toMs(row?.oldestInDay),
  };
};

export const recordSmsSend = async (tx: Executor, values: { phoneHash: string; ip: string; at: Date }) => {
  await tx.insert(smsSends).values({ phoneHash: values.phoneHash, ip: values.ip, dateCreated: values.at });
};

/** Rows no window or code check can need any more; pruned on each send so the tables stay small. */
export const pruneSendsAndCodes = async (tx: Executor, input: { sendsBefore: Date; codesBefore: Date }) => {
  await tx.delete(smsSends).where(lt(smsSends.dateCreated, input.sendsBefore));
  await tx.delete(otpCodes).where(lt(otpCodes.expiresAt, input.codesBefore));
};

/** A new code replaces every earlier one of the number, so attempts cannot be spread over several codes. */
export const supersedeCodes = async (tx: Executor, phoneHash: string, at: Date) => {
  await tx
    .update(otpCodes)
    .set({ consumedAt: at })
    .where(and(eq(otpCodes.phoneHash, phoneHash), isNull(otpCodes.consumedAt)));
};

export const insertCode = async (
  tx: Executor,
  values: { phoneHash: string; codeHash: string; expiresAt: Date; at: Date },
) => {
  const [row] = await tx
    .insert(otpCodes)
    .values({
      phoneHash: values.phoneHash,
      codeHash: values.codeHash,
      expiresAt: values.expiresAt,
      dateCreated: values.at,
    })
    .returning({ id: otpCodes.id });
  return row?.id;
};

const buildClaimAttempt = (db: Executor) => {
  const phoneHash = sql.placeholder('phoneHash');
  const newest = sql`(select max(${otpCodes.id}) from ${otpCodes} where ${otpCodes.phoneHash} = ${phoneHash})`;
  return db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        sql`${otpCodes.id} = ${newest}`,
        isNull(otpCodes.consumedAt),
        sql`${otpCodes.attempts} < ${sql.placeholder('maxAttempts')}`,
        sql`${otpCodes.expiresAt} > ${sql.placeholder('at')}::timestamptz`,
      ),
    )
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, attempts: otpCodes.attempts })
    .prepare('jumun_otp_claim_attempt');
};

/** The verify path is what a guessing attacker hammers: its statement is built and planned once per handle. */
const claimStatements = new WeakMap<Executor, ReturnType<typeof buildClaimAttempt>>();

/**
 * Counts one attempt against the newest code of the number, only while it is live (unused, unexpired, under the
 * attempt limit). Check and increment are one statement, so parallel guesses cannot exceed the limit.
 */
export const claimCodeAttempt = async (
  db: Executor,
  input: { phoneHash: string; at: Date; maxAttempts: number },
) => {
  let statement = claimStatements.get(db);
  if (!statement) {
    statement = buildClaimAttempt(db);
    claimStatements.set(db, statement);
  }
  const [row] = await statement.execute({
    phoneHash: input.phoneHash,
    at: input.at.toISOString(),
    maxAttempts: input.maxAttempts,
  });
  return row;
};

export const consumeCode = async (db: Executor, id: number, at: Date) => {
  const [row] = await db
    .update(otpCodes)
    .set({ consumedAt: at })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return row !== undefined;
};
