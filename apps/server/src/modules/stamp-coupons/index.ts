/** Stamp coupon definitions of a company and the issuance preview (domain §7). */
export { listLiveDefinitions as listLiveCouponDefinitions } from './stamp-coupons.repository';
export { registerStampCouponRoutes } from './stamp-coupons.routes';
export { createStampCouponsService, type StampCouponsService } from './stamp-coupons.service';
