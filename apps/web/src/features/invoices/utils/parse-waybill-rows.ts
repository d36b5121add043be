/**
 * Reads rows pasted from Excel on /admin/invoice (domain §9): tokens split on whitespace; the name is the
 * first token with Hangul or Latin letters, the phone is 010-XXXX-XXXX or 010XXXXXXXX, the tracking number
 * (등기번호) the first other token of 10+ digits; everything else is listed as unparsed.
 */
export type WaybillRow = {
  line: number;
  name: string | null;
  phone: string | null;
  trackingNumber: string | null;
  unparsed: string[];
  /** Lacks a phone or tracking number that other rows have: shown in red. */
  isIncomplete: boolean;
};

const PHONE = /^010-?\d{4}-?\d{4}$/;
const TRACKING = /^\d{10,}$/;
const LETTERS = /[\p{Script=Hangul}A-Za-z]/u;

export const formatMobile = (value: string) => {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 ? `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}` : value;
};

const parseLine = (text: string, line: number): Omit<WaybillRow, 'isIncomplete'> => {
  const row: Omit<WaybillRow, 'isIncomplete'> = {
    line,
    name: null,
    phone: null,
    trackingNumber: null,
    unparsed: [],
  };
  for (const token of text.split(/\s+/).filter(Boolean)) {
    if (!row.phone && PHONE.test(token)) row.phone = formatMobile(token);
    else if (!row.trackingNumber && TRACKING.test(token)) row.trackingNumber = token;
    else if (!row.name && LETTERS.test(token)) row.name = token;
    else row.unparsed.push(token);
  }
  return row;
};

export const parseWaybillRows = (text: string): WaybillRow[] => {
  const rows = text
    .split(/\r?\n/)
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => line.trim() !== '')
    .map(({ line, number }) => parseLine(line, number));
  const someHavePhone = rows.some((row) => row.phone);
  const someHaveTracking = rows.some((row) => row.trackingNumber);
  return rows.map((row) => ({
    ...row,
    isIncomplete: (someHavePhone && !row.phone) || (someHaveTracking && !row.trackingNumber),
  }));
};

/** Couriers offered on the waybill screens (domain §9); 우체국 is the default. */
export const COURIERS = ['epost', 'hanjin', 'cj'] as const;
export type Courier = (typeof COURIERS)[number];
export const DEFAULT_COURIER: Courier = 'epost';
