// The initialised instance: a feature may load before anything else imported lib/i18n (tests of plain utils).
import { i18next, registerNamespace, type TOptions, useTranslation } from './index';

/**
 * A feature's words, the way every feature declares them (apps/web/README.md "Words"): in the feature's `i18n.ts`,
 *
 *   export const catalogueText = defineNamespace('catalogue', koCatalogue, async () => (await import(
 *     '../../lib/i18n/locales/en/catalogue')).enCatalogue);
 *
 * then `const { t } = catalogueText.useT()` in components and `catalogueText.t('key')` in plain code. Importing
 * the module registers the Korean (it travels in the feature's lazy chunk); English is fetched when English is on
 * (registerNamespace). The English file is typed `Messages<typeof koX>`, so a missing key is a type error.
 */
export const defineNamespace = <NS extends string>(
  ns: NS,
  korean: Record<string, unknown>,
  loadEnglish: () => Promise<Record<string, unknown>>,
) => {
  registerNamespace(ns, korean, loadEnglish);
  return {
    ns,
    useT: () => useTranslation(ns),
    /** Outside React (utils, toasts): the current language at the time of the call. */
    t: (key: string, options?: TOptions): string => i18next.t(key, { ...options, ns }),
  };
};
