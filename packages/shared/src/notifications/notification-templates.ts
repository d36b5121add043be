import { z } from 'zod';

/**
 * The customer messages whose wording a shop may set (decision 022). The shop's own alerts (escalation, board
 * offline) go to its own phone by SMS and keep our wording.
 */
export const CUSTOMER_NOTIFICATION_EVENTS = [
  'orderAccepted',
  'orderReady',
  'orderDelivering',
  'orderCancelled',
  'stampEarned',
  'couponEarned',
  'waybillShipped',
] as const;
export type CustomerNotificationEvent = (typeof CUSTOMER_NOTIFICATION_EVENTS)[number];

/** The longest text Kakao accepts in an Alimtalk template. */
export const TEMPLATE_TEXT_MAX = 1000;

/**
 * Each customer message as a Kakao template: the `#{…}` variables it may use (the ones we fill), those it must use,
 * and our default text. A shop registers its text with Kakao and types the same text here: Alimtalk sends only a
 * message that is the approved template with its variables filled in, so what is rendered here is what goes out.
 */
export const NOTIFICATION_TEMPLATES: Record<
  CustomerNotificationEvent,
  { variables: readonly string[]; required: readonly string[]; text: string }
> = {
  orderAccepted: {
    variables: ['상점명', '주문번호', '준비시각'],
    required: [],
    text: '[#{상점명}] 주문번호 #{주문번호}번 주문이 접수되었습니다. #{준비시각}쯤 준비됩니다.',
  },
  orderReady: {
    variables: ['상점명', '주문번호'],
    required: [],
    text: '[#{상점명}] 주문번호 #{주문번호}번 메뉴가 준비되었습니다. 매장에서 받아 가세요.',
  },
  orderDelivering: {
    variables: ['상점명', '주문번호'],
    required: [],
    text: '[#{상점명}] 주문번호 #{주문번호}번 주문이 출발했습니다.',
  },
  orderCancelled: {
    variables: ['상점명', '주문번호', '취소사유'],
    required: [],
    text: '[#{상점명}] 주문번호 #{주문번호}번 주문이 취소되었습니다. (사유: #{취소사유})',
  },
  stampEarned: {
    variables: ['상점명', '주문번호', '적립스탬프'],
    required: [],
    text: '[#{상점명}] 스탬프 #{적립스탬프}개가 적립되었습니다. 주문번호 #{주문번호}번',
  },
  couponEarned: {
    variables: ['상점명', '주문번호', '쿠폰명'],
    required: [],
    text: '[#{상점명}] 스탬프를 모아 쿠폰이 발급되었습니다: #{쿠폰명}. 다음 주문에서 쓰세요.',
  },
  waybillShipped: {
    variables: ['상점명', '고객명', '택배회사명', '송장번호', '배송조회'],
    required: ['송장번호'],
    text: '[#{상점명}] #{고객명}님, 주문하신 상품이 발송되었습니다.\n택배회사: #{택배회사명}\n송장번호: #{송장번호}\n배송 조회: #{배송조회}',
  },
};

/** The delivery-start text (noticeCodeDeliveryStart) as we word it. */
export const DELIVERY_START_TEMPLATE = NOTIFICATION_TEMPLATES.waybillShipped.text;

const VARIABLE = /#\{([^}]*)\}/g;

/** Fills `#{name}` variables; an unknown one stays as written. */
export const fillTemplateVariables = (template: string, values: Record<string, string | undefined>) =>
  template.replace(VARIABLE, (whole, key: string) => values[key] ?? whole);

/** The text a shop set for an event, or ours when it set none. */
export const templateTextOf = (
  event: CustomerNotificationEvent,
  texts: Partial<Record<CustomerNotificationEvent, string>> | undefined,
) => texts?.[event]?.trim() || NOTIFICATION_TEMPLATES[event].text;

/** What is wrong with a shop's text for an event, in Korean, or null. An empty text means "ours". */
export const templateTextProblem = (event: CustomerNotificationEvent, text: string): string | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const { variables, required } = NOTIFICATION_TEMPLATES[event];
  const allowed = variables.map((name) => `#{${name}}`).join(', ');
  const used = [...trimmed.matchAll(VARIABLE)].map((match) => match[1] ?? '');
  const unknown = used.find((name) => !variables.includes(name));
  if (unknown !== undefined) return `알 수 없는 변수 #{${unknown}}입니다. 쓸 수 있는 변수: ${allowed}`;
  if (/#\{(?![^}]*\})/.test(trimmed))
    return `닫히지 않은 변수가 있습니다. 변수는 #{이름} 모양입니다: ${allowed}`;
  const missing = required.find((name) => !used.includes(name));
  if (missing) return `#{${missing}} 변수가 들어가야 합니다.`;
  return null;
};

/** A shop's texts (company.kakaoInfo.templateTexts): one per customer event, empty for ours, checked as above. */
export const templateTextsSchema = z
  .object(
    Object.fromEntries(
      CUSTOMER_NOTIFICATION_EVENTS.map((event) => [
        event,
        z.string().max(TEMPLATE_TEXT_MAX, `문구는 ${TEMPLATE_TEXT_MAX}자까지 쓸 수 있습니다`).default(''),
      ]),
    ) as Record<CustomerNotificationEvent, z.ZodDefault<z.ZodString>>,
  )
  .superRefine((texts, context) => {
    for (const event of CUSTOMER_NOTIFICATION_EVENTS) {
      const problem = templateTextProblem(event, texts[event]);
      if (problem) context.addIssue({ code: 'custom', path: [event], message: problem });
    }
  });
export type TemplateTexts = z.infer<typeof templateTextsSchema>;
