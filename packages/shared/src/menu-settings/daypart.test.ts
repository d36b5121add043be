import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../company/business-hours.schema';
import { isDaypartActive, isWithinDayparts } from './daypart';
import type { Daypart } from './menu-settings.schema';

/** 2026-03-02 is a Monday; instants are Seoul time. */
const at = (local: string) => new Date(`${local}+09:00`);
const lunch: Daypart = { id: 'dp_lunch', name: '런치', days: ['monday'], start: '11:00', end: '14:00' };
const lateNight: Daypart = { id: 'dp_night', name: '심야', days: ['friday'], start: '22:00', end: '02:00' };

describe('isDaypartActive', () => {
  it('covers [start, end) on the listed days', () => {
    expect(isDaypartActive(lunch, at('2026-03-02T10:59:00'))).toBe(false);
    expect(isDaypartActive(lunch, at('2026-03-02T11:00:00'))).toBe(true);
    expect(isDaypartActive(lunch, at('2026-03-02T13:59:59'))).toBe(true);
    expect(isDaypartActive(lunch, at('2026-03-02T14:00:00'))).toBe(false);
    expect(isDaypartActive(lunch, at('2026-03-03T12:00:00'))).toBe(false);
  });

  it('runs past midnight on the day it starts', () => {
    expect(isDaypartActive(lateNight, at('2026-03-06T21:59:00'))).toBe(false);
    expect(isDaypartActive(lateNight, at('2026-03-06T23:00:00'))).toBe(true);
    expect(isDaypartActive(lateNight, at('2026-03-07T01:30:00'))).toBe(true);
    expect(isDaypartActive(lateNight, at('2026-03-07T02:00:00'))).toBe(false);
    expect(isDaypartActive(lateNight, at('2026-03-06T01:30:00'))).toBe(false);
  });

  it('uses Seoul time: 03:00 UTC on Monday is lunch in Seoul', () => {
    expect(isDaypartActive(lunch, new Date('2026-03-02T03:00:00Z'))).toBe(true);
  });

  it('treats equal start and end as the whole day', () => {
    expect(
      isDaypartActive({ days: ['monday'], start: '00:00', end: '00:00' }, at('2026-03-02T23:59:00')),
    ).toBe(true);
  });

  it('is active on every minute of the week when all days and the whole day are listed', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }),
        (d) => {
          expect(isDaypartActive({ days: [...WEEKDAYS], start: '05:00', end: '05:00' }, d)).toBe(true);
          expect(isDaypartActive({ days: [], start: '05:00', end: '04:00' }, d)).toBe(false);
        },
      ),
    );
  });
});

describe('isWithinDayparts', () => {
  it('does not restrict without references, or with only dangling ones', () => {
    expect(isWithinDayparts(undefined, [lunch], at('2026-03-03T20:00:00'))).toBe(true);
    expect(isWithinDayparts(['dp_gone'], [lunch], at('2026-03-03T20:00:00'))).toBe(true);
    expect(isWithinDayparts(['dp_lunch', 'dp_night'], [lunch, lateNight], at('2026-03-07T01:00:00'))).toBe(
      true,
    );
    expect(isWithinDayparts(['dp_lunch'], [lunch, lateNight], at('2026-03-07T01:00:00'))).toBe(false);
  });
});
