export { StampCouponEditPage as Component } from '../../../../features/stamp-coupons/components/stamp-coupon-edit-page';
