import type { OptionInput } from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import { saveCatalogueItem } from './document-api';

/** A valid option body (a size choice); override what a test needs. */
export const buildOptionInput = (overrides: Partial<OptionInput> = {}): OptionInput => ({
  optionName: '사이즈',
  optionItems: ['Regular', 'Large'],
  optionItemsPrice: [0, 500],
  ...overrides,
});

export const createOption = (
  app: FastifyInstance,
  headers: Record<string, string>,
  companyId: string,
  overrides: Partial<OptionInput> = {},
) => saveCatalogueItem(app, headers, 'option', companyId, buildOptionInput(overrides));
