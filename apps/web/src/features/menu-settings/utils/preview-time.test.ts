import { getSeoulParts } from '@jumun/shared';
import { describe, expect, it } from 'vitest';
import { previewInstant } from './preview-time';

describe('previewInstant', () => {
  // 2026-11-23 is a Monday; 23:30 UTC on the 22nd is already Monday 08:30 in Seoul.
  const mondayMorningSeoul = new Date('2026-11-22T23:30:00Z');

  it('answers today when today is the weekday asked for', () => {
    expect(previewInstant('monday', '12:00', mondayMorningSeoul).toISOString()).toBe(
      '2026-11-23T03:00:00.000Z',
    );
  });

  it('answers the next such weekday otherwise, in Seoul time', () => {
    const at = previewInstant('sunday', '01:30', mondayMorningSeoul);
    expect(getSeoulParts(at)).toMatchObject({
      year: 2026,
      month: 11,
      day: 29,
      weekday: 'sunday',
      minuteOfDay: 90,
    });
  });
});
