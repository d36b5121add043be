import { z } from 'zod';
import { administratorSchema } from '../auth/administrator.schema';
import { categorySchema } from '../catalogue/category.schema';
import type { DocumentArea, DocumentKind } from '../catalogue/kinds';
import { optionSchema } from '../catalogue/option.schema';
import { optionGroupSchema } from '../catalogue/option-group.schema';
import { productSchema } from '../catalogue/product.schema';
import { publicProductSchema } from '../catalogue/public-product';
import { companySchema } from '../company/company.schema';
import { publicCompanySchema } from '../company/public-company';

/**
 * The answer of GET api/document/{area}/{kind}/{id} (and the items of the list), per area and kind. Customers (the
 * `user` area) get products and the company through allow-lists (catalogue/public-product.ts,
 * company/public-company.ts); hidden and private products are left out by the server.
 */
export const DOCUMENT_OUTPUT_SCHEMAS = {
  admin: {
    product: productSchema,
    category: categorySchema,
    option: optionSchema,
    optionGroup: optionGroupSchema,
    company: companySchema,
    administrator: administratorSchema,
  },
  user: {
    product: publicProductSchema,
    category: categorySchema,
    option: optionSchema,
    optionGroup: optionGroupSchema,
    company: publicCompanySchema,
  },
} as const satisfies Record<DocumentArea, Partial<Record<DocumentKind, z.ZodObject>>>;

/** Any catalogue item: what the lists answer (`:kind` picks which). */
export const catalogueItemOutputSchema = z.union([
  productSchema,
  publicProductSchema,
  categorySchema,
  optionSchema,
  optionGroupSchema,
]);
/** Any document: what GET one answers (`:kind` picks which). */
export const documentOutputSchema = z.union([
  productSchema,
  publicProductSchema,
  categorySchema,
  optionSchema,
  optionGroupSchema,
  companySchema,
  publicCompanySchema,
  administratorSchema,
]);
export type CatalogueItem = z.infer<typeof catalogueItemOutputSchema>;
