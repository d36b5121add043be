import { WEEKDAYS, type Weekday } from './weekdays';

/**
 * Calendar arithmetic in Asia/Seoul. Korea has used UTC+9 without daylight saving since 1988, so shifting the
 * instant by nine hours and reading the UTC fields gives Seoul wall-clock time on any machine, whatever its TZ,
 * with no date library and no Intl time-zone data (docs/decisions/007).
 */
export const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
export const MINUTES_PER_DAY = 24 * 60;
const MS_PER_MINUTE = 60 * 1000;

/** A Seoul calendar day; `month` is 1–12. */
export type SeoulDate = { year: number; month: number; day: number };

export type SeoulParts = SeoulDate & { weekday: Weekday; minuteOfDay: number };

export const getSeoulParts = (instant: Date): SeoulParts => {
  const shifted = new Date(instant.getTime() + SEOUL_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: weekdayAt(shifted.getUTCDay()),
    minuteOfDay: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
};

const weekdayAt = (index: number): Weekday => WEEKDAYS[((index % 7) + 7) % 7] ?? 'sunday';

/** The instant at `minuteOfDay` minutes after midnight of a Seoul day; overflowing minutes roll into later days. */
export const seoulInstant = (date: SeoulDate, minuteOfDay = 0): Date =>
  new Date(Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay) - SEOUL_OFFSET_MS);

export const addSeoulDays = (date: SeoulDate, days: number): SeoulDate => {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
};

export const getSeoulWeekday = (date: SeoulDate): Weekday =>
  weekdayAt(new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay());

/** Whole days from `from` to `to` (both Seoul calendar days). */
export const diffSeoulDays = (from: SeoulDate, to: SeoulDate): number =>
  Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) /
      (MINUTES_PER_DAY * MS_PER_MINUTE),
  );

const pad2 = (value: number) => String(value).padStart(2, '0');

/** yyyy-MM-dd, the format of `businessHours.closureDates`. */
export const formatSeoulDateKey = (date: SeoulDate): string =>
  `${date.year}-${pad2(date.month)}-${pad2(date.day)}`;

/** 'HH:MM' → minutes after midnight. The schemas guarantee the format. */
export const parseHhmm = (value: string): number => {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Seoul wall-clock 'HH:MM' of an instant. */
export const formatSeoulHhmm = (instant: Date): string => {
  const { minuteOfDay } = getSeoulParts(instant);
  return `${pad2(Math.floor(minuteOfDay / 60))}:${pad2(minuteOfDay % 60)}`;
};

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  sunday: '일요일',
  monday: '월요일',
  tuesday: '화요일',
  wednesday: '수요일',
  thursday: '목요일',
  friday: '금요일',
  saturday: '토요일',
};
