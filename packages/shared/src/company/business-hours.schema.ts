import { z } from 'zod';

import { WEEKDAYS, type Weekday } from './weekdays';

export { WEEKDAYS, type Weekday };

/** "HH:MM", 00:00–23:59. */
export const hhmmSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM 형식이어야 합니다');

export const dayHoursSchema = z.object({
  isOpen: z.boolean().default(true),
  open: hhmmSchema.default('09:00'),
  /** A close time earlier than open means the shop closes after midnight. */
  close: hhmmSchema.default('21:00'),
  breakStart: hhmmSchema.nullable().default(null),
  breakEnd: hhmmSchema.nullable().default(null),
});
export type DayHours = z.infer<typeof dayHoursSchema>;

const defaultWeek = () =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayHoursSchema.parse({})])) as Record<Weekday, DayHours>;

/** 영업 시간 (domain §3.3): weekly hours, 24h / all-year flags, closures and a temporary pause. */
export const businessHoursSchema = z.object({
  weeklyHours: z
    .object(
      Object.fromEntries(WEEKDAYS.map((d) => [d, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>,
    )
    .default(defaultWeek),
  isOpen24Hours: z.boolean().default(false),
  isOpenYearRound: z.boolean().default(false),
  /** yyyy-MM-dd dates (Asia/Seoul) on which the shop is closed. */
  closureDates: z
    .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/))
    .max(366)
    .default([]),
  /** 임시 마감: orders paused until this instant. */
  pauseOrdersUntil: z.string().datetime({ offset: true }).nullable().default(null),
});
export type BusinessHours = z.infer<typeof businessHoursSchema>;
