import { addSeoulDays, getSeoulParts, getSeoulWeekday, parseHhmm } from '../company/seoul-time';
import type { Daypart } from './menu-settings.schema';

/**
 * Whether `at` (Asia/Seoul) falls in the daypart. Like business hours, an overnight daypart belongs to the day it
 * starts on: 금요일 22:00–02:00 covers Saturday 01:00. Equal start and end mean the whole day.
 */
export const isDaypartActive = (daypart: Pick<Daypart, 'days' | 'start' | 'end'>, at: Date): boolean => {
  const now = getSeoulParts(at);
  const start = parseHhmm(daypart.start);
  const end = parseHhmm(daypart.end);
  const isToday = daypart.days.includes(now.weekday);
  if (start < end) return isToday && now.minuteOfDay >= start && now.minuteOfDay < end;
  if (start === end) return isToday;
  const isYesterday = daypart.days.includes(getSeoulWeekday(addSeoulDays(now, -1)));
  return (isToday && now.minuteOfDay >= start) || (isYesterday && now.minuteOfDay < end);
};

/** An empty or dangling restriction does not hide anything; otherwise any listed daypart must be active. */
export const isWithinDayparts = (
  refs: readonly string[] | undefined,
  dayparts: readonly Daypart[],
  at: Date,
): boolean => {
  const listed = dayparts.filter((daypart) => refs?.includes(daypart.id));
  return listed.length === 0 || listed.some((daypart) => isDaypartActive(daypart, at));
};
