/**
 * XLSX where owners expect Excel (issue #10), through exceljs. It is large, so it loads only when someone
 * exports or imports a workbook: never part of a page's first download.
 */
const loadExcel = async () => (await import('exceljs')).default;

/** One sheet of text cells; the header row bold and frozen. */
export const toXlsx = async (
  rows: readonly (readonly string[])[],
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
    const cell = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if (cell.text !== undefined) return String(cell.text);
    if (cell.result !== undefined) return String(cell.result);
  }
  return String(value);
};

/** The first sheet as rows of text, the way a CSV would read (formulas give their last result). */
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
