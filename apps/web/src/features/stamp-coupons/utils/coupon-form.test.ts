import { describe, expect, it } from 'vitest';
import { FREE_AMERICANO, TEN_PERCENT } from '../testing/coupon-fixtures';
import { EMPTY_COUPON_FORM, parseCouponInput, toCouponFormValues, validateCouponForm } from './coupon-form';

describe('coupon form values', () => {
  it.each([FREE_AMERICANO, TEN_PERCENT])(
    'turns $couponName into form values and back unchanged',
    (definition) => {
      const { id: _id, companyId: _c, dateCreated: _d, dateModified: _m, ...fields } = definition;
      expect(parseCouponInput(toCouponFormValues(definition), definition.revision)).toEqual(fields);
    },
  );

  it('maps the mode fields: a first-come limit of 0 and a missing expiry date are named under their inputs', () => {
    const errors = validateCouponForm({
      ...EMPTY_COUPON_FORM,
      couponName: '선착순',
      issueMode: 'limited',
      issueLimit: 0,
      expiryMode: 'date',
      expiryDate: '',
    });
    expect(errors.issueLimit).toBe('선착순 발급 수량을 1장 이상 입력하세요');
    expect(errors.expiryDate).toBe('만료일을 선택하세요');
  });

  it('reports the shared schema message for the fields of the chosen type only', () => {
    const errors = validateCouponForm({
      ...EMPTY_COUPON_FORM,
      couponName: '무료',
      type: 'freeItem',
      discountRate: '',
    });
    expect(errors).toEqual({ freeItemProductId: '무료로 줄 상품을 선택하세요' });
  });
});
