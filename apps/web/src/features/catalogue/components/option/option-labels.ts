import type { Option } from '@jumun/shared';
import { formatWon } from '@jumun/shared';
import { catalogueText } from '../../i18n';

/** How the customer chooses (하나 고르기, 여러 개 고르기, 수량), with its one-line explanation. */
export const optionTypeLabel = (type: Option['type']) => ({
  label: catalogueText.t(`option.types.${type}.label`),
  hint: catalogueText.t(`option.types.${type}.hint`),
});

export const optionStyleLabel = (style: Option['styleType']) => catalogueText.t(`option.styles.${style}`);

/** "Regular · Large +500원" */
export const describeItems = (option: Pick<Option, 'optionItems' | 'optionItemsPrice'>) =>
  option.optionItems
    .map((item, index) => {
      const price = option.optionItemsPrice[index] ?? 0;
      return price === 0 ? item : `${item} ${price > 0 ? '+' : ''}${formatWon(price)}`;
    })
    .join(' · ');
