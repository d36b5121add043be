import { type CouponDefinition, formatCount, formatWon, getSeoulParts } from '@jumun/shared';
import type { Translate } from '../i18n';

/** 10% 할인 (최대 3,000원) · 2,000원 할인 · 분할 사용 · 아메리카노 무료 */
export const describeBenefit = (
  t: Translate,
  definition: CouponDefinition,
  productName: (id: string) => string | undefined,
) => {
  switch (definition.type) {
    case 'percentDiscount':
      return definition.discountMaxAmount > 0
        ? t('labels.percentMax', {
            rate: definition.discountRate,
            max: formatWon(definition.discountMaxAmount),
          })
        : t('labels.percent', { rate: definition.discountRate });
    case 'fixedAmountDiscount':
      return t(definition.isPossibleSave ? 'labels.amountSplit' : 'labels.amount', {
        amount: formatWon(definition.discountAmount),
      });
    case 'freeItem':
      return t('labels.free', {
        name: productName(definition.freeItemProductId) ?? t('labels.missingProduct'),
      });
  }
};

/** −1 unlimited, 0 stopped, N first come first served (domain §7.2). */
export const describeIssueLimit = (t: Translate, maxIssueCount: number) => {
  if (maxIssueCount < 0) return t('labels.unlimited');
  if (maxIssueCount === 0) return t('labels.stopped');
  return t('labels.limited', { n: formatCount(maxIssueCount) });
};

export const formatSeoulDate = (iso: string) => {
  const { year, month, day } = getSeoulParts(new Date(iso));
  return `${year}.${String(month).padStart(2, '0')}.${String(day).padStart(2, '0')}`;
};

export const describeExpiry = (
  t: Translate,
  definition: Pick<CouponDefinition, 'dateExpiration' | 'validForDays'>,
) => {
  const parts = [
    definition.dateExpiration ? t('labels.until', { date: formatSeoulDate(definition.dateExpiration) }) : '',
    definition.validForDays > 0 ? t('labels.afterIssue', { n: definition.validForDays }) : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : t('labels.noExpiry');
};

export const COUPON_TYPE_COLORS = {
  percentDiscount: 'grape',
  fixedAmountDiscount: 'blue',
  freeItem: 'teal',
} as const satisfies Record<CouponDefinition['type'], string>;
