import type { CatalogueItem } from '@jumun/shared';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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

const toAnswerValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * Row → response: only the fields the shared output schema declares, dates as ISO strings (house style §3).
 * Typed as the shared item it builds; documents/document-output.test.ts holds every kind's answer to its schema.
 */
export const toCatalogueDto = (config: CatalogueKindConfig, row: Record<string, unknown>): CatalogueItem => {
  const dto: Record<string, unknown> = {};
  for (const key of outputKeys(config)) dto[key] = toAnswerValue(row[key]);
  return dto as CatalogueItem;
};

type OutputColumns = { keys: string[]; columns: Record<string, PgColumn> };
const columnsCache = new WeakMap<object, OutputColumns>();

/**
 * The output schema's fields that are columns of the kind's table, in the schema's order: what a read that builds
 * its answer straight from the driver's row (`arrayRowToDto`) selects. A field without a column would be absent from
 * `toCatalogueDto`'s answer too (undefined is not serialised).
 */
export const outputColumnsOf = (config: CatalogueKindConfig): OutputColumns => {
  let found = columnsCache.get(config);
  if (!found) {
    const all = getTableColumns(config.table) as Record<string, PgColumn>;
    const keys = outputKeys(config).filter((key) => key in all);
    found = { keys, columns: Object.fromEntries(keys.map((key) => [key, all[key] as PgColumn])) };
    columnsCache.set(config, found);
  }
  return found;
};

/**
 * The same answer as `toCatalogueDto` of Drizzle's mapped row, from a row the driver returned as an array of
 * `outputColumnsOf(config)`: each value decoded by its own column exactly as Drizzle's row mapping does (null stays
 * null), with no mapped row object in between. GET one's hot path (issue 16, decisions/038);
 * catalogue.dto.test.ts holds the two to the same answer for every kind.
 */
export const arrayRowToDto = (config: CatalogueKindConfig, row: unknown[]): CatalogueItem => {
  const { keys, columns } = outputColumnsOf(config);
  const dto: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const value = row[i];
    dto[key] = value === null ? null : toAnswerValue((columns[key] as PgColumn).mapFromDriverValue(value));
  }
  return dto as CatalogueItem;
};
