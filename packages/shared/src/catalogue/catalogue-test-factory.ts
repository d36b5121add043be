import { type Category, categorySchema } from './category.schema';
import { type Option, optionSchema } from './option.schema';
import { type OptionGroup, optionGroupSchema } from './option-group.schema';
import { type Product, productSchema } from './product.schema';

/**
 * The one catalogue factory: schema defaults plus realistic cafe values. Shared's rule tests import it here, the
 * web's tests through `@jumun/shared/testing`.
 */
const meta = (id: string) => ({
  id,
  companyId: 'coTest',
  revision: 1,
  dateCreated: '2026-03-01T00:00:00.000Z',
  dateModified: '2026-03-01T00:00:00.000Z',
});

export const makeOption = (id: string, fields: Partial<Option> = {}): Option =>
  optionSchema.parse({
    optionName: '사이즈',
    optionItems: ['Regular', 'Large'],
    optionItemsPrice: [0, 500],
    ...meta(id),
    ...fields,
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

export const makeOptionGroup = (id: string, fields: Partial<OptionGroup> = {}): OptionGroup =>
  optionGroupSchema.parse({ optionGroupName: '커피 옵션', ...meta(id), ...fields });
