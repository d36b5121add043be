import { z } from 'zod';
import { getBusinessDayIntervals } from './business-hours';
import type { BusinessHours } from './business-hours.schema';
import { addSeoulDays, getSeoulParts, type SeoulDate, seoulInstant } from './seoul-time';

/**
 * "Pause orders for …" presets (businessHours.pauseOrdersUntil): 설정's live card and the dashboard's pause switch
 * offer the same choices.
 */

const MS_PER_MINUTE = 60_000;

/** Now + the minutes. */
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

/** The company with online orders paused until `until` (null lifts the pause): the one write both switches make. */
export const withOrdersPausedUntil = <C extends { businessHours: BusinessHours }>(
  company: C,
  until: Date | null,
): C => ({
  ...company,
  businessHours: { ...company.businessHours, pauseOrdersUntil: until ? until.toISOString() : null },
});

/**
 * The longest pause the floor's switch sets (직원 included): the presets reach at most the end of today's business. A
 * longer stop is a day off, set in 설정's business hours by those who may change them.
 */
export const ORDER_PAUSE_MAX_HOURS = 48;

/** `POST /api/admin/companies/:companyId/order-pause`: pause online orders until `until`, or take them again (null). */
export const orderPauseBodySchema = z.object({
  until: z
    .string({ error: '언제까지 멈출지 입력하세요' })
    .datetime({ offset: true, error: '멈출 시각의 형식이 올바르지 않습니다' })
    .nullable(),
});
export type OrderPauseBody = z.infer<typeof orderPauseBodySchema>;

export const orderPauseResultSchema = z.object({
  revision: z.number().int(),
  pauseOrdersUntil: z.string().nullable(),
});
export type OrderPauseResult = z.infer<typeof orderPauseResultSchema>;
