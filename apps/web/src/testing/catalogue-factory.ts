import {
  type Category,
  categorySchema,
  type Option,
  type OptionGroup,
  optionGroupSchema,
  optionSchema,
  type Product,
  productSchema,
} from '@jumun/shared';

/** Catalogue rows for tests: schema defaults plus realistic cafe values. */
const meta = (id: string) => ({
  id,
  companyId: 'coTest',
  revision: 1,
  dateCreated: '2026-11-01T00:00:00.000Z',
  dateModified: '2026-11-01T00:00:00.000Z',
});

export const makeProduct = (id: string, fields: Partial<Product> = {}): Product =>
  productSchema.parse({
    productName: '아메리카노',
    priceOriginal: 4500,
    priceDiscounted: 4000,
    ...meta(id),
    ...fields,
  });

export const makeCategory = (id: string, fields: Partial<Category> = {}): Category =>
  categorySchema.parse({ categoryName: '커피', ...meta(id), ...fields });

export const makeOption = (id: string, fields: Partial<Option> = {}): Option =>
  optionSchema.parse({
    optionName: '사이즈',
    optionItems: ['Regular', 'Large'],
    optionItemsPrice: [0, 500],
    ...meta(id),
    ...fields,
  });

export const makeOptionGroup = (id: string, fields: Partial<OptionGroup> = {}): OptionGroup =>
  optionGroupSchema.parse({ optionGroupName: '커피 옵션', ...meta(id), ...fields });
