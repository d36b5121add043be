import { z } from 'zod';
import { administratorSchema } from '../auth/administrator.schema';
import { categorySchema } from '../catalogue/category.schema';
import type { DocumentArea, DocumentKind } from '../catalogue/kinds';
import { optionSchema } from '../catalogue/option.schema';
import { optionGroupSchema } from '../catalogue/option-group.schema';
import { productSchema } from '../catalogue/product.schema';
import { companySchema } from '../company/company.schema';

/**
 * What customers (the `user` area) get. Today: the administrator's shape, hidden products left out and the
 * company's secured fields emptied (server: company.dto.ts toPublicCompanyDto).
 * The "Hardening" issue replaces these two by allow-lists of public fields; server DTOs and the storefront read
 * them from here.
 */
export const publicProductSchema = productSchema;
export const publicCompanySchema = companySchema;

/** The answer of GET api/document/{area}/{kind}/{id} (and the items of the list), per area and kind. */
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
  categorySchema,
  optionSchema,
  optionGroupSchema,
]);
/** Any document: what GET one answers (`:kind` picks which). */
export const documentOutputSchema = z.union([
  productSchema,
  categorySchema,
  optionSchema,
  optionGroupSchema,
  companySchema,
  administratorSchema,
]);
export type CatalogueItem = z.infer<typeof catalogueItemOutputSchema>;
