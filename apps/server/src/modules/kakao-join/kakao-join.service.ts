import {
  AppError,
  ERROR_MESSAGES,
  KAKAO_PROFILE_CATEGORY,
  type KakaoChannelProfile,
  type kakaoProfileAddBodySchema,
  type kakaoProfileAuthBodySchema,
  type kakaoSenderKeyBodySchema,
} from '@jumun/shared';
import type { z } from 'zod';
import { requireSession, type Session } from '../../access';
import type { Db } from '../../db/client';
import { normalizePhoneNumber } from '../auth';
import { findCompaniesByKakaoChannelId } from '../company';
import { type KakaoProfileProvider, KakaoProviderError } from './kakao-profile.provider';

/** Aligo's refusal (a wrong code, an unknown key) as a 400 with its words; anything else stays a 502. */
const translated = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof KakaoProviderError)
      throw new AppError('VALIDATION', `카카오 채널 인증에 실패했습니다: ${error.message}`, {
        details: { providerCode: error.code },
      });
    throw new AppError(
      'BAD_GATEWAY',
      '카카오 채널 인증 서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    );
  }
};

/**
 * 이용신청 with a Kakao channel (domain §6.2, issue 15): the channel must belong to no company yet, its manager's
 * phone gets a code from Aligo, the code (or a sender key the shop already has) yields the sender key and the
 * channel name. Registration itself is addAdministratorAndCompany, which stores the key encrypted (kakaoInfo).
 */
export const createKakaoJoinService = (deps: {
  db: Db;
  provider: KakaoProfileProvider;
  allowedCountries: readonly string[];
}) => {
  const assertChannelFree = async (kakaoChannelId: string) => {
    if ((await findCompaniesByKakaoChannelId(deps.db, kakaoChannelId)).length > 0)
      throw new AppError('CONFLICT', ERROR_MESSAGES.kakaoChannelTaken);
  };

  return {
    async searchByChannelId(session: Session | null, kakaoChannelId: string) {
      requireSession(session);
      return findCompaniesByKakaoChannelId(deps.db, kakaoChannelId);
    },

    async requestCode(session: Session | null, body: z.output<typeof kakaoProfileAuthBodySchema>) {
      requireSession(session);
      await assertChannelFree(body.kakaoChannelId);
      const phoneNumber = normalizePhoneNumber(body.phoneNumber, deps.allowedCountries);
      await translated(() => deps.provider.requestAuth({ plusId: body.kakaoChannelId, phoneNumber }));
      return { kakaoChannelId: body.kakaoChannelId, isCodeSent: true as const };
    },

    async addProfile(
      session: Session | null,
      body: z.output<typeof kakaoProfileAddBodySchema>,
    ): Promise<KakaoChannelProfile> {
      requireSession(session);
      await assertChannelFree(body.kakaoChannelId);
      const phoneNumber = normalizePhoneNumber(body.phoneNumber, deps.allowedCountries);
      const senderKey = await translated(() =>
        deps.provider.addProfile({
          plusId: body.kakaoChannelId,
          phoneNumber,
          code: body.code,
          categoryCode: KAKAO_PROFILE_CATEGORY,
        }),
      );
      const channelName = await translated(() => deps.provider.channelName(senderKey));
      return { kakaoChannelId: body.kakaoChannelId, senderKey, channelName };
    },

    async useSenderKey(
      session: Session | null,
      body: z.output<typeof kakaoSenderKeyBodySchema>,
    ): Promise<KakaoChannelProfile> {
      requireSession(session);
      await assertChannelFree(body.kakaoChannelId);
      const channelName = await translated(() => deps.provider.channelName(body.senderKey));
      return { kakaoChannelId: body.kakaoChannelId, senderKey: body.senderKey, channelName };
    },
  };
};

export type KakaoJoinService = ReturnType<typeof createKakaoJoinService>;
