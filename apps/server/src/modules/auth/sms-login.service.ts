import crypto from 'node:crypto';
import {
  AppError,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_AFTER_SECONDS,
  OTP_TTL_SECONDS,
  type SendSmsResult,
  type VerifySmsResult,
} from '@jumun/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import type { AccountService } from './account.service';
import { createCredentialFailures } from './credential-failures';
import * as otp from './otp.repository';
import { normalizePhoneNumber } from './phone-number';
import { DAY_MS, findSendLimitHit, HOUR_MS, type SendLimits } from './send-limits';
import type { SmsProvider } from './sms.provider';
import type { TokenService } from './token.service';

const CODE_DEAD = '인증번호가 만료되었거나 입력 횟수를 초과했습니다. 인증번호를 다시 요청해 주세요.';
const SEND_FAILED = '인증 문자를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** Uniform over 000000–999999 from the CSPRNG. */
export const generateOtpCode = () =>
  crypto
    .randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');

export type SmsLoginDeps = {
  db: Db;
  cipher: FieldCipher;
  provider: SmsProvider;
  accounts: AccountService;
  tokens: TokenService;
  allowedCountries: readonly string[];
  /** Fixed codes of AUTH_TEST_PHONE_NUMBERS: never sent, never rate limited. */
  testPhoneCodes: ReadonlyMap<string, string>;
  limits: SendLimits;
  now: () => number;
  logger: FastifyBaseLogger;
  generateCode?: () => string;
};

/**
 * send-sms / verify-sms (issue #3 §2). Codes are stored as a keyed hash bound to the phone, used once, dead after
 * OTP_MAX_ATTEMPTS wrong guesses or OTP_TTL_SECONDS; sends are limited per number, per IP and globally; wrong codes
 * are limited per IP as well (issue 9), so one client cannot guess at or burn the codes of number after number.
 */
export const createSmsLoginService = (deps: SmsLoginDeps) => {
  const { db, cipher } = deps;
  const generateCode = deps.generateCode ?? generateOtpCode;
  const failures = createCredentialFailures({ db, now: deps.now, logger: deps.logger });
  const codeHashOf = (phone: string, code: string) => cipher.lookupHash(`otp:${phone}:${code}`);

  const storeCode = async (phone: string, code: string, ip: string | null) => {
    const phoneHash = cipher.lookupHash(phone);
    const nowMs = deps.now();
    const at = new Date(nowMs);
    await db.transaction(async (tx) => {
      if (ip !== null) {
        await otp.lockSmsSends(tx);
        const sends = await otp.countRecentSends(tx, {
          phoneHash,
          ip,
          hourAgo: new Date(nowMs - HOUR_MS),
          dayAgo: new Date(nowMs - DAY_MS),
        });
        const hit = findSendLimitHit(sends, deps.limits, nowMs);
        if (hit)
          throw new AppError('RATE_LIMITED', hit.message, { retryAfterSeconds: hit.retryAfterSeconds });
        await otp.recordSmsSend(tx, { phoneHash, ip, at });
      }
      await otp.pruneSendsAndCodes(tx, { sendsBefore: new Date(nowMs - DAY_MS), codesBefore: at });
      await otp.supersedeCodes(tx, phoneHash, at);
      await otp.insertCode(tx, {
        phoneHash,
        codeHash: codeHashOf(phone, code),
        expiresAt: new Date(nowMs + OTP_TTL_SECONDS * 1000),
        at,
      });
    });
  };

  /**
   * Checks and uses up the number's code; returns the number in E.164. Sign-in and 내 정보's phone change
   * (a code sent to the new number) both go through it. An IP with too many wrong codes lately is refused before
   * any code is looked at (429), so its guesses no longer use up anyone's attempts; the fixed codes of test numbers
   * are not guesses and are not counted.
   */
  const confirmCode = async (phoneNumber: string, code: string, ip: string): Promise<string> => {
    const phone = normalizePhoneNumber(phoneNumber, deps.allowedCountries);
    const isTestNumber = deps.testPhoneCodes.has(phone);
    if (!isTestNumber) await failures.assertNotBlocked('sms-code', ip);
    const at = new Date(deps.now());
    const claimed = await otp.claimCodeAttempt(db, {
      phoneHash: cipher.lookupHash(phone),
      at,
      maxAttempts: OTP_MAX_ATTEMPTS,
    });
    if (!claimed) throw new AppError('UNAUTHENTICATED', CODE_DEAD);
    const matches = crypto.timingSafeEqual(
      Buffer.from(claimed.codeHash),
      Buffer.from(codeHashOf(phone, code.trim())),
    );
    if (!matches) {
      if (!isTestNumber) await failures.record('sms-code', ip, 'wrong code');
      const left = OTP_MAX_ATTEMPTS - claimed.attempts;
      throw new AppError(
        'UNAUTHENTICATED',
        left > 0 ? `인증번호가 일치하지 않습니다. (남은 입력 횟수 ${left}회)` : CODE_DEAD,
        { details: { attemptsLeft: left } },
      );
    }
    if (!(await otp.consumeCode(db, claimed.id, at))) throw new AppError('UNAUTHENTICATED', CODE_DEAD);
    return phone;
  };

  return {
    confirmCode,

    async sendSms(phoneNumber: string, ip: string): Promise<SendSmsResult> {
      const phone = normalizePhoneNumber(phoneNumber, deps.allowedCountries);
      const result = { expiresInSeconds: OTP_TTL_SECONDS, resendAfterSeconds: OTP_RESEND_AFTER_SECONDS };
      const testCode = deps.testPhoneCodes.get(phone);
      if (testCode !== undefined) {
        await storeCode(phone, testCode, null);
        return result;
      }
      const code = generateCode();
      // The send is recorded before the provider is called: a failing gateway still counts against the limits.
      await storeCode(phone, code, ip);
      try {
        await deps.provider.send(
          phone,
          `[주문] 인증번호 ${code} 를 입력해 주세요. 타인에게 알려주지 마세요.`,
        );
      } catch (error) {
        deps.logger.error({ err: error, provider: deps.provider.name }, 'SMS provider failed');
        await otp.supersedeCodes(db, cipher.lookupHash(phone), new Date(deps.now()));
        throw new AppError('BAD_GATEWAY', SEND_FAILED);
      }
      return result;
    },

    async verifySms(phoneNumber: string, code: string, ip: string): Promise<VerifySmsResult> {
      const phone = await confirmCode(phoneNumber, code, ip);
      const uid = await deps.accounts.findOrCreateAuthUser(phone);
      return { customToken: await deps.tokens.issueCustomToken(uid) };
    },
  };
};

export type SmsLoginService = ReturnType<typeof createSmsLoginService>;
