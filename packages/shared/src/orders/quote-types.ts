import type { Category } from '../catalogue/category.schema';
import type { OptionGroup } from '../catalogue/option-group.schema';
import type { RuleOption } from '../catalogue/option-rules';
import type { Product } from '../catalogue/product.schema';
import type { Company } from '../company/company.schema';
import type { IssuedCoupon } from '../customers/issued-coupon.schema';
import type { OrderRefusalCode } from '../errors/order-refusals';
import type { MenuSettings } from '../menu-settings/menu-settings.schema';
import type { OrderRefusal } from './order-quote.schema';

/**
 * The product fields the quote reads; a full Product (the synced catalogue, or a row mapped by the server) fits, and
 * so does a customer's copy (public-product.ts): without a stock count the stock check is the server's, without a
 * Friendtalk price the customer pays 판매가.
 */
export type QuoteProduct = Pick<
  Product,
  | 'id'
  | 'productName'
  | 'productNameShort'
  | 'categories'
  | 'isPrivateProduct'
  | 'priceOriginal'
  | 'priceDiscounted'
  | 'imageThumbnailFileName'
  | 'unit'
  | 'isVisible'
  | 'displayLevel'
  | 'optionGroupId'
  | 'optionIds'
  | 'rewardStamp'
  | 'rewardPoint'
  | 'parcelBundleValue'
  | 'isSoldOut'
  | 'soldOutUntil'
> &
  Partial<Pick<Product, 'stockQuantity' | 'priceFriendtalk'>>;

/**
 * The live catalogue of the company (not deleted). It may be partial: the products of the cart with their options
 * and option groups are enough, plus every category (the menu's visibility rules look at categories).
 */
export type QuoteCatalogue = {
  products: readonly QuoteProduct[];
  categories: readonly Pick<Category, 'id' | 'displayLevel'>[];
  options: readonly RuleOption[];
  optionGroups: readonly Pick<OptionGroup, 'id' | 'optionIds'>[];
};

export type QuoteCompany = Pick<
  Company,
  | 'id'
  | 'isOpen'
  | 'businessHours'
  | 'orderSupport'
  | 'deliveryConfig'
  | 'paymentSettings'
  | 'rewardPolicy'
  | 'bankAccount'
> & {
  businessInfo: Pick<Company['businessInfo'], 'geoPoint'>;
  menuSettings: MenuSettings;
};

/** The signed-in customer's balance and coupons at this company; null for a guest (no coupons, no points). */
export type QuoteCustomer = {
  pointRemaining: number;
  stampRemaining: number;
  coupons: readonly IssuedCoupon[];
};

export const refusal = (
  code: OrderRefusalCode,
  message: string,
  where: Omit<OrderRefusal, 'code' | 'message'> = {},
): OrderRefusal => ({ code, message, ...where });
