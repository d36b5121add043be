import { useMemo } from 'react';
import { useFriendtalk } from '../../account/hooks/use-friendtalk';
import { deriveStorefrontMenu, effectiveOrderType } from '../../menu/utils/storefront-menu';
import { useOptionLookups } from '../../shop/hooks/use-option-lookups';
import { useShop } from '../../shop/hooks/use-shop';
import type { CartLine } from '../utils/cart-line';
import type { Cart } from '../utils/cart-store';
import { checkCartLine, type LineCheck } from '../utils/check-cart';

export type CheckedLine = { line: CartLine; check: LineCheck };

/**
 * The cart against the live shop, re-run whenever the catalogue, the options or the clock move (realtime keeps
 * them fresh): each line's status, the amount of the orderable lines, and whether checkout may go on.
 */
export const useCartCheck = (companyId: string, cart: Cart, now: Date) => {
  const shop = useShop(companyId);
  const { lookups, error: optionsError } = useOptionLookups(companyId);
  const friendtalk = useFriendtalk(companyId);
  const { company, products, categories } = shop;
  const orderType = company ? effectiveOrderType(company, cart.orderType) : null;

  const lines = useMemo((): CheckedLine[] | null => {
    if (!company || !products || !categories || !lookups) return null;
    const base = { company, products, categories, at: now, friendtalk };
    const context = {
      menu: deriveStorefrontMenu({ ...base, orderType }),
      menuAnyType: deriveStorefrontMenu(base),
      ...lookups,
      now,
      friendtalk,
    };
    return cart.lines.map((line) => ({ line, check: checkCartLine(line, context) }));
  }, [company, products, categories, lookups, now, orderType, cart.lines, friendtalk]);

  const amount =
    lines?.reduce(
      (sum, { line, check }) =>
        check.status === 'ok' || check.status === 'priceChanged'
          ? sum + check.unitPrice * line.quantity
          : sum,
      0,
    ) ?? 0;
  return {
    shop,
    orderType,
    lines,
    amount,
    isReady: lines !== null,
    canCheckout: lines !== null && lines.length > 0 && lines.every(({ check }) => check.status === 'ok'),
    error: shop.error ?? optionsError,
  };
};
