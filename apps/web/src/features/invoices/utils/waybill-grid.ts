import { type Courier, DEFAULT_COURIER, normalizeKoreanMobile, normalizeTrackingNumber } from '@jumun/shared';

/** One row of the /admin/invoice2 grid (domain §9). */
export type GridRow = {
  id: number;
  name: string;
  phone: string;
  invoice: string;
  courier: Courier;
  checked: boolean;
};
export const GRID_FIELDS = ['name', 'phone', 'invoice'] as const;
export type GridField = (typeof GRID_FIELDS)[number];
export const INITIAL_ROW_COUNT = 5;

let nextId = 1;
export const emptyRow = (courier: Courier = DEFAULT_COURIER): GridRow => ({
  id: nextId++,
  name: '',
  phone: '',
  invoice: '',
  courier,
  checked: false,
});

/**
 * A phone cell as it is typed or pasted: a number that already reads as a mobile takes its usual form (so
 * `+82 10 1234 5678` becomes 010-1234-5678, not the first eleven digits); an international number still being typed
 * keeps its `+`; anything else is grouped 010-1234-5678 as the digits come.
 */
export const formatGridPhone = (value: string) => {
  const normalized = normalizeKoreanMobile(value);
  if (normalized) return normalized;
  if (value.trimStart().startsWith('+')) return value.trimStart().slice(0, 24);
  const digits = value.replace(/\D/g, '').slice(0, 11);
  if (digits.length <= 3) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
};

export const isFilled = (row: GridRow) => Boolean(row.name || row.phone || row.invoice);

/** Where an arrow key moves the caret: another row of the same field, or the neighbouring field. */
export const nextCell = (
  key: string,
  position: { row: number; field: number },
  caret: { start: number; end: number; length: number },
  rowCount: number,
): { row: number; field: number } | 'add-row' | null => {
  if (key === 'ArrowUp') return position.row > 0 ? { ...position, row: position.row - 1 } : null;
  if (key === 'ArrowDown' || key === 'Enter') {
    return position.row < rowCount - 1 ? { ...position, row: position.row + 1 } : 'add-row';
  }
  if (key === 'ArrowRight' && caret.end === caret.length && position.field < GRID_FIELDS.length - 1) {
    return { ...position, field: position.field + 1 };
  }
  if (key === 'ArrowLeft' && caret.start === 0 && position.field > 0)
    return { ...position, field: position.field - 1 };
  return null;
};

/** Live validation per cell: the same checks the server's send runs (a bad cell is red; the row is refused). */
export const isValidCell = (field: GridField, value: string) => {
  if (field === 'phone') return normalizeKoreanMobile(value) !== null;
  if (field === 'invoice') return normalizeTrackingNumber(value) !== null;
  return true;
};
