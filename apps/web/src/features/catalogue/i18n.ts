import { koCatalogue } from '../../lib/i18n/locales/ko/catalogue';
import { defineNamespace } from '../../lib/i18n/namespaces';

/** This feature's words (namespace `catalogue`): `catalogueText.useT()` in components, `.t()` elsewhere. */
export const catalogueText = defineNamespace(
  'catalogue',
  koCatalogue,
  async () => (await import('../../lib/i18n/locales/en/catalogue')).enCatalogue,
);
