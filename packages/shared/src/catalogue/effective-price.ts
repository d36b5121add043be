import type { Product } from './product.schema';

/**
 * The unit price a customer pays before options (domain §4.1): priceFriendtalk when the customer came from a Kakao
 * Friendtalk link and it is a real discount, else priceDiscounted (판매가). The menu, the cart and the server's quote
 * all price through this one rule.
 */
export const getEffectivePrice = (
  product: Pick<Product, 'priceDiscounted' | 'priceFriendtalk'>,
  { friendtalk = false }: { friendtalk?: boolean } = {},
): number =>
  friendtalk && product.priceFriendtalk > 0 && product.priceFriendtalk < product.priceDiscounted
    ? product.priceFriendtalk
    : product.priceDiscounted;
