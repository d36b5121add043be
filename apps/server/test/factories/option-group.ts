import type { OptionGroupInput } from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import { saveCatalogueItem } from './document-api';

/** A valid option group body; pass the ids of live options in `optionIds`. */
export const buildOptionGroupInput = (overrides: Partial<OptionGroupInput> = {}): OptionGroupInput => ({
  optionGroupName: '음료 옵션',
  optionIds: [],
  ...overrides,
});

export const createOptionGroup = (
  app: FastifyInstance,
  headers: Record<string, string>,
  companyId: string,
  overrides: Partial<OptionGroupInput> = {},
) => saveCatalogueItem(app, headers, 'optionGroup', companyId, buildOptionGroupInput(overrides));
