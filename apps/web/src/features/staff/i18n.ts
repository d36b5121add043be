import { koStaff } from '../../lib/i18n/locales/ko/staff';
import { defineNamespace } from '../../lib/i18n/namespaces';

/** This feature's words (namespace `staff`): `staffText.useT()` in components, `.t()` elsewhere. */
export const staffText = defineNamespace(
  'staff',
  koStaff,
  async () => (await import('../../lib/i18n/locales/en/staff')).enStaff,
);
