import { parseWaybillPaste } from '@jumun/shared';
import { useState } from 'react';
import { invoicesText } from '../i18n';
import {
  type ColumnMapping,
  type CourierTable,
  guessColumns,
  headerKey,
  isCompleteMapping,
  mapCourierRows,
  toCourierTable,
} from '../utils/column-mapping';
import { findRememberedMapping, rememberMapping } from '../utils/column-mapping-store';
import { readCourierFile } from '../utils/read-courier-file';
import type { GridRow } from '../utils/waybill-grid';

type FileRow = Pick<GridRow, 'name' | 'phone' | 'invoice'>;
type LoadedFile = { name: string; table: CourierTable; mapping: ColumnMapping };

/**
 * A courier's export loaded into the grid. Its columns are found by what they hold, or read as the owner mapped
 * them the last time a file with the same header row came (per company); when the phone or tracking number column
 * cannot be found the owner is asked, once. A file of one column (words and numbers on one line) is read by the
 * paste parser.
 */
export const useCourierFile = (companyId: string, onRows: (rows: FileRow[]) => void) => {
  const { t } = invoicesText.useT();
  const [problem, setProblem] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<LoadedFile | null>(null);
  const [isMapping, setIsMapping] = useState(false);

  const showRows = (name: string, rows: FileRow[]) => {
    setProblem(rows.length === 0 ? t('grid.fileEmpty', { name }) : null);
    if (rows.length > 0) onRows(rows);
  };

  const loadFile = async (file: File | null) => {
    if (!file) return;
    const { cells, text } = await readCourierFile(file);
    const parsed = parseWaybillPaste(text).rows;
    const table = toCourierTable(cells);
    setIsMapping(false);
    if (parsed.length === 0 || table.columnCount <= 1) {
      setLoaded(null);
      showRows(
        file.name,
        parsed.map((row) => ({
          name: row.name ?? '',
          phone: row.phone ?? '',
          invoice: row.trackingNumber ?? '',
        })),
      );
      return;
    }
    const remembered = findRememberedMapping(companyId, headerKey(table));
    const mapping =
      remembered && isCompleteMapping(remembered, table.columnCount) ? remembered : guessColumns(table);
    setLoaded({ name: file.name, table, mapping });
    if (isCompleteMapping(mapping, table.columnCount)) showRows(file.name, mapCourierRows(table, mapping));
    else {
      setProblem(t('grid.mapping.notFound', { name: file.name }));
      setIsMapping(true);
    }
  };

  const confirmMapping = (mapping: ColumnMapping) => {
    if (!loaded) return;
    rememberMapping(companyId, headerKey(loaded.table), mapping);
    setLoaded({ ...loaded, mapping });
    setIsMapping(false);
    showRows(loaded.name, mapCourierRows(loaded.table, mapping));
  };

  return {
    loadFile,
    problem,
    loaded,
    isMapping,
    openMapping: () => setIsMapping(true),
    closeMapping: () => setIsMapping(false),
    confirmMapping,
  };
};
