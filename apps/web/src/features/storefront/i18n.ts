import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../lib/i18n';
import { koStorefront } from '../../lib/i18n/locales/ko/storefront';

export const STOREFRONT_NAMESPACE = 'storefront';

// Korean ships with the customer pages; English is fetched when a customer switches (lib/i18n registerNamespace).
registerNamespace(
  STOREFRONT_NAMESPACE,
  koStorefront,
  async () => (await import('../../lib/i18n/locales/en/storefront')).enStorefront,
);

/** `t` for the customer pages (namespace `storefront`). */
export const useStorefrontT = () => useTranslation(STOREFRONT_NAMESPACE);
