import type { Product, PublicProduct } from '@jumun/shared';

/**
 * A product as the storefront holds it: the public view the user area answers (no stock count, issue 9), plus the
 * Friendtalk price when the signed-in customer is the shop's 친구톡 receiver.
 */
export type StoreProduct = PublicProduct & Partial<Pick<Product, 'priceFriendtalk'>>;

/** The shop's products with the receiver's Friendtalk prices added; without prices, the products as they came. */
export const withFriendtalkPrices = (
  products: readonly PublicProduct[],
  prices: Readonly<Record<string, number>> | undefined,
): StoreProduct[] =>
  products.map((product) => {
    const price = prices?.[product.id];
    return price === undefined ? product : { ...product, priceFriendtalk: price };
  });
