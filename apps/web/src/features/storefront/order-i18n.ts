import { useTranslation } from '../../lib/i18n';
import { koStorefrontOrder } from '../../lib/i18n/locales/ko/storefront-order';
import { defineNamespace } from '../../lib/i18n/namespaces';

/**
 * The ordering pages' words (namespace `storefrontOrder`: sign-in, checkout, orders, stamps and coupons): they come
 * with those pages, not with the menu's first load.
 */
export const storefrontOrderText = defineNamespace(
  'storefrontOrder',
  koStorefrontOrder,
  async () => (await import('../../lib/i18n/locales/en/storefront-order')).enStorefrontOrder,
);

/** `t` for the ordering pages: their own words, and the shared storefront ones as `storefront:…`. */
export const useOrderT = () => useTranslation([storefrontOrderText.ns, 'storefront']);

/** The `t` of useOrderT, for helpers that word things outside a component. */
export type OrderT = ReturnType<typeof useOrderT>['t'];
