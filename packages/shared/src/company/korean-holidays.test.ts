import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOLIDAY_TABLE_YEARS, suggestKoreanHolidays } from './korean-holidays';

const datesOf = (year: number) => suggestKoreanHolidays(year).map((h) => h.date);

describe('suggestKoreanHolidays', () => {
  it('lists 2025 as published, with 설날, 추석 and the substitute days', () => {
    expect(suggestKoreanHolidays(2025)).toEqual([
      { date: '2025-01-01', name: '신정' },
      { date: '2025-01-28', name: '설날 연휴' },
      { date: '2025-01-29', name: '설날' },
      { date: '2025-01-30', name: '설날 연휴' },
      { date: '2025-03-01', name: '삼일절' },
      { date: '2025-03-03', name: '대체공휴일' },
      { date: '2025-05-05', name: '어린이날 · 부처님오신날' },
      { date: '2025-05-06', name: '대체공휴일' },
      { date: '2025-06-06', name: '현충일' },
      { date: '2025-08-15', name: '광복절' },
      { date: '2025-10-03', name: '개천절' },
      { date: '2025-10-05', name: '추석 연휴' },
      { date: '2025-10-06', name: '추석' },
      { date: '2025-10-07', name: '추석 연휴' },
      { date: '2025-10-08', name: '대체공휴일' },
      { date: '2025-10-09', name: '한글날' },
      { date: '2025-12-25', name: '성탄절' },
    ]);
  });

  it('gives weekend substitutes in 2026 but none for a Saturday 추석 day or 현충일', () => {
    const dates = datesOf(2026);
    expect(dates).toEqual(expect.arrayContaining(['2026-02-16', '2026-02-17', '2026-02-18', '2026-09-25']));
    expect(dates).toEqual(expect.arrayContaining(['2026-03-02', '2026-05-25', '2026-08-17', '2026-10-05']));
    expect(dates.filter((d) => d.startsWith('2026-09'))).toEqual(['2026-09-24', '2026-09-25', '2026-09-26']);
    expect(dates).not.toContain('2026-06-08');
  });

  it('follows the Korean calendar for 설날 2027 and handles 추석 on 개천절 in 2028', () => {
    expect(suggestKoreanHolidays(2027).find((h) => h.name === '설날')?.date).toBe('2027-02-07');
    expect(datesOf(2027)).toEqual(expect.arrayContaining(['2027-02-09', '2027-12-27']));
    const october2028 = suggestKoreanHolidays(2028).filter((h) => h.date.startsWith('2028-10'));
    expect(october2028).toEqual([
      { date: '2028-10-02', name: '추석 연휴' },
      { date: '2028-10-03', name: '개천절 · 추석' },
      { date: '2028-10-04', name: '추석 연휴' },
      { date: '2028-10-05', name: '대체공휴일' },
      { date: '2028-10-09', name: '한글날' },
    ]);
  });

  it('falls back to the solar holidays outside the table', () => {
    expect(suggestKoreanHolidays(2035).map((h) => h.name)).not.toContain('설날');
    expect(datesOf(2035)).toContain('2035-12-25');
  });

  it('returns sorted, unique dates of that year, substitutes always on weekdays', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2020, max: 2040 }), (year) => {
        const holidays = suggestKoreanHolidays(year);
        const dates = holidays.map((h) => h.date);
        expect(dates).toEqual([...new Set(dates)].sort());
        expect(dates.every((d) => d.startsWith(`${year}-`))).toBe(true);
        const lunarCount = HOLIDAY_TABLE_YEARS.includes(year) ? 7 : 0;
        expect(holidays.filter((h) => h.name !== '대체공휴일').length).toBeGreaterThanOrEqual(
          8 + lunarCount - 2,
        );
        for (const h of holidays.filter((x) => x.name === '대체공휴일')) {
          expect([0, 6]).not.toContain(new Date(`${h.date}T00:00:00Z`).getUTCDay());
        }
      }),
    );
  });
});
