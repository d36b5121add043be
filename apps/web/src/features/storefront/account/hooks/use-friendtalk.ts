import { useQuery } from '@tanstack/react-query';
import { friendtalkPricesQueryOptions } from '../api/get-friendtalk-prices';
import { myRewardsQueryOptions } from '../api/get-my-rewards';
import { useCustomerAt } from './use-customer';

/**
 * Whether this shop prices the signed-in customer as a 친구톡 receiver (issue 15): the server sets it when a login
 * link's friendtalkCode checks out and re-applies it in its own quote, so the menu only mirrors what will be charged.
 */
export const useFriendtalk = (companyId: string): boolean => {
  const customer = useCustomerAt(companyId);
  const { data } = useQuery(myRewardsQueryOptions(companyId, customer?.uid ?? null));
  return customer !== null && (data?.activity.friendtalkReceiver ?? false);
};

/** The shop's Friendtalk prices by product id when the customer is its receiver; undefined otherwise (issue 9). */
export const useFriendtalkPrices = (companyId: string): Readonly<Record<string, number>> | undefined => {
  const customer = useCustomerAt(companyId);
  const isReceiver = useFriendtalk(companyId);
  const { data } = useQuery(
    friendtalkPricesQueryOptions(companyId, isReceiver ? (customer?.uid ?? null) : null),
  );
  return isReceiver ? data?.prices : undefined;
};
