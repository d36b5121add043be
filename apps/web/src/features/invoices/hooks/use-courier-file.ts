import { parseWaybillPaste } from '@jumun/shared';
import { useState } from 'react';
import { decodeText, readFileBytes } from '../../../lib/files/decode-text';
import { invoicesText } from '../i18n';
import type { GridRow } from '../utils/waybill-grid';

type FileRow = Pick<GridRow, 'name' | 'phone' | 'invoice'>;

/**
 * A courier's export (CSV, or the first sheet of an XLSX) read with the paste parser: header rows skipped, columns
 * found by what they hold, so no column mapping is needed for the usual name / phone / tracking number files.
 */
export const useCourierFile = (onRows: (rows: FileRow[]) => void) => {
  const { t } = invoicesText.useT();
  const [problem, setProblem] = useState<string | null>(null);

  const loadFile = async (file: File | null) => {
    if (!file) return;
    let text: string;
    if (/\.xlsx$/i.test(file.name)) {
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await file.arrayBuffer());
      const lines: string[] = [];
      workbook.worksheets[0]?.eachRow((row) => {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        lines.push(values.map((value) => (value == null ? '' : String(value))).join('\t'));
      });
      text = lines.join('\n');
    } else {
      // Korean Excel saves CSV as CP949: decodeText tries UTF-8 (with or without BOM) first, then CP949.
      text = decodeText(await readFileBytes(file)).text;
    }
    const parsed = parseWaybillPaste(text).rows;
    setProblem(parsed.length === 0 ? t('grid.fileEmpty', { name: file.name }) : null);
    if (parsed.length === 0) return;
    onRows(
      parsed.map((row) => ({
        name: row.name ?? '',
        phone: row.phone ?? '',
        invoice: row.trackingNumber ?? '',
      })),
    );
  };

  return { loadFile, problem };
};
