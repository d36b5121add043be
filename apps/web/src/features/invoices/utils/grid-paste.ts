import { normalizeKoreanMobile, normalizeTrackingNumber, parseWaybillPaste } from '@jumun/shared';
import { GRID_FIELDS, type GridField, type GridRow } from './waybill-grid';

/**
 * A block copied from Excel or Google Sheets: rows end in line breaks, cells in tabs, and a cell holding a tab,
 * line break or quote comes quoted ("a""b"). The one line break Excel puts after the last row is dropped.
 */
export const splitClipboardBlock = (text: string): string[][] => {
  const rows: string[][] = [[]];
  let cell = '';
  let index = 0;
  const endCell = () => {
    (rows[rows.length - 1] as string[]).push(cell);
    cell = '';
  };
  while (index < text.length) {
    const char = text[index] as string;
    if (char === '"' && cell === '') {
      const close = findClosingQuote(text, index + 1);
      if (close !== -1) {
        cell = text.slice(index + 1, close).replace(/""/g, '"');
        index = close + 1;
        continue;
      }
    }
    if (char === '\t') endCell();
    else if (char === '\r' || char === '\n') {
      endCell();
      rows.push([]);
      if (char === '\r' && text[index + 1] === '\n') index += 1;
    } else cell += char;
    index += 1;
  }
  endCell();
  const last = rows[rows.length - 1] as string[];
  if (rows.length > 1 && last.length === 1 && last[0] === '') rows.pop();
  return rows;
};

/** A quoted cell ends at a quote that is not doubled and is followed by a cell or row end; -1 if none. */
const findClosingQuote = (text: string, from: number) => {
  for (let index = from; index < text.length; index += 1) {
    if (text[index] !== '"') continue;
    if (text[index + 1] === '"') {
      index += 1;
      continue;
    }
    const next = text[index + 1];
    return next === undefined || next === '\t' || next === '\r' || next === '\n' ? index : -1;
  }
  return -1;
};

/**
 * A block copied with its column titles (이름 / 전화번호 / 송장번호) on top: the title row is no parcel, so it is
 * dropped, by the same header test the paste page uses (it would otherwise be a red row refused on send).
 */
export const withoutHeaderRow = (block: string[][]) => {
  const [first, ...rest] = block;
  return first && parseWaybillPaste(first.join('\t')).headerLines.length === 1 ? rest : block;
};

/** More than one cell: a single value (even with a trailing line break) pastes into the cell as usual. */
export const isBlockPaste = (text: string) => {
  const block = splitClipboardBlock(text);
  return block.length > 1 || (block[0]?.length ?? 0) > 1;
};

/** A pasted cell as the grid keeps it: numbers in their usual form when they read as one, else as written. */
const cellValue = (field: GridField, value: string) => {
  const trimmed = value.trim();
  if (field === 'phone') return normalizeKoreanMobile(trimmed) ?? trimmed;
  if (field === 'invoice') return normalizeTrackingNumber(trimmed) ?? trimmed;
  return trimmed;
};

/**
 * Fills the grid from the cell pasted into, rightwards (name → phone → tracking number) and downwards, adding rows
 * past the last; cells right of the tracking number column are dropped.
 */
export const pasteIntoRows = (
  rows: GridRow[],
  at: { row: number; field: GridField },
  block: string[][],
  makeRow: () => GridRow,
): GridRow[] => {
  const next = rows.slice();
  const firstField = GRID_FIELDS.indexOf(at.field);
  block.forEach((cells, offset) => {
    const index = at.row + offset;
    const patch: Partial<GridRow> = {};
    cells.forEach((value, column) => {
      const field = GRID_FIELDS[firstField + column];
      if (field) patch[field] = cellValue(field, value);
    });
    next[index] = { ...(next[index] ?? makeRow()), ...patch };
  });
  return next;
};
