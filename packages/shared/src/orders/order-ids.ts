import { getSeoulParts, SEOUL_OFFSET_MS } from '../company/seoul-time';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** yyyyMMddHHmmssSSS in Asia/Seoul: the 17 digits customers see as the order number (domain §1.1). */
export const formatSeoulTimestamp17 = (at: Date): string => {
  const shifted = new Date(at.getTime() + SEOUL_OFFSET_MS);
  return (
    `${shifted.getUTCFullYear()}${pad(shifted.getUTCMonth() + 1)}${pad(shifted.getUTCDate())}` +
    `${pad(shifted.getUTCHours())}${pad(shifted.getUTCMinutes())}${pad(shifted.getUTCSeconds())}` +
    pad(shifted.getUTCMilliseconds(), 3)
  );
};

/** `ord_{yyyyMMddHHmmssSSS}_{random}`; `random` is the server's CSPRNG suffix. */
export const formatOrderId = (at: Date, random: string): string =>
  `ord_${formatSeoulTimestamp17(at)}_${random}`;

export const ORDER_ID_PATTERN = /^ord_\d{17}_[A-Za-z0-9_-]{1,40}$/;

/** The 17-digit part of an order id, or '' for an id of another shape. */
export const orderIdDigits = (orderId: string): string => /^ord_(\d{17})_/.exec(orderId)?.[1] ?? '';

/** The Asia/Seoul day of an instant as the integer yyyyMMdd (domain §1.1 dateCreatedYYYYmmdd). */
export const seoulDateKey = (at: Date): number => {
  const { year, month, day } = getSeoulParts(at);
  return year * 10_000 + month * 100 + day;
};

/** The Asia/Seoul month of an instant as the integer yyyyMM. */
export const seoulMonthKey = (at: Date): number => Math.floor(seoulDateKey(at) / 100);

/** yyyyMMdd (the `searchDate` of the order lists) → its integer key, or null for a string that is no real day. */
export const parseSearchDate = (value: string): number | null => {
  if (!/^\d{8}$/.test(value)) return null;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal && year >= 2000 ? Number(value) : null;
};

/** The daily order number as the counter shows it: 7 → "007". */
export const formatDailyOrderNumber = (orderNumber: number): string => String(orderNumber).padStart(3, '0');
