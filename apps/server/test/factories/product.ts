import type { ProductInput } from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import { saveCatalogueItem } from './document-api';

/** A valid product body as the catalogue form sends it; override what a test needs. */
export const buildProductInput = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  productName: '테스트 아메리카노',
  priceOriginal: 4500,
  priceDiscounted: 4000,
  ...overrides,
});

/** Creates a product through the document API (as `headers`) and returns its id and revision. */
export const createProduct = (
  app: FastifyInstance,
  headers: Record<string, string>,
  companyId: string,
  overrides: Partial<ProductInput> = {},
) => saveCatalogueItem(app, headers, 'product', companyId, buildProductInput(overrides));
