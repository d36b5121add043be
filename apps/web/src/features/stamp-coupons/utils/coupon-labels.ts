import { type CouponDefinition, formatWon, getSeoulParts } from '@jumun/shared';

/** 10% 할인 (최대 3,000원) · 2,000원 할인 · 분할 사용 · 아메리카노 무료 */
export const describeBenefit = (
  definition: CouponDefinition,
  productName: (id: string) => string | undefined,
) => {
  switch (definition.type) {
    case 'percentDiscount':
      return `${definition.discountRate}% 할인${definition.discountMaxAmount > 0 ? ` (최대 ${formatWon(definition.discountMaxAmount)})` : ''}`;
    case 'fixedAmountDiscount':
      return `${formatWon(definition.discountAmount)} 할인${definition.isPossibleSave ? ' · 분할 사용' : ''}`;
    case 'freeItem':
      return `${productName(definition.freeItemProductId) ?? '찾을 수 없는 상품'} 무료`;
  }
};

/** −1 unlimited, 0 stopped, N first come first served (domain §7.2). */
export const describeIssueLimit = (maxIssueCount: number) => {
  if (maxIssueCount < 0) return '무제한';
  if (maxIssueCount === 0) return '발급 중지';
  return `선착순 ${maxIssueCount.toLocaleString('ko-KR')}장`;
};

export const formatSeoulDate = (iso: string) => {
  const { year, month, day } = getSeoulParts(new Date(iso));
  return `${year}.${String(month).padStart(2, '0')}.${String(day).padStart(2, '0')}`;
};

export const describeExpiry = (definition: Pick<CouponDefinition, 'dateExpiration' | 'validForDays'>) => {
  const parts = [
    definition.dateExpiration ? `${formatSeoulDate(definition.dateExpiration)}까지` : '',
    definition.validForDays > 0 ? `발급 후 ${definition.validForDays}일` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : '기한 없음';
};

export const COUPON_TYPE_COLORS = {
  percentDiscount: 'grape',
  fixedAmountDiscount: 'blue',
  freeItem: 'teal',
} as const satisfies Record<CouponDefinition['type'], string>;
