/** 이용신청 with a Kakao channel (domain §6.2, issue 15): Aligo profile authentication and the one-channel rule. */
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import {
  createAligoKakaoProvider,
  createConsoleKakaoProvider,
  type KakaoProfileProvider,
} from './kakao-profile.provider';

export { registerKakaoJoinRoutes } from './kakao-join.routes';
export { createKakaoJoinService } from './kakao-join.service';
export type { KakaoProfileProvider } from './kakao-profile.provider';

/** KAKAO_PROVIDER picks the adapter; `aligo` without credentials fails at start-up, not at the first 이용신청. */
export const createKakaoProvider = (env: Env, logger: FastifyBaseLogger): KakaoProfileProvider => {
  if (env.KAKAO_PROVIDER === 'console') return createConsoleKakaoProvider(logger);
  if (!env.ALIGO_API_KEY || !env.ALIGO_USER_ID)
    throw new Error('KAKAO_PROVIDER=aligo needs ALIGO_API_KEY and ALIGO_USER_ID');
  return createAligoKakaoProvider({
    apiUrl: env.ALIGO_ALIMTALK_API_URL,
    apiKey: env.ALIGO_API_KEY,
    userId: env.ALIGO_USER_ID,
  });
};
