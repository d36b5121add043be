import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addSeoulDays,
  diffSeoulDays,
  formatSeoulDateKey,
  formatSeoulHhmm,
  getSeoulParts,
  getSeoulWeekday,
  parseHhmm,
  seoulInstant,
} from './seoul-time';

describe('Seoul calendar arithmetic', () => {
  it('reads Seoul wall-clock time from a UTC instant', () => {
    // 2026-03-01 15:30 UTC is already Monday 00:30 in Seoul.
    const parts = getSeoulParts(new Date('2026-03-01T15:30:00Z'));
    expect(parts).toEqual({ year: 2026, month: 3, day: 2, weekday: 'monday', minuteOfDay: 30 });
    expect(formatSeoulHhmm(new Date('2026-03-01T15:30:00Z'))).toBe('00:30');
  });

  it('builds instants from Seoul days and rolls minutes over midnight', () => {
    expect(seoulInstant({ year: 2026, month: 3, day: 2 }, 9 * 60).toISOString()).toBe(
      '2026-03-02T00:00:00.000Z',
    );
    expect(seoulInstant({ year: 2026, month: 2, day: 28 }, 24 * 60 + 30).toISOString()).toBe(
      '2026-02-28T15:30:00.000Z',
    );
  });

  it('adds and diffs days across month and year ends', () => {
    expect(addSeoulDays({ year: 2026, month: 12, day: 30 }, 3)).toEqual({ year: 2027, month: 1, day: 2 });
    expect(addSeoulDays({ year: 2028, month: 3, day: 1 }, -1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(diffSeoulDays({ year: 2026, month: 12, day: 30 }, { year: 2027, month: 1, day: 6 })).toBe(7);
    expect(getSeoulWeekday({ year: 2026, month: 3, day: 2 })).toBe('monday');
    expect(formatSeoulDateKey({ year: 2026, month: 3, day: 2 })).toBe('2026-03-02');
    expect(parseHhmm('23:59')).toBe(1439);
  });

  it('round-trips any instant through its Seoul parts (to the minute)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (instant) => {
          const parts = getSeoulParts(instant);
          const minute = Math.floor(instant.getTime() / 60_000) * 60_000;
          expect(seoulInstant(parts, parts.minuteOfDay).getTime()).toBe(minute);
        },
      ),
    );
  });
});
