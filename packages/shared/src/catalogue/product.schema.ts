import { z } from 'zod';
import { optionalIdSchema } from '../api/ids.schema';
import {
  displayLevelSchema,
  documentMetaSchema,
  documentRefInputSchema,
  idListSchema,
  wonSchema,
} from './document-meta.schema';

/** Product fields a client may edit (domain §4.1). Defaults are the ones the original system used. */
export const productFieldsSchema = z.object({
  productName: z.string().trim().min(1, '상품명을 입력하세요').max(100),
  productNameShort: z.string().trim().max(40).default(''),
  categories: idListSchema,
  isPrivateProduct: z.boolean().default(false),
  priceOriginal: wonSchema.default(0),
  priceDiscounted: wonSchema.default(0),
  /** Special price for Kakao Friendtalk recipients; 0 = none. */
  priceFriendtalk: wonSchema.default(0),
  imageThumbnailFileName: z.string().max(200).default(''),
  imageGalleryFileNames: z.array(z.string().max(200)).max(20).default([]),
  unit: z.string().trim().max(20).default('개'),
  description: z.string().max(5000).default(''),
  stockQuantity: z.number().int().min(0).max(100_000_000).default(10_000),
  isVisible: z.boolean().default(true),
  displayLevel: displayLevelSchema,
  /** When set, the group's options win over optionIds (domain §4.4). */
  optionGroupId: optionalIdSchema.default(''),
  optionIds: idListSchema,
  rewardStamp: z.number().int().min(0).max(100).default(0),
  rewardPoint: z.number().int().min(0).max(1_000_000).default(0),
  parcelBundleValue: z.number().min(0).max(1000).default(1),
  /** One-tap sold-out: `soldOutUntil` null while sold out means "until turned back". */
  isSoldOut: z.boolean().default(false),
  soldOutUntil: z.string().datetime({ offset: true }).nullable().default(null),
  parentProductId: optionalIdSchema.default(''),
  useParentData: z.boolean().default(false),
});

export const productInputSchema = documentRefInputSchema.extend(productFieldsSchema.shape);
export const productSchema = documentMetaSchema.extend(productFieldsSchema.shape);
export type ProductInput = z.input<typeof productInputSchema>;
export type Product = z.infer<typeof productSchema>;
