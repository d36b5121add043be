export { StampCouponCreatePage as Component } from '../../../../features/stamp-coupons/components/stamp-coupon-create-page';
