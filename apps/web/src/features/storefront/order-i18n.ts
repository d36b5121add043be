import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../lib/i18n';
import { koStorefrontOrder } from '../../lib/i18n/locales/ko/storefront-order';

export const STOREFRONT_ORDER_NAMESPACE = 'storefrontOrder';

// The ordering pages' words come with those pages (checkout, orders, rewards, sign-in), not with the menu.
registerNamespace(
  STOREFRONT_ORDER_NAMESPACE,
  koStorefrontOrder,
  async () => (await import('../../lib/i18n/locales/en/storefront-order')).enStorefrontOrder,
);

/** `t` for the ordering pages: their own words, and the shared storefront ones as `storefront:…`. */
export const useOrderT = () => useTranslation([STOREFRONT_ORDER_NAMESPACE, 'storefront']);

/** The `t` of useOrderT, for helpers that word things outside a component. */
export type OrderT = ReturnType<typeof useOrderT>['t'];
