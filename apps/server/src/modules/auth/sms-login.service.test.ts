import { OTP_MAX_ATTEMPTS } from '@jumun/shared';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { parseEnv } from '../../config/env';
import { otpCodes, smsSends } from '../../db/schema';
import { upsertMember } from '../members';
import { type AuthServices, createAuthServices } from './auth.module';
import { FAILURE_WINDOW_MS, FAILURES_PER_IP } from './credential-failures';
import type { SmsProvider } from './sms.provider';
import { generateOtpCode } from './sms-login.service';

/**
 * The real code is '000150': an enumerating attacker reaches it in the second batch of 100 parallel guesses, after
 * the first batch used up the code's 5 attempts. (Inside one parallel batch the order in which guesses reach the
 * database is arbitrary, so a code inside the first batch could be among the 5 that get an attempt — that is the
 * 5-in-a-million chance every attacker has, not a leak.)
 */
const CODE = '000150';
const PHONE = '010-3333-0000';
const IP = '203.0.113.7';

let t: TestApp;
let auth: AuthServices;
let clock = Date.parse('2026-11-22T09:00:00Z');
const sent: { to: string; text: string }[] = [];
const recordingProvider: SmsProvider = {
  name: 'recording',
  send: async (to, text) => void sent.push({ to, text }),
};

beforeAll(async () => {
  t = await buildTestApp({ seed: false, now: () => clock });
  auth = createAuthServices({
    env: parseEnv({ NODE_ENV: 'test' }),
    db: t.database.db,
    cipher: t.app.services.cipher,
    idTokens: t.app.services.idTokens,
    now: () => clock,
    logger: t.app.log,
    smsProvider: recordingProvider,
    generateCode: () => CODE,
    addOwner: upsertMember,
  });
});
afterAll(async () => t.close());
// A day later every send window is empty again, so each test starts from fresh limits.
beforeEach(() => {
  clock += 25 * 60 * 60 * 1000;
});

/** The owner's own phone and network: where the code was asked for. */
const verify = (code: string, phone = PHONE, ip = IP) => auth.smsLogin.verifySms(phone, code, ip);
const isAccepted = (attempt: Promise<unknown>) =>
  attempt.then(
    () => true,
    () => false,
  );

