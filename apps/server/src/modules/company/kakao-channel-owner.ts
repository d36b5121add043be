import { AppError, ERROR_MESSAGES } from '@jumun/shared';
import { KAKAO_CHANNEL_INDEX } from '../../db/schema';
import { isUniqueViolationOf } from '../../db/unique-violations';

/**
 * Runs a write of a company's Kakao channel id (설정, 이용신청) and answers another live company's channel with the
 * 409 the 이용신청 steps give (domain §6.2: one company per channel). The unique index decides, so two saves of one
 * channel at the same moment cannot both pass a check-then-write. Wrap the whole transaction: PostgreSQL aborts it.
 */
export const withKakaoChannelOwnership = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolationOf(error, KAKAO_CHANNEL_INDEX))
      throw new AppError('CONFLICT', ERROR_MESSAGES.kakaoChannelTaken);
    throw error;
  }
};
