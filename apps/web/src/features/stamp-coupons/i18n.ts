import { koStampCoupons } from '../../lib/i18n/locales/ko/stamp-coupons';
import { defineNamespace } from '../../lib/i18n/namespaces';

/** This feature's words (namespace `stampCoupons`): `stampCouponsText.useT()` in components, `.t()` elsewhere. */
export const stampCouponsText = defineNamespace(
  'stampCoupons',
  koStampCoupons,
  async () => (await import('../../lib/i18n/locales/en/stamp-coupons')).enStampCoupons,
);
