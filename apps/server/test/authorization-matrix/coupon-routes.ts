import { buildCouponDefinitionInput } from '../factories/coupon-definition';
import type { MatrixContext } from './context';
import { companyRoute } from './probes';

const BASE = 'api/admin/companies/:companyId/coupon-definitions';
const COUPON = buildCouponDefinitionInput('percentDiscount', { couponName: '권한 확인 쿠폰' });
const freshCoupon = async (c: MatrixContext, companyId: string) => ({ id: await c.createCoupon(companyId) });
const preview = () => ({ currentStamp: 3, addedStamp: 10 });

/** Stamp coupon definitions (issue #6): a company's own admin area, demo companies read-only. */
export const COUPON_ROUTE_ROWS = {
  ...companyRoute(`GET /${BASE}`, 'read'),
  ...companyRoute(`GET /${BASE}/:id`, 'read', { params: freshCoupon }),
  ...companyRoute(`POST /${BASE}`, 'write', { body: () => COUPON }),
  ...companyRoute(`PUT /${BASE}/:id`, 'write', {
    params: freshCoupon,
    body: () => ({ ...COUPON, revision: 1 }),
  }),
  ...companyRoute(`DELETE /${BASE}/:id`, 'write', { params: freshCoupon }),
  // A POST that only reads: the demo administrator may preview the demo company's issuance.
  ...companyRoute(`POST /${BASE}/preview-issuance`, 'read', { body: preview }),
};
