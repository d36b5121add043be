import { COMPANY_TYPES, DEFAULT_COMPANY_TYPE } from '@jumun/shared';
import { z } from 'zod';
import type { TFunction } from '../../../lib/i18n';
import { isLikelyContactNumber } from '../../../lib/phone';

/** The registration form (issue #4 §2): shop name, company type, contact phone; messages in the UI language. */
export const createRegisterFormSchema = (t: TFunction) =>
  z.object({
    shopName: z
      .string()
      .trim()
      .min(1, t('register.shopNameRequired'))
      .max(100, t('register.shopNameTooLong')),
    companyType: z.enum(COMPANY_TYPES),
    contactPhone: z.string().trim().refine(isLikelyContactNumber, t('register.contactPhoneInvalid')),
  });

export type RegisterFormValues = z.infer<ReturnType<typeof createRegisterFormSchema>>;

export const REGISTER_FORM_INITIAL_VALUES: RegisterFormValues = {
  shopName: '',
  companyType: DEFAULT_COMPANY_TYPE,
  contactPhone: '',
};

/** The server names the registration's fields by where they go in the company; the form has three. */
const FORM_PATH_OF: Record<string, keyof RegisterFormValues> = {
  'company.businessInfo.shopName': 'shopName',
  'company.companyType': 'companyType',
  'company.contactInfo.securedPhoneMain': 'contactPhone',
  securedPhoneSub1: 'contactPhone',
};

export const toRegisterFormPath = (path: string): string => FORM_PATH_OF[path] ?? path;
