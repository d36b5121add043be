import { parseCsv } from '../../../lib/files/csv';
import { decodeText, readFileBytes } from '../../../lib/files/decode-text';
import { isXlsxFile, readXlsxRows } from '../../../lib/files/xlsx';

const hasText = (row: string[]) => row.some((cell) => cell.trim() !== '');

/**
 * The cells of a courier's export: the first sheet of an XLSX, or a CSV/TSV in UTF-8 or CP949 (Korean Excel's
 * "CSV"; decodeText tries UTF-8 first) with its delimiter guessed. Blank rows are dropped either way.
 */
export const readCourierFile = async (file: File): Promise<{ cells: string[][]; text: string }> => {
  const bytes = await readFileBytes(file);
  if (isXlsxFile(file, bytes)) {
    const cells = (await readXlsxRows(bytes)).filter(hasText);
    return { cells, text: cells.map((row) => row.join('\t')).join('\n') };
  }
  const text = decodeText(bytes).text;
  return { cells: parseCsv(text, { delimiter: 'guess', skipBlankRows: true }).rows, text };
};
