import {
  ERROR_MESSAGES,
  MAX_SAVE_MANY_ITEMS,
  type Product,
  productFieldsSchema,
  productInputSchema,
} from '@jumun/shared';
import { parseCsv, toCsv } from '../../../lib/files/csv';
import { safeParseWithMessages } from '../../../lib/forms/zod-resolver';
import { catalogueText } from '../i18n';
import { type CsvColumn, type CsvLookups, columnLabel, PRODUCT_CSV_COLUMNS } from './product-csv-columns';

export type ImportRowStatus = 'new' | 'update' | 'unchanged' | 'error';
export type ImportRow = {
  /** Line number in the file (the header is line 1), for the owner to find the row. */
  line: number;
  name: string;
  status: ImportRowStatus;
  errors: string[];
  /** What saveMany receives for new and updated rows. */
  item?: Record<string, unknown>;
};
export type ImportPreview = {
  rows: ImportRow[];
  fileError?: string;
  canImport: boolean;
  toSave: Record<string, unknown>[];
};

/** The exported table: the header line, then one line per product (the same for CSV and XLSX). */
export const productFileRows = (products: readonly Product[], lookups: CsvLookups): string[][] => [
  PRODUCT_CSV_COLUMNS.map((column) => column.header),
  ...products.map((product) => PRODUCT_CSV_COLUMNS.map((column) => column.toCell(product, lookups))),
];

export const exportProductsCsv = (products: readonly Product[], lookups: CsvLookups): string =>
  toCsv(productFileRows(products, lookups));

const matchColumns = (header: string[]) =>
  header.map((name) =>
    PRODUCT_CSV_COLUMNS.find((column) => column.header === name.trim() || column.field === name.trim()),
  );

const sameFields = (a: unknown, b: unknown) => {
  const left = productFieldsSchema.safeParse(a);
  const right = productFieldsSchema.safeParse(b);
  return left.success && right.success && JSON.stringify(left.data) === JSON.stringify(right.data);
};

const readRow = (cells: string[], columns: (CsvColumn | undefined)[], lookups: CsvLookups) => {
  const values: Record<string, unknown> = {};
  const errors: string[] = [];
  columns.forEach((column, index) => {
    const cell = cells[index] ?? '';
    if (!column || cell.trim() === '') return;
    const parsed = column.fromCell(cell, lookups);
    if ('error' in parsed) errors.push(`${column.header}: ${parsed.error}`);
    else values[column.field] = parsed.value;
  });
  return { values, errors };
};

const refuse = (fileError: string): ImportPreview => ({ rows: [], fileError, canImport: false, toSave: [] });

/** The preview of a CSV file's text (decoded from UTF-8 or CP949 by `decodeText`). */
export const previewProductImport = (text: string, existing: readonly Product[], lookups: CsvLookups) => {
  const parsed = parseCsv(text);
  if (parsed.error) return refuse(catalogueText.t('file.unclosedQuote'));
  return previewProductRows(parsed.rows, existing, lookups);
};

/**
 * Builds the import preview of a file's rows (CSV or XLSX): every row validated with the shared
 * productInputSchema, updates matched by 상품ID and checked against the 수정번호 they were exported with. Import
 * is all or nothing: one bad row blocks it.
 */
export const previewProductRows = (
  rows: readonly string[][],
  existing: readonly Product[],
  lookups: CsvLookups,
): ImportPreview => {
  const [header, ...body] = rows.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (!header || body.length === 0) return refuse(catalogueText.t('file.noRows'));
  const columns = matchColumns(header);
  if (!columns.some((column) => column?.field === 'productName'))
    return refuse(catalogueText.t('file.noNameColumn'));

  const byId = new Map(existing.map((product) => [product.id, product]));
  const seenIds = new Set<string>();
  const idColumn = columnLabel('id');
  const previewRows = body.map((cells, index): ImportRow => {
    const { values, errors } = readRow(cells, columns, lookups);
    const id = typeof values.id === 'string' ? values.id.trim() : '';
    const current = id ? byId.get(id) : undefined;
    if (id && !current) errors.push(catalogueText.t('file.unknownId', { column: idColumn, id }));
    if (id && seenIds.has(id)) errors.push(catalogueText.t('file.duplicateId', { column: idColumn }));
    if (id) seenIds.add(id);
    if (current && values.revision !== undefined && values.revision !== current.revision) {
      errors.push(catalogueText.t('file.staleRow', { message: ERROR_MESSAGES.staleRevision }));
    }
    // An empty 상품명 on a new row must fail as "missing name", not as "no such field".
    const base = current ?? { productName: '' };
    const item = { ...base, ...values, ...(id ? { id } : { id: undefined }) };
    const result = safeParseWithMessages(productInputSchema, item);
    if (!result.success) {
      for (const issue of result.error.issues)
        errors.push(`${columnLabel(String(issue.path[0]))}: ${issue.message}`);
    }
    const line = index + 2;
    const name = String(values.productName ?? current?.productName ?? '');
    if (errors.length > 0 || !result.success) return { line, name, status: 'error', errors };
    if (current && sameFields(current, result.data)) return { line, name, status: 'unchanged', errors };
    return { line, name, status: current ? 'update' : 'new', errors, item: result.data };
  });

  const toSave = previewRows.flatMap((row) => (row.item ? [row.item] : []));
  const hasErrors = previewRows.some((row) => row.status === 'error');
  if (toSave.length > MAX_SAVE_MANY_ITEMS) {
    return {
      rows: previewRows,
      toSave: [],
      canImport: false,
      fileError: catalogueText.t('file.tooMany', { max: MAX_SAVE_MANY_ITEMS, count: toSave.length }),
    };
  }
  return { rows: previewRows, toSave, canImport: !hasErrors && toSave.length > 0 };
};
