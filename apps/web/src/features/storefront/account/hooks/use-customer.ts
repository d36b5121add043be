import { useSyncExternalStore } from 'react';
import { customerSession } from '../../../../lib/auth/customer-session';

/** The signed-in customer on this device, or null, whatever shop their session may act at. */
export const useCustomer = () => useSyncExternalStore(customerSession.subscribe, customerSession.get);

/**
 * The signed-in customer as this shop sees them: null when their session came from another shop's login link, which
 * the server refuses here (403), so the shop offers SMS sign-in as it does to anyone signed out.
 */
export const useCustomerAt = (companyId: string) => {
  const customer = useCustomer();
  return customer && (customer.companyId === undefined || customer.companyId === companyId) ? customer : null;
};
