import type { z } from 'zod';
import { type Product, productSchema } from './product.schema';

/**
 * What a customer may see of a product (issue 9: an allow-list, not a list of what to hide). Every field of the
 * product is classified here or in PRIVATE_PRODUCT_FIELDS; public-product.test.ts fails while one is not, so a field
 * added to the product later stays with the shop until someone decides otherwise.
 */
export const PUBLIC_PRODUCT_FIELDS = [
  'id',
  'companyId',
  'revision',
  'dateCreated',
  'dateModified',
  'productName',
  'productNameShort',
  'categories',
  // Always false / true in what customers get (the server leaves private and hidden products out); the shared menu
  // rules read them, so the storefront and the owner's preview run the same code.
  'isPrivateProduct',
  'isVisible',
  'priceOriginal',
  'priceDiscounted',
  'imageThumbnailFileName',
  'imageGalleryFileNames',
  'unit',
  'description',
  'displayLevel',
  'optionGroupId',
  'optionIds',
  // What the order earns and how it counts for the parcel fee: the checkout shows both before the order is placed.
  'rewardStamp',
  'rewardPoint',
  'parcelBundleValue',
  // Stock 0 arrives as sold out (toPublicProduct), so the customer sees 품절 without the count.
  'isSoldOut',
  'soldOutUntil',
] as const satisfies readonly (keyof Product)[];

/**
 * The shop's own business: how many are left (the customer sees 품절 at 0, and a refused order says how many are
 * left), the Friendtalk price (only its receivers get it, through their own signed-in read:
 * `GET /api/store/companies/:companyId/me/friendtalk-prices`), and the link to a head office's product.
 */
export const PRIVATE_PRODUCT_FIELDS = [
  'stockQuantity',
  'priceFriendtalk',
  'parentProductId',
  'useParentData',
] as const satisfies readonly (keyof Product)[];

type PublicProductField = (typeof PUBLIC_PRODUCT_FIELDS)[number];
const PICK = Object.fromEntries(PUBLIC_PRODUCT_FIELDS.map((key) => [key, true])) as {
  [K in PublicProductField]: true;
};

/** The product as the `user` area answers it (GET api/document/user/product…). */
export const publicProductSchema = productSchema.pick(PICK);
export type PublicProduct = z.infer<typeof publicProductSchema>;

/** The product as a customer gets it: the allowed fields copied, nothing else; out of stock reads as sold out. */
export const toPublicProduct = (product: Product): PublicProduct => {
  const out: Record<string, unknown> = {};
  for (const key of PUBLIC_PRODUCT_FIELDS) out[key] = product[key];
  if (product.stockQuantity <= 0) {
    // Until the owner restocks: no time at which it comes back by itself.
    out.isSoldOut = true;
    out.soldOutUntil = null;
  }
  return out as PublicProduct;
};
