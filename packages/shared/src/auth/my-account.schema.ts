import { z } from 'zod';
import { COMPANY_ROLES } from './roles';
import { phoneNumberInputSchema, verifySmsBodySchema } from './sms-login.schema';

/**
 * 내 정보 self-service (issue 15 `/admin/me`): leave a company, change the phone with a code sent to the new number,
 * delete the account. Only the signed-in administrator acts on their own account; a device session may not.
 */
export const leaveCompanyResultSchema = z.object({ companyId: z.string(), role: z.enum(COMPANY_ROLES) });
export type LeaveCompanyResult = z.infer<typeof leaveCompanyResultSchema>;

/** The code goes to the new number; the server refuses a number another account already uses. */
export const changePhoneSendSchema = z.object({ phoneNumber: phoneNumberInputSchema });
export type ChangePhoneSend = z.infer<typeof changePhoneSendSchema>;

export const changePhoneInputSchema = verifySmsBodySchema;
export type ChangePhoneInput = z.infer<typeof changePhoneInputSchema>;

export const changePhoneResultSchema = z.object({ phoneSuffix: z.string() });
export type ChangePhoneResult = z.infer<typeof changePhoneResultSchema>;

/** The confirmation step: the last four digits of the account's phone, typed by hand. */
export const deleteAccountInputSchema = z.object({
  phoneSuffix: z
    .string()
    .trim()
    .regex(/^\d{4}$/, '휴대폰 번호 끝 4자리를 입력해 주세요.'),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

export const deleteAccountResultSchema = z.object({ uid: z.string(), leftCompanies: z.number().int() });
export type DeleteAccountResult = z.infer<typeof deleteAccountResultSchema>;
