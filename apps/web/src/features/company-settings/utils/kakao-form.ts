import { type Company, companyFieldsSchema, type kakaoInfoSchema } from '@jumun/shared';
import type { z } from 'zod';
import type { CompanyFormConfig } from '../../../lib/company/use-company-form';

/** What /admin/settings edits: the Kakao channel and templates, and how orders are taken (issue 12). */
export type KakaoValues = Pick<Company, 'kakaoInfo' | 'orderSettings'>;
export type TemplateCodeField = Extract<keyof z.infer<typeof kakaoInfoSchema>, `noticeCode${string}`>;

/** Alimtalk template per event (domain §8.1), in the order an order goes through them. */
export const TEMPLATE_EVENTS: { field: TemplateCodeField; label: string; hint: string }[] = [
  { field: 'noticeCodeOrderComplete', label: '주문 완료', hint: '손님이 주문을 마쳤을 때' },
  { field: 'noticeCodeOrderReady', label: '준비 완료', hint: '포장 · 매장 주문을 받아 가실 때' },
  { field: 'noticeCodeDeliveryStart', label: '배송 시작', hint: '송장 번호를 보낼 때 (송장발송)' },
  {
    field: 'noticeCodePurchaseStamp',
    label: '구매 적립',
    hint: '스탬프 · 포인트 적립 (태블릿 적립에 꼭 필요)',
  },
  { field: 'noticeCodeGiftSender', label: '선물 보낸 분', hint: '선물을 보낸 손님에게' },
  { field: 'noticeCodeGiftRecipient', label: '선물 받는 분', hint: '선물을 받는 분에게' },
  { field: 'noticeCodeStaffInvitation', label: '직원 초대', hint: '직원 관리에서 초대 링크를 보낼 때' },
];

/**
 * The state of an event without a template code. The original system said "카카오 알림 심사중입니다" here although
 * nothing had been submitted (issue 9); without a code the message really goes out as a text message (SMS).
 */
export const TEMPLATE_MISSING = '코드 없음 · 문자로 보냄';
/** A code is entered; whether Kakao approved it shows only when a message is sent (the order's 고객 알림). */
export const TEMPLATE_ENTERED = '코드 입력됨';

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
