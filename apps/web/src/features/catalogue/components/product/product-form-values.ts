import { type Product, productFieldsSchema } from '@jumun/shared';
import type { UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { toSaveInput } from '../../utils/save-input';

export type ProductFormValues = z.output<typeof productFieldsSchema> & { id?: string; revision?: number };
export type ProductForm = UseFormReturnType<ProductFormValues>;

/** The original system's defaults (domain §4.1), with an empty name the owner must fill in. */
export const NEW_PRODUCT: ProductFormValues = {
  productName: '',
  productNameShort: '',
  categories: [],
  isPrivateProduct: false,
  priceOriginal: 0,
  priceDiscounted: 0,
  priceFriendtalk: 0,
  imageThumbnailFileName: '',
  imageGalleryFileNames: [],
  // The contract's default unit (개): data the customers read, not a word of this screen.
  unit: productFieldsSchema.shape.unit.parse(undefined),
  description: '',
  stockQuantity: 10_000,
  isVisible: true,
  displayLevel: 1000,
  optionGroupId: '',
  optionIds: [],
  rewardStamp: 0,
  rewardPoint: 0,
  parcelBundleValue: 1,
  isSoldOut: false,
  soldOutUntil: null,
  parentProductId: '',
  useParentData: false,
};

export const productToForm = (product: Product) => toSaveInput(product) as ProductFormValues;
