import { describe, expect, it } from 'vitest';
import { formatClockTime } from './format-clock-time';

describe('formatClockTime', () => {
  it('shows the device clock as HH:MM:SS, 24-hour, zero-padded', () => {
    expect(formatClockTime(new Date(2026, 10, 29, 9, 5, 7))).toBe('09:05:07');
    expect(formatClockTime(new Date(2026, 10, 29, 23, 59, 0))).toBe('23:59:00');
    expect(formatClockTime(new Date(2026, 10, 29, 0, 0, 0))).toBe('00:00:00');
  });
});
