import type { CatalogueItem } from '@jumun/shared';
import type { CatalogueKindConfig } from './catalogue.kinds';

const keyCache = new WeakMap<object, string[]>();

const outputKeys = (config: CatalogueKindConfig) => {
  let keys = keyCache.get(config);
  if (!keys) {
    keys = Object.keys(config.outputSchema.shape);
    keyCache.set(config, keys);
  }
  return keys;
};

/**
 * Row → response: only the fields the shared output schema declares, dates as ISO strings (house style §3).
 * Typed as the shared item it builds; documents/document-output.test.ts holds every kind's answer to its schema.
 */
export const toCatalogueDto = (config: CatalogueKindConfig, row: Record<string, unknown>): CatalogueItem => {
  const dto: Record<string, unknown> = {};
  for (const key of outputKeys(config)) {
    const value = row[key];
    dto[key] = value instanceof Date ? value.toISOString() : value;
  }
  return dto as CatalogueItem;
};
