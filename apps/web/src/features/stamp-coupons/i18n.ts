import { koStampCoupons } from '../../lib/i18n/locales/ko/stamp-coupons';
import { defineNamespace } from '../../lib/i18n/namespaces';

/** This feature's words (namespace `stampCoupons`): `stampCouponsText.useT()` in components, `.t()` elsewhere. */
export const stampCouponsText = defineNamespace(
  'stampCoupons',
  koStampCoupons,
  async () => (await import('../../lib/i18n/locales/en/stamp-coupons')).enStampCoupons,
);

/** Any `t` of this namespace: a component's (useT) or the plain one (stampCouponsText.t). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
