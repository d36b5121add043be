import { emptyCustomerActivity } from '@jumun/shared';
import { describe, expect, it } from 'vitest';
import { stampProgress } from './stamp-progress';

const card = {
  cardSize: 10,
  goals: [
    { couponDefinitionId: 'def_10', couponName: '음료 1잔 무료', stampsRequired: 10 },
    { couponDefinitionId: 'def_5', couponName: '1,000원 할인', stampsRequired: 5 },
  ],
};

describe('stampProgress', () => {
  it('names the next coupon ahead and how many stamps it still needs (domain §7.5)', () => {
    const at = (stampRemaining: number) =>
      stampProgress({ activity: { ...emptyCustomerActivity('co', 'u'), stampRemaining }, stampCard: card });
    expect(at(3)).toEqual({ cardSize: 10, held: 3, next: { couponName: '1,000원 할인', missing: 2 } });
    expect(at(7).next).toEqual({ couponName: '음료 1잔 무료', missing: 3 });
  });
});
