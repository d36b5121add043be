import type { Courier } from '@jumun/shared';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { pasteIntoRows, splitClipboardBlock, withoutHeaderRow } from '../utils/grid-paste';
import { emptyRow, type GridField, type GridRow, INITIAL_ROW_COUNT } from '../utils/waybill-grid';

/** The /admin/invoice2 rows and every way they change; new rows take the courier chosen for all. */
export const useGridRows = (globalCourier: Courier) => {
  const [rows, setRows] = useState<GridRow[]>(() =>
    Array.from({ length: INITIAL_ROW_COUNT }, () => emptyRow()),
  );

  const updateRow = (id: number, patch: Partial<GridRow>) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch } : row)));

  /**
   * Adds a row and returns its index once it is in the DOM: a barcode scanner's next digits arrive before the next
   * frame, so the row must exist (and take focus) inside the key handler that asked for it.
   */
  const addRow = () => {
    let added = 0;
    flushSync(() =>
      setRows((current) => {
        added = current.length;
        return [...current, emptyRow(globalCourier)];
      }),
    );
    return added;
  };

  const pasteBlock = (at: { row: number; field: GridField }, text: string) =>
    setRows((current) =>
      pasteIntoRows(current, at, withoutHeaderRow(splitClipboardBlock(text)), () => emptyRow(globalCourier)),
    );

  const setCourier = (courier: Courier, onlyChecked: boolean) =>
    setRows((current) => current.map((row) => (!onlyChecked || row.checked ? { ...row, courier } : row)));

  const replaceRows = (values: Pick<GridRow, 'name' | 'phone' | 'invoice'>[]) =>
    setRows(values.map((value) => ({ ...emptyRow(globalCourier), ...value })));

  return { rows, updateRow, addRow, pasteBlock, setCourier, replaceRows };
};
