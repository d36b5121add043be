import { describe, expect, it } from 'vitest';
import { parseSeoulDateTimeLocal } from './pause-presets';

describe('parseSeoulDateTimeLocal', () => {
  it('reads datetime-local input as Seoul time, whatever the machine zone', () => {
    expect(parseSeoulDateTimeLocal('2026-03-03T18:30')?.toISOString()).toBe('2026-03-03T09:30:00.000Z');
    expect(parseSeoulDateTimeLocal('2026-03-03')).toBeNull();
  });
});
