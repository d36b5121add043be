import {
  addSeoulDays,
  type BusinessHours,
  getBusinessDayIntervals,
  getSeoulParts,
  type SeoulDate,
  seoulInstant,
} from '@jumun/shared';

const MS_PER_MINUTE = 60_000;

export const pauseForMinutes = (now: Date, minutes: number): Date =>
  new Date(now.getTime() + minutes * MS_PER_MINUTE);

const lastEnd = (hours: BusinessHours, day: SeoulDate) => {
  const intervals = getBusinessDayIntervals(hours, day);
  return intervals.length > 0 ? Math.max(...intervals.map((interval) => interval.end)) : null;
};

/**
 * "오늘 영업 종료": no more orders for the rest of today's business. That is the close of the business day under way
 * (an overnight day started yesterday counts), else today's close if it is still ahead, else Seoul midnight.
 */
export const pauseUntilEndOfToday = (hours: BusinessHours, now: Date): Date => {
  const time = now.getTime();
  const today = getSeoulParts(now);
  const yesterdayEnd = lastEnd(hours, addSeoulDays(today, -1));
  if (yesterdayEnd !== null && yesterdayEnd > time) return new Date(yesterdayEnd);
  const todayEnd = lastEnd(hours, today);
  if (todayEnd !== null && todayEnd > time) return new Date(todayEnd);
  return seoulInstant(addSeoulDays(today, 1));
};

/** A `datetime-local` value ('2026-03-01T18:30') read as Seoul wall-clock time, whatever this machine's zone. */
export const parseSeoulDateTimeLocal = (value: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  return seoulInstant({ year, month, day }, (hour ?? 0) * 60 + (minute ?? 0));
};
