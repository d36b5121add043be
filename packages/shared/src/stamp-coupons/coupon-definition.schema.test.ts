import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDefinitionInputSchema, couponDefinitionSchema } from './coupon-definition.schema';

const messagesOf = (input: unknown) => {
  const result = couponDefinitionInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('couponDefinitionInputSchema', () => {
  it('fills the factory defaults of a percent coupon', () => {
    expect(
      couponDefinitionInputSchema.parse({
        type: 'percentDiscount',
        couponName: '아메리카노 10% 할인',
        stampsRequired: 5,
        discountRate: 10,
      }),
    ).toEqual({
      type: 'percentDiscount',
      couponName: '아메리카노 10% 할인',
      eventName: '',
      stampsRequired: 5,
      maxIssueCount: -1,
      whereToUse: 'all',
      availableProductIds: [],
      availableCategoryIds: [],
      dateExpiration: null,
      validForDays: -1,
      memo: '',
      discountRate: 10,
      discountMaxAmount: 0,
    });
  });

  it('accepts fixed-amount and free-item coupons with their own fields', () => {
    const fixed = couponDefinitionInputSchema.parse({
      id: 'def_1767225600000_0420',
      revision: 2,
      type: 'fixedAmountDiscount',
      couponName: '3,000원 할인',
      stampsRequired: 10,
      discountAmount: 3000,
      isPossibleSave: true,
      dateExpiration: '2026-12-31T23:59:59+09:00',
      validForDays: 30,
    });
    expect(fixed).toMatchObject({ discountAmount: 3000, isPossibleSave: true, validForDays: 30 });
    const free = couponDefinitionInputSchema.parse({
      type: 'freeItem',
      couponName: '아메리카노 1잔 무료',
      stampsRequired: 10,
      freeItemProductId: 'p_demoCompanyCafe_001',
      whereToUse: 'offline',
    });
    expect(free).toMatchObject({ type: 'freeItem', freeItemProductId: 'p_demoCompanyCafe_001' });
  });

  it('explains invalid values in Korean', () => {
    const base = { type: 'percentDiscount', couponName: '할인', stampsRequired: 5, discountRate: 10 };
    expect(messagesOf({ ...base, couponName: ' ' })).toEqual(['쿠폰 이름을 입력하세요']);
    expect(messagesOf({ ...base, stampsRequired: 0 })).toEqual(['스탬프는 1개 이상이어야 합니다']);
    expect(messagesOf({ ...base, discountRate: 101 })).toEqual(['할인율은 100%를 넘을 수 없습니다']);
    expect(messagesOf({ ...base, maxIssueCount: -2 })).toEqual([
      '발급 수량은 -1(무제한), 0(발급 중지) 또는 1 이상이어야 합니다',
    ]);
    expect(messagesOf({ ...base, validForDays: 0 })).toEqual([
      '유효 기간은 -1(무제한) 또는 1일 이상이어야 합니다',
    ]);
    expect(messagesOf({ ...base, dateExpiration: '2026-12-31' })).toEqual([
      '만료일 형식이 올바르지 않습니다',
    ]);
    expect(messagesOf({ ...base, id: 'coupon_1' })).toEqual(['쿠폰 설정 id 형식이 올바르지 않습니다']);
    expect(messagesOf({ ...base, type: 'bogo' })).toEqual(['쿠폰 종류를 선택하세요']);
    expect(
      messagesOf({ type: 'fixedAmountDiscount', couponName: '할인', stampsRequired: 5, discountAmount: 0 }),
    ).toEqual(['할인 금액을 입력하세요']);
    expect(
      messagesOf({ type: 'freeItem', couponName: '무료', stampsRequired: 5, freeItemProductId: '' }),
    ).toEqual(['무료로 줄 상품을 선택하세요']);
  });

  it('stores server-owned fields on the output schema', () => {
    const stored = couponDefinitionSchema.parse({
      id: 'def_1',
      companyId: 'demoCompanyCafe',
      revision: 1,
      dateCreated: '2026-03-01T00:00:00.000Z',
      dateModified: '2026-03-01T00:00:00.000Z',
      type: 'freeItem',
      couponName: '쿠키 무료',
      stampsRequired: 8,
      freeItemProductId: 'p_demoCompanyCafe_030',
    });
    expect(stored.companyId).toBe('demoCompanyCafe');
  });

  it('accepts every rate from 1 to 100 and every validForDays except 0 and below −1', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 120 }), fc.integer({ min: -5, max: 4000 }), (rate, days) => {
        const result = couponDefinitionInputSchema.safeParse({
          type: 'percentDiscount',
          couponName: '할인',
          stampsRequired: 5,
          discountRate: rate,
          validForDays: days,
        });
        const isRateOk = rate >= 1 && rate <= 100;
        const isDaysOk = days === -1 || (days >= 1 && days <= 3650);
        expect(result.success).toBe(isRateOk && isDaysOk);
      }),
    );
  });
});
