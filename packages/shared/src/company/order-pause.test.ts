import { describe, expect, it } from 'vitest';
import { businessHoursSchema, type DayHours } from './business-hours.schema';
import { pauseForMinutes, pauseUntilEndOfToday } from './order-pause';
import { WEEKDAYS } from './weekdays';

const week = (day: Partial<DayHours>) =>
  businessHoursSchema.parse({
    weeklyHours: Object.fromEntries(
      WEEKDAYS.map((name) => [name, { open: '09:00', close: '21:00', ...day }]),
    ),
  });

describe('pause presets', () => {
  it('adds minutes to now', () => {
    expect(pauseForMinutes(new Date('2026-03-03T03:00:00Z'), 30).toISOString()).toBe(
      '2026-03-03T03:30:00.000Z',
    );
  });

  it('pauses until today’s close while the shop is open', () => {
    // 12:00 KST → 21:00 KST
    expect(pauseUntilEndOfToday(week({}), new Date('2026-03-03T03:00:00Z')).toISOString()).toBe(
      '2026-03-03T12:00:00.000Z',
    );
  });

  it('pauses until the overnight close that started yesterday', () => {
    // 18:00–02:00; at 01:00 KST on Wednesday the business day of Tuesday is still under way.
    const hours = week({ open: '18:00', close: '02:00' });
    expect(pauseUntilEndOfToday(hours, new Date('2026-03-03T16:00:00Z')).toISOString()).toBe(
      '2026-03-03T17:00:00.000Z',
    );
  });

  it('falls back to Seoul midnight after closing time', () => {
    // 22:30 KST Tuesday → 00:00 KST Wednesday
    expect(pauseUntilEndOfToday(week({}), new Date('2026-03-03T13:30:00Z')).toISOString()).toBe(
      '2026-03-03T15:00:00.000Z',
    );
  });
});
