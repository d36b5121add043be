import { formatSeoulDateKey, formatSeoulHhmm, getSeoulParts } from '@jumun/shared';

/** Whole minutes from `iso` to `now` (never negative: a tablet's clock may run a little behind the server's). */
export const minutesSince = (iso: string, now: number) =>
  Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));

/**
 * 14:05, in the shop's time zone whatever the device's: the shared Seoul arithmetic (decision 007), not
 * `Intl.DateTimeFormat`, whose first use loads ICU's date formatting on the board's first screen (decision 055).
 */
export const formatSeoulTime = (iso: string) => formatSeoulHhmm(new Date(iso));

/** The server's `searchDate` (YYYYMMDD) for an ISO calendar date from a date input (YYYY-MM-DD). */
export const toSearchDate = (isoDate: string) => isoDate.replaceAll('-', '');

/** Today in Seoul as YYYY-MM-DD (the date input's format). */
export const seoulToday = (now: number) => formatSeoulDateKey(getSeoulParts(new Date(now)));

/** The calendar day before an ISO date (YYYY-MM-DD); Seoul has no daylight saving, so UTC arithmetic is exact. */
export const dayBefore = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
