import { koMenuSettings } from '../../lib/i18n/locales/ko/menu-settings';
import { defineNamespace } from '../../lib/i18n/namespaces';

/** This feature's words (namespace `menuSettings`): `menuSettingsText.useT()` in components, `.t()` elsewhere. */
export const menuSettingsText = defineNamespace(
  'menuSettings',
  koMenuSettings,
  async () => (await import('../../lib/i18n/locales/en/menu-settings')).enMenuSettings,
);

/** Any `t` of this namespace: a component's (useT) or the plain one (menuSettingsText.t). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