describe('one-time codes', () => {
  it('are six CSPRNG digits', () => {
    const codes = Array.from({ length: 200 }, generateOtpCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('are stored only as a keyed hash bound to the phone', async () => {
    await auth.smsLogin.sendSms(PHONE, IP);
    const [row] = await t.database.db.select().from(otpCodes).orderBy(desc(otpCodes.id)).limit(1);
    expect(row?.codeHash).not.toContain(CODE);
    expect(row?.phoneHash).not.toContain('33330000');
    expect(sent.at(-1)).toMatchObject({ to: '+821033330000', text: expect.stringContaining(CODE) });
  });

  it('die after 5 wrong guesses: even the right code is refused then', async () => {
    await auth.smsLogin.sendSms(PHONE, IP);
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) await expect(verify('999999')).rejects.toThrow();
    await expect(verify(CODE)).rejects.toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it('10,000 scripted guesses (000000–009999, 100 at a time in parallel) succeed 0 times', async () => {
    await auth.smsLogin.sendSms(PHONE, IP);
    let successes = 0;
    for (let start = 0; start < 10_000; start += 100) {
      const batch = Array.from({ length: 100 }, (_, i) => String(start + i).padStart(6, '0'));
      const results = await Promise.all(batch.map((guess) => isAccepted(verify(guess))));
      successes += results.filter(Boolean).length;
    }
    expect(successes).toBe(0);
    const [row] = await t.database.db.select().from(otpCodes).orderBy(desc(otpCodes.id)).limit(1);
    // Parallel guesses never push the counter past the limit.
    expect(row?.attempts).toBe(OTP_MAX_ATTEMPTS);
    // About 10 s on an idle machine (one statement per guess); generous because the CI box runs suites in parallel.
  }, 180_000);

  it('a code burned by someone else’s wrong guesses is replaced by a fresh one the owner asks for from elsewhere', async () => {
    const attacker = '198.51.100.66';
    await auth.smsLogin.sendSms(PHONE, attacker);
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++)
      await expect(verify('999999', PHONE, attacker)).rejects.toThrow();
    await expect(verify(CODE)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    // No cooldown wait: the owner's request comes from another IP.
    await auth.smsLogin.sendSms(PHONE, IP);
    await expect(verify(CODE)).resolves.toMatchObject({ customToken: expect.any(String) });
  });

  it('are single use', async () => {
    await auth.smsLogin.sendSms(PHONE, IP);
    await expect(verify(CODE)).resolves.toMatchObject({ customToken: expect.any(String) });
    await expect(verify(CODE)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('expire after 5 minutes', async () => {
    await auth.smsLogin.sendSms(PHONE, IP);
    clock += 5 * 60 * 1000 - 1000;
    await expect(verify('111111')).rejects.toThrow(/남은 입력 횟수/);
    clock += 2000;
    await expect(verify(CODE)).rejects.toThrow(/만료/);
  });

  it('are replaced by a newer code, so attempts cannot be spread over several codes', async () => {
    await auth.smsLogin.sendSms(PHONE, IP);
    for (let i = 0; i < OTP_MAX_ATTEMPTS - 1; i++) await expect(verify('999999')).rejects.toThrow();
    clock += 61_000;
    await auth.smsLogin.sendSms(PHONE, IP);
    const rows = await t.database.db.select().from(otpCodes).orderBy(desc(otpCodes.id)).limit(2);
    expect(rows[1]?.consumedAt).not.toBeNull();
    await expect(verify(CODE)).resolves.toBeTruthy();
  });

  it('belong to one number: the code of one phone does not sign in another', async () => {
    await auth.smsLogin.sendSms(PHONE, IP);
    await expect(verify(CODE, '010-3333-0001')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(verify(CODE)).resolves.toBeTruthy();
  });
});

describe('wrong codes per IP (issue 9)', () => {
  const ATTACKER = '198.51.100.99';
  const victims = Array.from(
    { length: FAILURES_PER_IP / OTP_MAX_ATTEMPTS },
    (_, i) => `010-3333-1${String(i).padStart(3, '0')}`,
  );

  it('refuse an IP that guessed wrong too often, before any code is looked at: the next victim keeps its code', async () => {
    for (const victim of victims) {
      await auth.smsLogin.sendSms(victim, IP);
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i++)
        await expect(verify('999999', victim, ATTACKER)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    await auth.smsLogin.sendSms(PHONE, IP);
    // Even the right code: a blocked client learns nothing, and its guess costs the owner no attempt.
    await expect(verify(CODE, PHONE, ATTACKER)).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    const [row] = await t.database.db.select().from(otpCodes).orderBy(desc(otpCodes.id)).limit(1);
    expect(row?.attempts).toBe(0);
    await expect(verify(CODE)).resolves.toMatchObject({ customToken: expect.any(String) });

    // The window slides: a quarter of an hour later the IP may try again.
    clock += FAILURE_WINDOW_MS + 1000;
    await auth.smsLogin.sendSms(PHONE, IP);
    await expect(verify('999999', PHONE, ATTACKER)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('count only wrong codes against a live code: guesses at a number without one burn nothing and do not add up', async () => {
    for (let i = 0; i < FAILURES_PER_IP + 5; i++) {
      await expect(verify('999999', '010-3333-2000', ATTACKER)).rejects.toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    }
    await auth.smsLogin.sendSms(PHONE, IP);
    await expect(verify(CODE, PHONE, ATTACKER)).resolves.toMatchObject({ customToken: expect.any(String) });
  });
});

describe('housekeeping', () => {
  it('drops sends older than every window and codes that expired, on the next send', async () => {
    await auth.smsLogin.sendSms(PHONE, IP);
    clock += 25 * 60 * 60 * 1000;
    await auth.smsLogin.sendSms('010-3333-0002', IP);
    expect(await t.database.db.select().from(smsSends)).toHaveLength(1);
    expect(await t.database.db.select().from(otpCodes)).toHaveLength(1);
  });
});

describe('custom tokens', () => {
  it('are single use and expire after 5 minutes', async () => {
    await auth.smsLogin.sendSms(PHONE, IP);
    const { customToken } = await verify(CODE);
    await expect(auth.tokens.signIn(customToken)).resolves.toMatchObject({ uid: expect.any(String) });
    await expect(auth.tokens.signIn(customToken)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });

    clock += 61_000;
    await auth.smsLogin.sendSms(PHONE, IP);
    const late = await verify(CODE);
    clock += 5 * 60 * 1000 + 1;
    await expect(auth.tokens.signIn(late.customToken)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
