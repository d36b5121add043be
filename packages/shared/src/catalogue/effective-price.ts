import type { Product } from './product.schema';

/** What pricing reads of a product; a customer's copy has priceFriendtalk only when its receiver read it. */
export type PricedProduct = Pick<Product, 'priceDiscounted'> & Partial<Pick<Product, 'priceFriendtalk'>>;

/**
 * The unit price a customer pays before options (domain §4.1): priceFriendtalk when the customer came from a Kakao
 * Friendtalk link and it is a real discount, else priceDiscounted (판매가). The menu, the cart and the server's quote
 * all price through this one rule. A customer's product has no priceFriendtalk unless its receiver read it
 * (public-product.ts); without one, 판매가.
 */
export const getEffectivePrice = (
  product: PricedProduct,
  { friendtalk = false }: { friendtalk?: boolean } = {},
): number => {
  const special = product.priceFriendtalk ?? 0;
  return friendtalk && special > 0 && special < product.priceDiscounted ? special : product.priceDiscounted;
};
