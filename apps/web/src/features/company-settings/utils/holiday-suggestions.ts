import {
  formatSeoulDateKey,
  getSeoulParts,
  getSeoulWeekday,
  type HolidaySuggestion,
  suggestKoreanHolidays,
} from '@jumun/shared';
import type { Translate } from '../i18n';

/** Public holidays of this and next year (Seoul) that are still ahead and not closure dates yet. */
export const upcomingHolidays = (now: Date, closureDates: readonly string[]): HolidaySuggestion[] => {
  const today = getSeoulParts(now);
  const todayKey = formatSeoulDateKey(today);
  const taken = new Set(closureDates);
  return [...suggestKoreanHolidays(today.year), ...suggestKoreanHolidays(today.year + 1)].filter(
    (holiday) => holiday.date >= todayKey && !taken.has(holiday.date),
  );
};

/** 설날 and 추석 blocks (with their 연휴 days), the holidays most shops close for. */
export const isLunarNewYearOrChuseok = (holiday: HolidaySuggestion) => /설날|추석/.test(holiday.name);

/** '2026-02-17' → '2026년 2월 17일 (화)', or '2월 17일 (화)' for `monthDay` (under a year heading). */
export const formatDateKey = (
  t: Translate,
  dateKey: string,
  format: 'full' | 'monthDay' = 'full',
): string => {
  const [year = 0, month = 1, day = 1] = dateKey.split('-').map(Number);
  const weekday = t(`weekdayShort.${getSeoulWeekday({ year, month, day })}`);
  return t(`dates.${format}`, { year, month, day, weekday });
};
