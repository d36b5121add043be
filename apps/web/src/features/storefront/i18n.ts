import { koStorefront } from '../../lib/i18n/locales/ko/storefront';
import { defineNamespace } from '../../lib/i18n/namespaces';

/** The customer pages' words (namespace `storefront`): Korean ships with the pages, English on demand. */
export const storefrontText = defineNamespace(
  'storefront',
  koStorefront,
  async () => (await import('../../lib/i18n/locales/en/storefront')).enStorefront,
);

/** `t` for the customer pages. */
export const useStorefrontT = storefrontText.useT;
