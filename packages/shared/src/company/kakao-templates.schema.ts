import { z } from 'zod';

/**
 * Kakao's review of an Alimtalk template (Aligo `inspStatus`): REG 등록됨 (not yet submitted), REQ 심사 중, APR 승인
 * (it can be sent), REJ 반려 (with the reviewer's comments). Only APR templates go out as Alimtalk; the others fall
 * back to SMS.
 */
export const KAKAO_TEMPLATE_REVIEW_STATES = ['REG', 'REQ', 'APR', 'REJ'] as const;
export type KakaoTemplateReviewState = (typeof KAKAO_TEMPLATE_REVIEW_STATES)[number];

export const kakaoTemplateSchema = z.object({
  /** The template code the shop enters in 설정 (Aligo `templtCode`). */
  code: z.string(),
  name: z.string(),
  content: z.string(),
  /** The review state as Aligo reports it; `unknown` for a state this version does not know. */
  reviewState: z.union([z.enum(KAKAO_TEMPLATE_REVIEW_STATES), z.literal('unknown')]),
  /** Aligo `status`: A 정상, R 대기, S 중지 (blocked by Kakao). */
  status: z.string(),
  buttons: z.array(z.object({ name: z.string(), linkType: z.string() })),
  /** The reviewer's comments, newest last (why a template was 반려). */
  comments: z.array(z.string()),
  dateCreated: z.string(),
});
export type KakaoTemplate = z.infer<typeof kakaoTemplateSchema>;

/**
 * `GET /api/admin/companies/:companyId/kakao-templates`: the shop's channel templates read from Aligo just now.
 * `source` says where the answer came from: `aligo`; `console` (KAKAO_PROVIDER=console, nothing is connected, so no
 * review state is known); `noSenderKey` (the shop has not connected a channel yet).
 */
export const kakaoTemplateListSchema = z.object({
  source: z.enum(['aligo', 'console', 'noSenderKey']),
  templates: z.array(kakaoTemplateSchema),
  syncedAt: z.string(),
});
export type KakaoTemplateList = z.infer<typeof kakaoTemplateListSchema>;
