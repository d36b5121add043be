import type { CsvCell } from './csv';

/**
 * The one XLSX reader and writer (issue #10: XLSX where owners expect Excel), through exceljs. It is large, so it
 * loads only when someone exports or imports a workbook: never part of a page's first download.
 */
const loadExcel = async () => (await import('exceljs')).default;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * One sheet, the header row bold and frozen. Text stays text (a cell starting with = is a string, never a
 * formula) and numbers stay numbers.
 */
export const toXlsx = async (
  rows: readonly (readonly CsvCell[])[],
  sheetName: string,
): Promise<ArrayBuffer> => {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  for (const row of rows) sheet.addRow([...row]);
  sheet.getRow(1).font = { bold: true };
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
};

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const cell = value as {
      text?: unknown;
      result?: unknown;
      error?: unknown;
      richText?: { text: string }[];
    };
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if (cell.text !== undefined) return String(cell.text);
    if (cell.result !== undefined) return String(cell.result);
    if (cell.error !== undefined) return String(cell.error);
  }
  return String(value);
};

/**
 * The first sheet as rows of text, the way a CSV would read (formulas give their last result). Empty rows are
 * kept, so row numbers match the sheet's.
 */
export const readXlsxRows = async (bytes: ArrayBuffer): Promise<string[][]> => {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(Array.from(values, cellText));
  });
  return rows;
};

/** An .xlsx file is a zip: it starts with "PK". */
export const isXlsxFile = (file: File, bytes: ArrayBuffer) => {
  const head = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  return /\.xlsx$/i.test(file.name) || (head[0] === 0x50 && head[1] === 0x4b);
};
