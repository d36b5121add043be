import { useQuery } from '@tanstack/react-query';
import { myRewardsQueryOptions } from '../api/get-my-rewards';
import { useCustomer } from './use-customer';

/**
 * Whether this shop prices the signed-in customer as a 친구톡 receiver (issue 15): the server sets it when a login
 * link's friendtalkCode checks out and re-applies it in its own quote, so the menu only mirrors what will be charged.
 */
export const useFriendtalk = (companyId: string): boolean => {
  const customer = useCustomer();
  const { data } = useQuery(myRewardsQueryOptions(companyId, customer?.uid ?? null));
  return customer !== null && (data?.activity.friendtalkReceiver ?? false);
};
