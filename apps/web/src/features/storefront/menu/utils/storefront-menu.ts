import {
  buildCustomerMenu,
  type Category,
  type Company,
  ORDER_TYPE_SUPPORT_KEYS,
  ORDER_TYPES,
  type OrderType,
} from '@jumun/shared';
import type { StoreProduct } from '../../shop/utils/store-product';

export type StorefrontMenuInput = {
  company: Pick<Company, 'menuSettings'>;
  categories: readonly Category[];
  products: readonly StoreProduct[];
  at: Date;
  orderType?: OrderType | null;
  friendtalk?: boolean;
};

/**
 * The storefront's menu: the shared buildCustomerMenu over the shop's published catalogue and saved menu settings
 * (the owner's preview calls the same function on the same kind of data; app/customer-menu-surfaces.test.ts holds
 * the two to one answer).
 */
export const deriveStorefrontMenu = ({ company, orderType, ...rest }: StorefrontMenuInput) =>
  buildCustomerMenu({ ...rest, menuSettings: company.menuSettings, orderType: orderType ?? undefined });

export type StorefrontMenu = ReturnType<typeof deriveStorefrontMenu>;

/** The order types the shop accepts (domain §3.1 orderSupport), in the usual order 포장, 매장, 배달, 택배. */
export const acceptedOrderTypes = (company: Pick<Company, 'orderSupport'>): OrderType[] =>
  ORDER_TYPES.filter((type) => company.orderSupport[ORDER_TYPE_SUPPORT_KEYS[type]]);

/** The customer's chosen order type if the shop still accepts it, else the shop's first. */
export const effectiveOrderType = (
  company: Pick<Company, 'orderSupport'>,
  chosen: OrderType | null,
): OrderType | null => {
  const accepted = acceptedOrderTypes(company);
  return chosen && accepted.includes(chosen) ? chosen : (accepted[0] ?? null);
};
