import type { Messages } from '../ko';
import type { koStampCoupons } from '../ko/stamp-coupons';

export const enStampCoupons: Messages<typeof koStampCoupons> = {
  form: {
    saved: 'Saved the coupon ‘{{name}}’.',
  },
};
