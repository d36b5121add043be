import {
  type CatalogueItem,
  type CatalogueKind,
  categoryInputSchema,
  categorySchema,
  ID_PREFIXES,
  optionGroupInputSchema,
  optionGroupSchema,
  optionInputSchema,
  optionSchema,
  type Product,
  productInputSchema,
  productSchema,
  toPublicProduct,
} from '@jumun/shared';
import type { z } from 'zod';
import { categories, optionGroups, options, products } from '../../db/schema';

/** Everything the generic document code needs to know about one catalogue kind. */
export type CatalogueKindConfig = {
  table: typeof products | typeof categories | typeof options | typeof optionGroups;
  inputSchema: z.ZodType<Record<string, unknown> & { id?: string; revision?: number }>;
  outputSchema: z.ZodObject;
  idPrefix: string;
  /** Columns that hide a live row from customers (user area): they count as deletions there. */
  hiddenFromCustomers?: { isVisible: true; isPrivateProduct: true };
  /** What customers (user area) get of an item, when not the whole of it: an allow-list from packages/shared. */
  toCustomerView?: (item: CatalogueItem) => CatalogueItem;
};

export const CATALOGUE_KIND_CONFIG: Record<CatalogueKind, CatalogueKindConfig> = {
  product: {
    table: products,
    inputSchema: productInputSchema,
    outputSchema: productSchema,
    idPrefix: ID_PREFIXES.product,
    hiddenFromCustomers: { isVisible: true, isPrivateProduct: true },
    // No stock count, Friendtalk price or head-office link for customers (issue 9).
    toCustomerView: (item) => toPublicProduct(item as Product),
  },
  category: {
    table: categories,
    inputSchema: categoryInputSchema,
    outputSchema: categorySchema,
    idPrefix: ID_PREFIXES.category,
  },
  option: {
    table: options,
    inputSchema: optionInputSchema,
    outputSchema: optionSchema,
    idPrefix: ID_PREFIXES.option,
  },
  optionGroup: {
    table: optionGroups,
    inputSchema: optionGroupInputSchema,
    outputSchema: optionGroupSchema,
    idPrefix: ID_PREFIXES.optionGroup,
  },
};
