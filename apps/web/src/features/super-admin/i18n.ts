import { koSuperAdmin } from '../../lib/i18n/locales/ko/super-admin';
import { defineNamespace } from '../../lib/i18n/namespaces';

/** The operator's words (namespace `superAdmin`). */
export const superText = defineNamespace(
  'superAdmin',
  koSuperAdmin,
  async () => (await import('../../lib/i18n/locales/en/super-admin')).enSuperAdmin,
);
