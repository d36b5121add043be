import type { KakaoChannelProfile } from '@jumun/shared';
import { api } from '../../../lib/api-client';

/** 이용신청's Kakao steps (domain §6.2; server module kakao-join). */
export const requestKakaoCode = (kakaoChannelId: string, phoneNumber: string) =>
  api.post<{ kakaoChannelId: string; isCodeSent: true }>('/api/alligo/profileAuth', {
    kakaoChannelId,
    phoneNumber,
  });

export const confirmKakaoCode = (kakaoChannelId: string, phoneNumber: string, code: string) =>
  api.post<KakaoChannelProfile>('/api/alligo/profileAdd', { kakaoChannelId, phoneNumber, code });

export const submitExistingSenderKey = (kakaoChannelId: string, senderKey: string) =>
  api.post<KakaoChannelProfile>('/api/alligo/friendList', { kakaoChannelId, senderKey });
