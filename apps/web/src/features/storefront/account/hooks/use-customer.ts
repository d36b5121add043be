import { useSyncExternalStore } from 'react';
import { customerSession } from '../../../../lib/auth/customer-session';

/** The signed-in customer on this device, or null. */
export const useCustomer = () => useSyncExternalStore(customerSession.subscribe, customerSession.get);
