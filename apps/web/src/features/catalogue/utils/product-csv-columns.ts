import type { Product } from '@jumun/shared';
import { catalogueText } from '../i18n';
import {
  FILE_NO,
  FILE_YES,
  NO_WORDS,
  NUMBER_NOISE,
  PRODUCT_FILE_HEADERS,
  YES_WORDS,
} from './product-csv-format';

/** Names ↔ ids of what a product links to; CSV files carry names, because owners do not know ids. */
export type CsvLookups = {
  categoryIdByName: ReadonlyMap<string, string>;
  categoryNameById: ReadonlyMap<string, string>;
  optionGroupIdByName: ReadonlyMap<string, string>;
  optionGroupNameById: ReadonlyMap<string, string>;
  optionIdByName: ReadonlyMap<string, string>;
  optionNameById: ReadonlyMap<string, string>;
};

type Parsed = { value: unknown } | { error: string };
export type CsvColumn = {
  /** The product field the column fills. */
  field: keyof Product;
  header: string;
  toCell: (product: Product, lookups: CsvLookups) => string;
  /** '' means "not given": an update keeps the current value, a new product takes the default. */
  fromCell: (cell: string, lookups: CsvLookups) => Parsed;
};

export const LIST_SEPARATOR = ' | ';
const headerOf = (field: keyof Product) => PRODUCT_FILE_HEADERS[field] ?? field;

const text = (field: keyof Product): CsvColumn => ({
  field,
  header: headerOf(field),
  toCell: (p) => String(p[field] ?? ''),
  fromCell: (cell) => ({ value: cell }),
});

const number = (field: keyof Product): CsvColumn => ({
  field,
  header: headerOf(field),
  toCell: (p) => String(p[field] ?? ''),
  fromCell: (cell) => {
    const value = Number(cell.replace(NUMBER_NOISE, ''));
    return Number.isFinite(value) ? { value } : { error: catalogueText.t('file.notANumber') };
  },
});

const boolean = (field: keyof Product): CsvColumn => ({
  field,
  header: headerOf(field),
  toCell: (p) => (p[field] ? FILE_YES : FILE_NO),
  fromCell: (cell) => {
    const key = cell.trim().toLowerCase();
    if (YES_WORDS.has(key)) return { value: true };
    if (NO_WORDS.has(key)) return { value: false };
    return { error: catalogueText.t('file.notYesNo') };
  },
});

const names = (cell: string) =>
  cell
    .split('|')
    .map((name) => name.trim())
    .filter(Boolean);

const nameList = (
  field: 'categories' | 'optionIds',
  byName: (l: CsvLookups) => ReadonlyMap<string, string>,
  byId: (l: CsvLookups) => ReadonlyMap<string, string>,
): CsvColumn => ({
  field,
  header: headerOf(field),
  toCell: (p, l) =>
    p[field]
      .map((id) => byId(l).get(id))
      .filter(Boolean)
      .join(LIST_SEPARATOR),
  fromCell: (cell, l) => {
    const missing = names(cell).filter((name) => !byName(l).has(name));
    if (missing.length > 0)
      return {
        error: catalogueText.t('file.unknownNames', {
          label: catalogueText.t(`file.kinds.${field}`),
          names: missing.join(', '),
        }),
      };
    return { value: names(cell).map((name) => byName(l).get(name)) };
  },
});

export const PRODUCT_CSV_COLUMNS: CsvColumn[] = [
  text('id'),
  number('revision'),
  text('productName'),
  text('productNameShort'),
  nameList(
    'categories',
    (l) => l.categoryIdByName,
    (l) => l.categoryNameById,
  ),
  number('priceOriginal'),
  number('priceDiscounted'),
  number('priceFriendtalk'),
  text('unit'),
  number('stockQuantity'),
  boolean('isVisible'),
  boolean('isPrivateProduct'),
  number('displayLevel'),
  number('rewardStamp'),
  number('rewardPoint'),
  number('parcelBundleValue'),
  {
    field: 'optionGroupId',
    header: headerOf('optionGroupId'),
    toCell: (p, l) => l.optionGroupNameById.get(p.optionGroupId) ?? '',
    fromCell: (cell, l) => {
      const id = l.optionGroupIdByName.get(cell.trim());
      return id
        ? { value: id }
        : { error: catalogueText.t('file.unknownOptionGroup', { name: cell.trim() }) };
    },
  },
  nameList(
    'optionIds',
    (l) => l.optionIdByName,
    (l) => l.optionNameById,
  ),
  text('description'),
];

export const columnLabel = (field: string) =>
  PRODUCT_CSV_COLUMNS.find((column) => column.field === field)?.header ?? field;
