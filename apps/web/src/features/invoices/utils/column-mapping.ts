import { normalizeKoreanMobile, normalizeTrackingNumber } from '@jumun/shared';
import type { GridRow } from './waybill-grid';

/** Which column of a courier file holds what (0-based); name may be absent, phone and tracking number may not. */
export type ColumnMapping = { name: number | null; phone: number | null; invoice: number | null };
export type CourierTable = {
  /** The first row when it names the columns (it holds no phone or tracking number and later rows do). */
  header: string[] | null;
  body: string[][];
  columnCount: number;
};
type FileRow = Pick<GridRow, 'name' | 'phone' | 'invoice'>;

const NAME_HEADER = /이름|성명|고객명|수령|수취인|받는\s*(분|사람)|수하인|주문자|구매자|name/i;
const LETTERS = /[\p{Script=Hangul}A-Za-z]/u;
const LETTERS_ONLY = /^[\p{Script=Hangul}A-Za-z][\p{Script=Hangul}A-Za-z\s.·()]*$/u;
const SAMPLE_ROWS = 200;

const isPhone = (cell: string) => normalizeKoreanMobile(cell) !== null;
const isTracking = (cell: string) => !isPhone(cell) && normalizeTrackingNumber(cell) !== null;

export const toCourierTable = (cells: string[][]): CourierTable => {
  const rows = cells
    .map((row) => row.map((cell) => cell.replace(/^\uFEFF/, '').trim()))
    .filter((row) => row.some(Boolean));
  const columnCount = Math.max(0, ...rows.map((row) => row.length));
  const [first, ...rest] = rows;
  const holdsNumbers = (row: string[]) => row.some((cell) => isPhone(cell) || isTracking(cell));
  const isHeader = first !== undefined && !holdsNumbers(first) && rest.some(holdsNumbers);
  return isHeader ? { header: first, body: rest, columnCount } : { header: null, body: rows, columnCount };
};

/** What a remembered mapping is filed under: the header row as written, or the column count for a file without one. */
export const headerKey = (table: CourierTable) =>
  table.header ? table.header.map((cell) => cell.toLowerCase()).join('\t') : `#${table.columnCount}`;

/** The column where at least half the filled cells pass, the most of them; null when none does. */
const bestColumn = (table: CourierTable, passes: (cell: string) => boolean, skip: (number | null)[]) => {
  const sample = table.body.slice(0, SAMPLE_ROWS);
  let best: number | null = null;
  let bestHits = 0;
  for (let column = 0; column < table.columnCount; column += 1) {
    if (skip.includes(column)) continue;
    const filled = sample.map((row) => row[column] ?? '').filter(Boolean);
    const hits = filled.filter(passes).length;
    if (hits > bestHits && hits * 2 >= filled.length) {
      best = column;
      bestHits = hits;
    }
  }
  return best;
};

/**
 * Columns found by what they hold: phone numbers, tracking numbers, and for the name a column of words: the one
 * whose header says name, else the left-most of words without digits (not an address or "한라봉 5kg"), else the
 * left-most.
 */
export const guessColumns = (table: CourierTable): ColumnMapping => {
  const phone = bestColumn(table, isPhone, []);
  const invoice = bestColumn(table, isTracking, [phone]);
  const sample = table.body.slice(0, SAMPLE_ROWS);
  const mostly = (column: number, pattern: RegExp) => {
    const filled = sample.map((row) => row[column] ?? '').filter(Boolean);
    return filled.length > 0 && filled.filter((cell) => pattern.test(cell)).length * 2 >= filled.length;
  };
  const wordColumns = Array.from({ length: table.columnCount }, (_, column) => column).filter(
    (column) => column !== phone && column !== invoice && mostly(column, LETTERS),
  );
  const named =
    wordColumns.find((column) => NAME_HEADER.test(table.header?.[column] ?? '')) ??
    wordColumns.find((column) => mostly(column, LETTERS_ONLY)) ??
    wordColumns[0];
  return { name: named ?? null, phone, invoice };
};

export const isCompleteMapping = (mapping: ColumnMapping, columnCount: number) =>
  [mapping.name, mapping.phone, mapping.invoice].every((column) => column === null || column < columnCount) &&
  mapping.phone !== null &&
  mapping.invoice !== null;

/** A phone cell: Excel stores 01012345678 as the number 1012345678, so a lost leading 0 is put back. */
const phoneCell = (cell: string) => {
  const digits = cell.replace(/\D/g, '');
  const restored = /^1[016789]\d{7,8}$/.test(digits) ? normalizeKoreanMobile(`0${digits}`) : null;
  return normalizeKoreanMobile(cell) ?? restored ?? cell;
};

/** The grid rows a mapping reads from the table; a cell that is not a number is kept as written, so it shows red. */
export const mapCourierRows = (table: CourierTable, mapping: ColumnMapping): FileRow[] =>
  table.body
    .map((row) => {
      const cell = (column: number | null) => (column === null ? '' : (row[column] ?? ''));
      const invoice = cell(mapping.invoice);
      return {
        name: cell(mapping.name),
        phone: cell(mapping.phone) && phoneCell(cell(mapping.phone)),
        invoice: normalizeTrackingNumber(invoice) ?? invoice,
      };
    })
    .filter((row) => row.name || row.phone || row.invoice);
