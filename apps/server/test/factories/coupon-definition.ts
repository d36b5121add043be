import type { CouponDefinition, CouponDefinitionInput, CouponType } from '@jumun/shared';
import type { FastifyInstance } from 'fastify';

const COMMON = { couponName: '테스트 쿠폰', stampsRequired: 8, eventName: '', memo: '' };

/** A valid coupon definition body of each type, as an admin form would send it; override what a test needs. */
export const buildCouponDefinitionInput = (
  type: CouponType,
  overrides: Record<string, unknown> = {},
  freeItemProductId = 'p_coJumunSample_001',
): CouponDefinitionInput => {
  const byType: Record<CouponType, CouponDefinitionInput> = {
    percentDiscount: { ...COMMON, type: 'percentDiscount', discountRate: 15, discountMaxAmount: 5000 },
    fixedAmountDiscount: {
      ...COMMON,
      type: 'fixedAmountDiscount',
      discountAmount: 3000,
      isPossibleSave: false,
    },
    freeItem: { ...COMMON, type: 'freeItem', freeItemProductId },
  };
  return { ...byType[type], ...overrides } as CouponDefinitionInput;
};

/** Creates a definition through the API (as `headers`) and returns it as the server answered. */
export const createCouponDefinition = async (
  app: FastifyInstance,
  headers: Record<string, string>,
  companyId: string,
  type: CouponType = 'percentDiscount',
  overrides: Record<string, unknown> = {},
): Promise<CouponDefinition> => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/companies/${companyId}/coupon-definitions`,
    headers,
    payload: buildCouponDefinitionInput(type, overrides),
  });
  if (res.statusCode !== 200)
    throw new Error(`creating a coupon definition answered ${res.statusCode}: ${res.body}`);
  return res.json().data as CouponDefinition;
};
