import { formatNextOpenMessage, type OpenStatus } from '@jumun/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n';
import { nextOpenMessage } from './next-open';

// Wednesday 31 December 2025, 20:00 in Seoul.
const NOW = new Date('2025-12-31T11:00:00Z');
const at = (iso: string) => new Date(iso);
const closed = (reason: OpenStatus['reason'], nextOpenAt: Date | null): OpenStatus => ({
  isOpen: false,
  reason,
  nextOpenAt,
});

const STATUSES: Record<string, OpenStatus> = {
  open: { isOpen: true, reason: 'open', nextOpenAt: null },
  switchOff: closed('switchOff', null),
  none: closed('dayOff', null),
  tomorrow: closed('afterClose', at('2026-01-01T00:00:00Z')),
  weekday: closed('dayOff', at('2026-01-03T01:30:00Z')),
  date: closed('closureDate', at('2026-01-08T00:00:00Z')),
  paused: closed('paused', at('2025-12-31T11:30:00Z')),
};

describe('nextOpenMessage', () => {
  afterEach(async () => changeLanguage('ko'));

  it.each(Object.entries(STATUSES))('keeps the shared Korean words (%s)', (_, status) => {
    expect(nextOpenMessage(status, NOW)).toBe(formatNextOpenMessage(status, NOW));
  });

  it('speaks English once English is on', async () => {
    await changeLanguage('en');
    const words = Object.fromEntries(
      Object.entries(STATUSES).map(([name, status]) => [name, nextOpenMessage(status, NOW)]),
    );
    expect(words).toEqual({
      open: 'You can order now',
      switchOff: 'Not taking orders right now',
      none: 'No opening hours scheduled',
      tomorrow: 'Opens tomorrow 09:00',
      weekday: 'Opens Saturday 10:30',
      date: 'Opens Thursday 1/8 09:00',
      paused: 'Orders resume today 20:30',
    });
  });
});
