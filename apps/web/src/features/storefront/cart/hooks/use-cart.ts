import { useSyncExternalStore } from 'react';
import { type Cart, cartStore } from '../utils/cart-store';

/** This shop's cart on this device; re-renders when it changes here or in another tab. */
export const useCart = (companyId: string): Cart =>
  useSyncExternalStore(cartStore.subscribe, () => cartStore.get(companyId));

export const cartCount = (cart: Cart) => cart.lines.reduce((sum, line) => sum + line.quantity, 0);
