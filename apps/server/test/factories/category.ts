import type { CategoryInput } from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import { saveCatalogueItem } from './document-api';

/** A valid category body; override what a test needs. */
export const buildCategoryInput = (overrides: Partial<CategoryInput> = {}): CategoryInput => ({
  categoryName: '테스트 커피',
  ...overrides,
});

export const createCategory = (
  app: FastifyInstance,
  headers: Record<string, string>,
  companyId: string,
  overrides: Partial<CategoryInput> = {},
) => saveCatalogueItem(app, headers, 'category', companyId, buildCategoryInput(overrides));
