import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayBefore, formatSeoulTime, minutesSince, seoulToday, toSearchDate } from './times';

describe('board times', () => {
  it('counts whole minutes and never goes negative', () => {
    const placed = '2026-11-24T01:00:00.000Z';
    expect(minutesSince(placed, Date.parse('2026-11-24T01:07:59.000Z'))).toBe(7);
    expect(minutesSince(placed, Date.parse('2026-11-24T00:59:00.000Z'))).toBe(0);
  });

  it('shows Seoul time and Seoul dates whatever the device time zone', () => {
    expect(formatSeoulTime('2026-11-24T05:05:00.000Z')).toBe('14:05');
    // 23:30 UTC on the 24th is already the 25th in Seoul.
    expect(seoulToday(Date.parse('2026-11-24T23:30:00.000Z'))).toBe('2026-11-25');
    expect(toSearchDate('2026-11-25')).toBe('20261125');
  });

  it('steps back one calendar day across months and years', () => {
    expect(dayBefore('2026-11-25')).toBe('2026-11-24');
    expect(dayBefore('2026-12-01')).toBe('2026-11-30');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
    expect(dayBefore('2028-03-01')).toBe('2028-02-29');
  });

  it('agrees with Intl in Asia/Seoul for any instant (the arithmetic replaced it, decision 055)', () => {
    const time = new Intl.DateTimeFormat('ko-KR', {
      timeZone: 'Asia/Seoul',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(formatSeoulTime(new Date(ms).toISOString())).toBe(time.format(ms));
        expect(seoulToday(ms)).toBe(date.format(ms));
      }),
    );
  });
});
