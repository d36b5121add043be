/**
 * Public surface of this feature: the pages app/routes renders. Route modules import a page module itself
 * (named here) so each page stays its own lazy chunk; nothing else of the feature is used from outside.
 */
export { StampCouponCreatePage } from './components/stamp-coupon-create-page';
export { StampCouponEditPage } from './components/stamp-coupon-edit-page';
export { StampCouponListPage } from './components/stamp-coupon-list-page';
