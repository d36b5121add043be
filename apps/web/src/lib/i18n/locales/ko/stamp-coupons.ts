/** Words of the stamp-coupon settings (namespace `stampCoupons`, features/stamp-coupons). */
export const koStampCoupons = {
  form: {
    saved: '‘{{name}}’ 쿠폰 설정을 저장했습니다.',
  },
};
