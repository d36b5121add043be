import { getEffectivePrice, type PricedProduct } from './effective-price';
import { getSelectedItems, type OptionSelection, type RuleOption } from './option-rules';

/** One chosen option item on a cart or order line (domain §4.5). */
export type SelectedOptionLine = {
  optionId: string;
  optionName: string;
  selectedValue: string;
  price: number;
};

export type PricedSelection = {
  /** The product's effective price (domain §4.1). */
  basePrice: number;
  optionsPrice: number;
  /** basePrice + optionsPrice: the price of one unit of this line. */
  unitPrice: number;
  options: SelectedOptionLine[];
  /** "샷 x 2", "Large", …: what the cart shows under the product name. */
  labels: string[];
};

export type PricingContext = {
  /** The customer came through a Kakao Friendtalk link. */
  friendtalk?: boolean;
  now?: Date;
};

export { getEffectivePrice };

const lineItemsOf = (option: RuleOption, selection: OptionSelection, now: Date): SelectedOptionLine[] => {
  const selected = getSelectedItems(option, selection, now);
  if (option.type === 'quantity') {
    const count = selection[option.id];
    const [item] = selected;
    if (item === undefined || typeof count !== 'number') return [];
    const price = (option.optionItemsPrice[0] ?? 0) * count;
    return [
      { optionId: option.id, optionName: option.optionName, selectedValue: `${item} x ${count}`, price },
    ];
  }
  return selected.flatMap((item) => {
    const index = option.optionItems.indexOf(item);
    if (index < 0) return [];
    const price = option.optionItemsPrice[index] ?? 0;
    return [{ optionId: option.id, optionName: option.optionName, selectedValue: item, price }];
  });
};

/**
 * Unit price of a product with the chosen options: effective price + Σ option surcharges, a quantity option
 * counting its first item's price n times. Validate with validateOptionSelection first; unknown items are ignored.
 */
export const priceSelection = (
  product: PricedProduct,
  options: readonly RuleOption[],
  selection: OptionSelection,
  { friendtalk = false, now = new Date() }: PricingContext = {},
): PricedSelection => {
  const basePrice = getEffectivePrice(product, { friendtalk });
  const lines = options.flatMap((option) => lineItemsOf(option, selection, now));
  const optionsPrice = lines.reduce((sum, line) => sum + line.price, 0);
  return {
    basePrice,
    optionsPrice,
    unitPrice: basePrice + optionsPrice,
    options: lines,
    labels: lines.map((line) => line.selectedValue),
  };
};
