import { z } from 'zod';

/** One-time code rules (issue #3 §2, OWASP ASVS 6.5): the server enforces them, the web shows them. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_RESEND_AFTER_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;

/** Raw input; the server normalises it to E.164 (`010-1234-5678`, `01012345678`, `+821012345678`). */
export const phoneNumberInputSchema = z.string().trim().min(1, '휴대폰 번호를 입력해 주세요.').max(30);

export const sendSmsBodySchema = z.object({ phoneNumber: phoneNumberInputSchema });
export type SendSmsBody = z.infer<typeof sendSmsBodySchema>;

export const sendSmsResultSchema = z.object({
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type SendSmsResult = z.infer<typeof sendSmsResultSchema>;

export const verifySmsBodySchema = z.object({
  phoneNumber: phoneNumberInputSchema,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `인증번호 ${OTP_LENGTH}자리 숫자를 입력해 주세요.`),
});
export type VerifySmsBody = z.infer<typeof verifySmsBodySchema>;

/** spec §5: the response must carry a custom token, exchanged at POST /api/auth/session. */
export const verifySmsResultSchema = z.object({ customToken: z.string().min(1) });
export type VerifySmsResult = z.infer<typeof verifySmsResultSchema>;
