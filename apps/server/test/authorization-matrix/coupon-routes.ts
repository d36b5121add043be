import type { MatrixContext } from './context';
import { asHead, DEMO, get, OWNERS_B, type Probe, post, SUPER } from './probes';

const coupons = (companyId: string, rest = '') =>
  `/api/admin/companies/${companyId}/coupon-definitions${rest}`;
const COUPON = { couponName: '권한 확인 쿠폰', stampsRequired: 8, type: 'percentDiscount', discountRate: 10 };
const freshCoupon = (c: MatrixContext, companyId: string) => c.createAsSuper(coupons(companyId), COUPON);

const listProbes: Probe[] = [
  { name: 'list, company B', allow: OWNERS_B, request: (c) => get(coupons(c.companyB)) },
  { name: 'list, demo company', allow: DEMO, request: (c) => get(coupons(c.demoCompany)) },
];
const itemProbes: Probe[] = [
  {
    name: 'one definition, company B',
    allow: OWNERS_B,
    request: async (c) => get(coupons(c.companyB, `/${await freshCoupon(c, c.companyB)}`)),
  },
];

/** Stamp coupon definitions (issue #6): a company's own admin area, demo companies read-only. */
export const COUPON_ROUTE_ROWS: Record<string, Probe[]> = {
  'GET /api/admin/companies/:companyId/coupon-definitions': listProbes,
  'HEAD /api/admin/companies/:companyId/coupon-definitions': asHead(listProbes),
  'GET /api/admin/companies/:companyId/coupon-definitions/:id': itemProbes,
  'HEAD /api/admin/companies/:companyId/coupon-definitions/:id': asHead(itemProbes),
  'POST /api/admin/companies/:companyId/coupon-definitions': [
    { name: 'create in company B', allow: OWNERS_B, request: (c) => post(coupons(c.companyB), COUPON) },
    {
      name: 'create in the demo company',
      allow: SUPER,
      request: (c) => post(coupons(c.demoCompany), COUPON),
    },
  ],
  'PUT /api/admin/companies/:companyId/coupon-definitions/:id': [
    {
      name: 'update in company B',
      allow: OWNERS_B,
      request: async (c) => ({
        method: 'PUT',
        url: coupons(c.companyB, `/${await freshCoupon(c, c.companyB)}`),
        payload: { ...COUPON, revision: 1, couponName: '바뀐 이름' },
      }),
    },
  ],
  'DELETE /api/admin/companies/:companyId/coupon-definitions/:id': [
    {
      name: 'delete in company B',
      allow: OWNERS_B,
      request: async (c) => ({
        method: 'DELETE',
        url: coupons(c.companyB, `/${await freshCoupon(c, c.companyB)}`),
      }),
    },
    {
      name: 'delete in the demo company',
      allow: SUPER,
      request: async (c) => ({
        method: 'DELETE',
        url: coupons(c.demoCompany, `/${await freshCoupon(c, c.demoCompany)}`),
      }),
    },
  ],
  'POST /api/admin/companies/:companyId/coupon-definitions/preview-issuance': [
    {
      name: 'preview, company B',
      allow: OWNERS_B,
      request: (c) => post(coupons(c.companyB, '/preview-issuance'), { currentStamp: 3, addedStamp: 10 }),
    },
    {
      name: 'preview, demo company (a read)',
      allow: DEMO,
      request: (c) => post(coupons(c.demoCompany, '/preview-issuance'), { currentStamp: 3, addedStamp: 10 }),
    },
  ],
};
