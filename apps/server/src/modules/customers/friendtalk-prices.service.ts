import { AppError, type FriendtalkPrices } from '@jumun/shared';
import type { Db } from '../../db/client';
import { friendtalkPricesOf } from '../catalogue';
import { findActivity } from './customer.repository';

const NOT_A_RECEIVER = '친구톡으로 초대된 고객만 볼 수 있는 가격입니다.';

/**
 * The Friendtalk prices of a shop for the customer it made a 친구톡 receiver (a login link with the shop's
 * friendtalkCode, issue 15); anyone else is refused. The order quote applies the same flag on the server.
 */
export const createFriendtalkPricesService = (deps: { db: Db }) => ({
  async get(uid: string, companyId: string): Promise<FriendtalkPrices> {
    const activity = await findActivity(deps.db, companyId, uid);
    if (!activity?.friendtalkReceiver) throw new AppError('FORBIDDEN', NOT_A_RECEIVER);
    return { prices: await friendtalkPricesOf(deps.db, companyId) };
  },
});

export type FriendtalkPricesService = ReturnType<typeof createFriendtalkPricesService>;
