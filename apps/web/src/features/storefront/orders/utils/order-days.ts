import { addSeoulDays, getSeoulParts, getSeoulWeekday, type SeoulDate, type Weekday } from '@jumun/shared';

/** yyyyMMdd of a Seoul day (the `searchDate` of GET /api/orders/listByDate). */
export const toSearchDate = ({ year, month, day }: SeoulDate) =>
  `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;

export const fromSearchDate = (value: string): SeoulDate | null =>
  /^\d{8}$/.test(value)
    ? { year: Number(value.slice(0, 4)), month: Number(value.slice(4, 6)), day: Number(value.slice(6, 8)) }
    : null;

export type DayLabel =
  | { kind: 'today' | 'yesterday' }
  | { kind: 'date'; month: number; day: number; weekday: Weekday };

/** 오늘 / 어제 / 11월 22일 (일) for the history's day switcher. */
export const describeDay = (date: SeoulDate, now: Date): DayLabel => {
  const today = getSeoulParts(now);
  if (toSearchDate(date) === toSearchDate(today)) return { kind: 'today' };
  if (toSearchDate(date) === toSearchDate(addSeoulDays(today, -1))) return { kind: 'yesterday' };
  return { kind: 'date', month: date.month, day: date.day, weekday: getSeoulWeekday(date) };
};

/** The day before or after, never past today (customers see today and earlier days). */
export const shiftDay = (date: SeoulDate, by: number, now: Date): SeoulDate | null => {
  const next = addSeoulDays(date, by);
  return toSearchDate(next) > toSearchDate(getSeoulParts(now)) ? null : next;
};
