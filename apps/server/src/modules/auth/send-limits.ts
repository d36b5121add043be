import { OTP_RESEND_AFTER_SECONDS } from '@jumun/shared';
import type { RecentSends } from './otp.repository';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export type SendLimits = {
  /** Between two codes for one number from one IP. */
  cooldownSeconds: number;
  /** Codes for one number from one IP: a third party's requests do not use up the owner's (issue 9). */
  perPhonePerHour: number;
  /** Codes for one number from every IP together: bounds what many IPs can send to one phone. */
  perPhonePerHourAllIps: number;
  perIpPerHour: number;
  /** Global cap over a rolling 24 hours (SMS_DAILY_CAP): bounds the bill if every other limit is evaded. */
  perDay: number;
};

export const DEFAULT_SEND_LIMITS: Omit<SendLimits, 'perDay'> = {
  cooldownSeconds: OTP_RESEND_AFTER_SECONDS,
  perPhonePerHour: 5,
  perPhonePerHourAllIps: 15,
  perIpPerHour: 20,
};

export type LimitHit = { message: string; retryAfterSeconds: number };

const secondsUntil = (momentMs: number, nowMs: number) => Math.max(1, Math.ceil((momentMs - nowMs) / 1000));
const minutesText = (seconds: number) => `${Math.ceil(seconds / 60)}분`;

/**
 * The first limit a new send would break, with when it frees up (the oldest send in the window ages out), or null.
 * Sliding windows over the recorded sends, so the answer is the same in every API process.
 */
export const findSendLimitHit = (sends: RecentSends, limits: SendLimits, nowMs: number): LimitHit | null => {
  const last = sends.lastForPhoneFromIp;
  if (last !== null && nowMs - last < limits.cooldownSeconds * 1000) {
    const retryAfterSeconds = secondsUntil(last + limits.cooldownSeconds * 1000, nowMs);
    return {
      message: `인증번호는 ${retryAfterSeconds}초 후에 다시 요청할 수 있습니다.`,
      retryAfterSeconds,
    };
  }
  if (
    sends.phoneFromIpInHour >= limits.perPhonePerHour ||
    sends.phoneInHour >= limits.perPhonePerHourAllIps
  ) {
    const oldest =
      sends.phoneFromIpInHour >= limits.perPhonePerHour
        ? sends.oldestPhoneFromIpInHour
        : sends.oldestPhoneInHour;
    const retryAfterSeconds = secondsUntil((oldest ?? nowMs) + HOUR_MS, nowMs);
    return {
      message: `이 번호로 인증번호를 너무 많이 요청했습니다. ${minutesText(retryAfterSeconds)} 후에 다시 시도해 주세요.`,
      retryAfterSeconds,
    };
  }
  if (sends.ipInHour >= limits.perIpPerHour) {
    const retryAfterSeconds = secondsUntil((sends.oldestIpInHour ?? nowMs) + HOUR_MS, nowMs);
    return {
      message: `인증번호 요청이 너무 많습니다. ${minutesText(retryAfterSeconds)} 후에 다시 시도해 주세요.`,
      retryAfterSeconds,
    };
  }
  if (sends.inDay >= limits.perDay) {
    const retryAfterSeconds = secondsUntil((sends.oldestInDay ?? nowMs) + DAY_MS, nowMs);
    return {
      message: '오늘 보낼 수 있는 인증 문자가 모두 소진되었습니다. 잠시 후 다시 시도해 주세요.',
      retryAfterSeconds,
    };
  }
  return null;
};
