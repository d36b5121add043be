import type { Product } from './product.schema';

/**
 * The stock count, known to the shop's own screens and the server. A customer's copy has none: there stock 0 already
 * arrives as the sold-out switch (public-product.ts).
 */
type StockCount = Partial<Pick<Product, 'stockQuantity'>>;

/** Sold out by the one-tap switch (until a time still ahead, or until turned back) or out of stock. */
export const isProductSoldOut = (
  product: Pick<Product, 'isSoldOut' | 'soldOutUntil'> & StockCount,
  now: Date,
): boolean => {
  if (product.stockQuantity !== undefined && product.stockQuantity <= 0) return true;
  if (!product.isSoldOut) return false;
  return product.soldOutUntil === null || Date.parse(product.soldOutUntil) > now.getTime();
};

/** Listed on the customer menu (issue #11: a sold-out product stays listed, greyed with 품절). */
export const isListedForCustomers = (product: Pick<Product, 'isVisible' | 'isPrivateProduct'>): boolean =>
  product.isVisible && !product.isPrivateProduct;

/** Orderable right now (domain §4.1): visible, not private, in stock and not sold out. */
export const isShownToCustomers = (
  product: Pick<Product, 'isVisible' | 'isPrivateProduct' | 'isSoldOut' | 'soldOutUntil'> & StockCount,
  now: Date,
): boolean => isListedForCustomers(product) && !isProductSoldOut(product, now);
