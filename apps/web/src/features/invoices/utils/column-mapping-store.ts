import type { ColumnMapping } from './column-mapping';

/**
 * Column mappings the owner chose for courier files, per company and header row, on this device (decision 016,
 * "Remembered column mapping"): the next file with the same header loads without asking.
 */
const KEY_PREFIX = 'jumun-waybill-columns:';

type Stored = Record<string, ColumnMapping>;

const read = (companyId: string, storage: Storage): Stored => {
  try {
    const stored: unknown = JSON.parse(storage.getItem(KEY_PREFIX + companyId) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Stored) : {};
  } catch {
    return {};
  }
};

const isColumn = (value: unknown) => value === null || (Number.isInteger(value) && (value as number) >= 0);

export const findRememberedMapping = (
  companyId: string,
  key: string,
  storage: Storage = window.localStorage,
): ColumnMapping | null => {
  const mapping = read(companyId, storage)[key];
  if (!mapping || ![mapping.name, mapping.phone, mapping.invoice].every(isColumn)) return null;
  return { name: mapping.name, phone: mapping.phone, invoice: mapping.invoice };
};

export const rememberMapping = (
  companyId: string,
  key: string,
  mapping: ColumnMapping,
  storage: Storage = window.localStorage,
) => {
  try {
    storage.setItem(KEY_PREFIX + companyId, JSON.stringify({ ...read(companyId, storage), [key]: mapping }));
  } catch {
    // Storage full or private mode: the mapping holds for this file only and is asked again next time.
  }
};
