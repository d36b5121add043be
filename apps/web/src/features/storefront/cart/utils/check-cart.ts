import {
  type Category,
  type CustomerMenuSection,
  findCustomerMenuItem,
  type Option,
  type OptionGroup,
  priceSelection,
  resolveProductOptions,
  type SelectedOptionLine,
  validateOptionSelection,
} from '@jumun/shared';
import type { StoreProduct } from '../../shop/utils/store-product';
import type { CartLine } from './cart-line';

type Menu = readonly CustomerMenuSection<Category, StoreProduct>[];

export type LineCheck =
  | { status: 'ok'; unitPrice: number; options: SelectedOptionLine[] }
  | { status: 'priceChanged'; unitPrice: number; previous: number; options: SelectedOptionLine[] }
  | { status: 'soldOut' }
  /** Not on the menu now: removed, hidden, outside its daypart. */
  | { status: 'unavailable' }
  /** On the menu, but not for the chosen order type (menu settings per category). */
  | { status: 'wrongOrderType' }
  | { status: 'optionsInvalid'; message: string };

export type CheckContext = {
  /** The menu for the chosen order type, now. */
  menu: Menu;
  /** The menu without an order type filter, to tell "not for this order type" from "not at all". */
  menuAnyType: Menu;
  optionsById: ReadonlyMap<string, Option>;
  optionGroupsById: ReadonlyMap<string, OptionGroup>;
  now: Date;
  friendtalk?: boolean;
};

/**
 * A cart line against the live menu (issue #11: prices re-checked when the cart is opened). The menu decides
 * whether the product is offered and sold out (the same buildCustomerMenu the page shows), the shared option rules
 * whether the choice still holds, and priceSelection what it costs now — the functions the server's quote uses.
 */
export const checkCartLine = (line: CartLine, context: CheckContext): LineCheck => {
  const item = findCustomerMenuItem(context.menu, line.productId);
  if (!item) {
    const elsewhere = findCustomerMenuItem(context.menuAnyType, line.productId);
    return { status: elsewhere ? 'wrongOrderType' : 'unavailable' };
  }
  if (item.isSoldOut) return { status: 'soldOut' };
  const options = resolveProductOptions(item.product, context.optionGroupsById, context.optionsById);
  const validation = validateOptionSelection(options, line.selection, context.now);
  const [firstError] = validation.errors;
  if (firstError) return { status: 'optionsInvalid', message: firstError.message };
  const priced = priceSelection(item.product, options, line.selection, {
    friendtalk: context.friendtalk,
    now: context.now,
  });
  if (priced.unitPrice !== line.unitPrice) {
    return {
      status: 'priceChanged',
      unitPrice: priced.unitPrice,
      previous: line.unitPrice,
      options: priced.options,
    };
  }
  return { status: 'ok', unitPrice: priced.unitPrice, options: priced.options };
};

export const isOrderable = (check: LineCheck) => check.status === 'ok';
