import {
  ERROR_MESSAGES,
  MAX_SAVE_MANY_ITEMS,
  type Product,
  productFieldsSchema,
  productInputSchema,
} from '@jumun/shared';
import { safeParseWithMessages } from '../../../lib/forms/zod-resolver';
import { parseCsv, toCsv } from './csv';
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

export const exportProductsCsv = (products: readonly Product[], lookups: CsvLookups): string =>
  toCsv([
    PRODUCT_CSV_COLUMNS.map((column) => column.header),
    ...products.map((product) => PRODUCT_CSV_COLUMNS.map((column) => column.toCell(product, lookups))),
  ]);

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

/**
 * Builds the import preview: every row validated with the shared productInputSchema, updates matched by 상품ID
 * and checked against the 수정번호 they were exported with. Import is all or nothing: one bad row blocks it.
 */
export const previewProductImport = (
  text: string,
  existing: readonly Product[],
  lookups: CsvLookups,
): ImportPreview => {
  const parsed = parseCsv(text);
  const [header, ...body] = parsed.rows;
  const refuse = (fileError: string): ImportPreview => ({
    rows: [],
    fileError,
    canImport: false,
    toSave: [],
  });
  if (parsed.error) return refuse(parsed.error);
  if (!header || body.length === 0) return refuse('가져올 행이 없습니다. 첫 줄은 제목 줄이어야 합니다.');
  const columns = matchColumns(header);
  if (!columns.some((column) => column?.field === 'productName')) return refuse('상품명 열이 없습니다.');

  const byId = new Map(existing.map((product) => [product.id, product]));
  const seenIds = new Set<string>();
  const rows = body.map((cells, index): ImportRow => {
    const { values, errors } = readRow(cells, columns, lookups);
    const id = typeof values.id === 'string' ? values.id.trim() : '';
    const current = id ? byId.get(id) : undefined;
    if (id && !current) errors.push(`상품ID: 없는 상품입니다 (${id})`);
    if (id && seenIds.has(id)) errors.push('상품ID: 같은 상품이 두 번 들어 있습니다');
    if (id) seenIds.add(id);
    if (current && values.revision !== undefined && values.revision !== current.revision) {
      errors.push(`${ERROR_MESSAGES.staleRevision}. 다시 내보낸 파일로 고치세요.`);
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

  const toSave = rows.flatMap((row) => (row.item ? [row.item] : []));
  const hasErrors = rows.some((row) => row.status === 'error');
  if (toSave.length > MAX_SAVE_MANY_ITEMS) {
    return {
      rows,
      toSave: [],
      canImport: false,
      fileError: `한 번에 최대 ${MAX_SAVE_MANY_ITEMS}개까지 가져올 수 있습니다 (${toSave.length}개). 파일을 나눠 주세요.`,
    };
  }
  return { rows, toSave, canImport: !hasErrors && toSave.length > 0 };
};
