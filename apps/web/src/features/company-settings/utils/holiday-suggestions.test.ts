import { describe, expect, it } from 'vitest';
import { companySettingsText } from '../i18n';
import { formatDateKey, isLunarNewYearOrChuseok, upcomingHolidays } from './holiday-suggestions';

describe('holiday suggestions', () => {
  it('offers this and next year’s holidays from today on, without dates already closed', () => {
    const now = new Date('2026-09-25T03:00:00Z'); // 추석, 12:00 KST
    const holidays = upcomingHolidays(now, ['2026-10-03']);
    const dates = holidays.map((holiday) => holiday.date);
    expect(dates[0]).toBe('2026-09-25');
    expect(dates).not.toContain('2026-09-24');
    expect(dates).not.toContain('2026-10-03');
    expect(dates).toContain('2027-02-07');
    expect(holidays.filter(isLunarNewYearOrChuseok).map((holiday) => holiday.date)).toEqual([
      '2026-09-25',
      '2026-09-26',
      '2027-02-06',
      '2027-02-07',
      '2027-02-08',
      '2027-09-14',
      '2027-09-15',
      '2027-09-16',
    ]);
  });

  it('formats a date key with its weekday', () => {
    expect(formatDateKey(companySettingsText.t, '2026-09-25')).toBe('2026년 9월 25일 (금)');
    expect(formatDateKey(companySettingsText.t, '2026-09-25', 'monthDay')).toBe('9월 25일 (금)');
  });
});
