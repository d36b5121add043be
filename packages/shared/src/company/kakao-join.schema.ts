import { z } from 'zod';
import { phoneNumberInputSchema } from '../auth/sms-login.schema';
import { KAKAO_CHANNEL_ID_PATTERN, normalizeKakaoChannelId } from './kakao-channel-id';

export const kakaoChannelIdInputSchema = z
  .string()
  .trim()
  .max(60)
  .transform(normalizeKakaoChannelId)
  .refine(
    (value) => KAKAO_CHANNEL_ID_PATTERN.test(value),
    '채널 검색용 아이디는 @ 뒤에 영문과 숫자 3자 이상입니다.',
  );

/** Aligo's category for a food shop's profile (domain §6.2 step 3). */
export const KAKAO_PROFILE_CATEGORY = '00600040001';

/** Step 2: Aligo texts a 6-digit code to the phone registered as the channel's manager. */
export const kakaoProfileAuthBodySchema = z.object({
  kakaoChannelId: kakaoChannelIdInputSchema,
  phoneNumber: phoneNumberInputSchema,
});
export type KakaoProfileAuthBody = z.input<typeof kakaoProfileAuthBodySchema>;

/** Step 3: the code becomes the channel's sender key. */
export const kakaoProfileAddBodySchema = kakaoProfileAuthBodySchema.extend({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, '인증번호 6자리 숫자를 입력해 주세요.'),
});
export type KakaoProfileAddBody = z.input<typeof kakaoProfileAddBodySchema>;

/** "이미 등록하셨나요?": a sender key the shop already has, checked against Aligo instead of a new code. */
export const kakaoSenderKeyBodySchema = z.object({
  kakaoChannelId: kakaoChannelIdInputSchema,
  senderKey: z.string().trim().min(10).max(100),
});
export type KakaoSenderKeyBody = z.input<typeof kakaoSenderKeyBodySchema>;

/** What registration needs next: the key for `kakaoInfo.securedSenderKey` and the channel name for the shop name. */
export const kakaoChannelProfileSchema = z.object({
  kakaoChannelId: z.string(),
  senderKey: z.string(),
  channelName: z.string(),
});
export type KakaoChannelProfile = z.infer<typeof kakaoChannelProfileSchema>;

export const kakaoProfileAuthResultSchema = z.object({
  kakaoChannelId: z.string(),
  isCodeSent: z.literal(true),
});

/** `GET /api/companies/search-by-kakao-channel-id`: must be empty before registering (one company per channel). */
export const kakaoChannelSearchResultSchema = z.array(z.object({ companyId: z.string() }));
