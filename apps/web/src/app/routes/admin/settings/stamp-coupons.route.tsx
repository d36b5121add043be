export { StampCouponListPage as Component } from '../../../../features/stamp-coupons/components/stamp-coupon-list-page';
