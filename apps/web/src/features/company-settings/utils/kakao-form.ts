import { type Company, companyFieldsSchema, type kakaoInfoSchema } from '@jumun/shared';
import type { z } from 'zod';
import type { CompanyFormConfig } from '../../../lib/company/use-company-form';

/** What /admin/settings edits: the Kakao channel and templates, and how orders are taken (issue 12). */
export type KakaoValues = Pick<Company, 'kakaoInfo' | 'orderSettings'>;
export type TemplateCodeField = Extract<keyof z.infer<typeof kakaoInfoSchema>, `noticeCode${string}`>;

/**
 * The template codes that belong to no customer message we send (gifts, staff invitations): entered here, used by
 * the screens that send them. The customer messages' codes sit beside their wording (message-template-card.tsx).
 */
export const OTHER_TEMPLATE_CODES: TemplateCodeField[] = [
  'noticeCodeGiftSender',
  'noticeCodeGiftRecipient',
  'noticeCodeStaffInvitation',
];

/** '주문카페' → '@주문카페': the channel id is always written with its @. */
export const normalizeChannelId = (value: string): string => {
  const trimmed = value.trim();
  return trimmed && !trimmed.startsWith('@') ? `@${trimmed}` : trimmed;
};

/** 카카오 채널 settings on /admin/settings (issue #6 §6), validated by the shared kakaoInfoSchema. */
export const kakaoFormConfig: CompanyFormConfig<KakaoValues> = {
  schema: companyFieldsSchema.pick({ kakaoInfo: true, orderSettings: true }),
  pick: (company) => ({ kakaoInfo: company.kakaoInfo, orderSettings: company.orderSettings }),
  merge: (base, values) => ({ ...base, ...values }),
};
