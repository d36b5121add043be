import { koCompanySettings } from '../../lib/i18n/locales/ko/company-settings';
import { defineNamespace } from '../../lib/i18n/namespaces';

/** This feature's words (namespace `companySettings`): `companySettingsText.useT()` in components, `.t()` elsewhere. */
export const companySettingsText = defineNamespace(
  'companySettings',
  koCompanySettings,
  async () => (await import('../../lib/i18n/locales/en/company-settings')).enCompanySettings,
);

/** Any `t` of this namespace: a component's (useT) or the plain one (companySettingsText.t). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
