import { OTP_RESEND_AFTER_SECONDS, OTP_TTL_SECONDS, type SendSmsResult } from '@jumun/shared';
import { api } from '../../../lib/api-client';
import { rethrowAuthFailure } from './auth-request-error';
import { SEND_SMS_FALLBACK } from './fallback-messages';

/** POST /api/auth/send-sms: the code goes out by SMS (spec §7). */
export const sendSms = async (phoneNumber: string): Promise<SendSmsResult> => {
  const result = await api
    .post<unknown>('/api/auth/send-sms', { phoneNumber }, { auth: false })
    .catch(rethrowAuthFailure('send-sms', SEND_SMS_FALLBACK));
  // The response is informational (spec §7: "only logged"); the screen falls back to the 60 s rule.
  const data = (result ?? {}) as Partial<Record<keyof SendSmsResult, unknown>>;
  return {
    expiresInSeconds: typeof data.expiresInSeconds === 'number' ? data.expiresInSeconds : OTP_TTL_SECONDS,
    resendAfterSeconds:
      typeof data.resendAfterSeconds === 'number' ? data.resendAfterSeconds : OTP_RESEND_AFTER_SECONDS,
  };
};
