import type { Option } from '@jumun/shared';
import { formatWon } from '@jumun/shared';

export const OPTION_TYPE_LABELS: Record<Option['type'], { label: string; hint: string }> = {
  select: { label: '하나 고르기', hint: '항목 중 하나를 꼭 고릅니다. 처음에는 첫 항목이 골라져 있습니다.' },
  check: { label: '여러 개 고르기', hint: '항목을 고르지 않거나 여러 개 고를 수 있습니다.' },
  quantity: { label: '수량', hint: '첫 항목을 0개 이상 고릅니다. 가격 = 첫 항목 가격 × 수량.' },
};

export const OPTION_STYLE_LABELS: Record<Option['styleType'], string> = {
  default: '기본',
  emphasized: '강조',
  inline: '한 줄',
  segmented: '버튼형',
  'required-highlight': '필수 강조',
};

/** "Regular · Large +500원" */
export const describeItems = (option: Pick<Option, 'optionItems' | 'optionItemsPrice'>) =>
  option.optionItems
    .map((item, index) => {
      const price = option.optionItemsPrice[index] ?? 0;
      return price === 0 ? item : `${item} ${price > 0 ? '+' : ''}${formatWon(price)}`;
    })
    .join(' · ');
