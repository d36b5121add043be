import Papa from 'papaparse';
import { decodeText, readFileBytes } from '../../../lib/files/decode-text';

/**
 * The cells of a courier's export: the first sheet of an XLSX (each cell as Excel shows it), or a CSV/TSV in
 * UTF-8 or CP949 (Korean Excel's "CSV"; decodeText tries UTF-8 first) with its delimiter detected.
 */
export const readCourierFile = async (file: File): Promise<{ cells: string[][]; text: string }> => {
  if (/\.xlsx$/i.test(file.name)) {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const cells: string[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      const values: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        values[column - 1] = cell.text;
      });
      cells.push(Array.from(values, (value) => value ?? ''));
    });
    return { cells, text: cells.map((row) => row.join('\t')).join('\n') };
  }
  const text = decodeText(await readFileBytes(file)).text;
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return { cells: parsed.data, text };
};
