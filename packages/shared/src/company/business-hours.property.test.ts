import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatNextOpenMessage, getOpenStatus, isWithinBusinessHours } from './business-hours';
import { type BusinessHours, WEEKDAYS } from './business-hours.schema';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const hhmmArb = fc
  .integer({ min: 0, max: 1439 })
  .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);

const dayArb = fc.record({
  isOpen: fc.boolean(),
  open: hhmmArb,
  close: hhmmArb,
  breakStart: fc.option(hhmmArb, { nil: null }),
  breakEnd: fc.option(hhmmArb, { nil: null }),
});

const dateKeyArb = fc
  .date({ min: new Date('2026-01-01'), max: new Date('2026-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const hoursArb = (withClosures: boolean): fc.Arbitrary<BusinessHours> =>
  fc.record({
    weeklyHours: fc.record(
      Object.fromEntries(WEEKDAYS.map((d) => [d, dayArb])) as Record<
        (typeof WEEKDAYS)[number],
        typeof dayArb
      >,
    ),
    // Mostly false so the weekly hours themselves get exercised.
    isOpen24Hours: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    isOpenYearRound: fc.boolean(),
    closureDates: withClosures ? fc.array(dateKeyArb, { maxLength: 40 }) : fc.constant([]),
    pauseOrdersUntil: fc.constant(null),
  });

const instantArb = fc.date({
  min: new Date('2026-01-01T00:00:00Z'),
  max: new Date('2026-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('getOpenStatus properties', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('when closed, nextOpenAt is the first open instant after now', () => {
    fc.assert(
      fc.property(hoursArb(true), instantArb, (hours, now) => {
        const status = getOpenStatus(hours, true, now);
        expect(status.isOpen).toBe(isWithinBusinessHours(hours, now));
        if (status.isOpen) {
          expect(status).toEqual({ isOpen: true, reason: 'open', nextOpenAt: null });
          return;
        }
        const next = status.nextOpenAt;
        if (!next) return;
        expect(next.getTime()).toBeGreaterThan(now.getTime());
        expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(WEEK_MS + 24 * 60 * 60 * 1000);
        expect(isWithinBusinessHours(hours, next)).toBe(true);
        expect(isWithinBusinessHours(hours, new Date(next.getTime() - 1))).toBe(false);
      }),
    );
  });

  it('repeats every week when there are no closure dates', () => {
    fc.assert(
      fc.property(hoursArb(false), instantArb, (hours, now) => {
        const later = new Date(now.getTime() + WEEK_MS);
        expect(getOpenStatus(hours, true, later).reason).toBe(getOpenStatus(hours, true, now).reason);
      }),
    );
  });

  it('always produces one of the customer messages', () => {
    const messages =
      /^(지금 주문할 수 있어요|예정된 영업 시간이 없습니다|(오늘|내일|[일월화수목금토]요일|\d{1,2}월 \d{1,2}일 [일월화수목금토]요일) \d\d:\d\d에 문을 열어요)$/;
    fc.assert(
      fc.property(hoursArb(true), instantArb, (hours, now) => {
        expect(formatNextOpenMessage(getOpenStatus(hours, true, now), now)).toMatch(messages);
      }),
    );
  });

  it('does not depend on the machine time zone', () => {
    fc.assert(
      fc.property(
        hoursArb(true),
        instantArb,
        fc.constantFrom('UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/London'),
        (hours, now, zone) => {
          process.env.TZ = 'Asia/Seoul';
          const inSeoul = getOpenStatus(hours, true, now);
          process.env.TZ = zone;
          expect(getOpenStatus(hours, true, now)).toEqual(inSeoul);
        },
      ),
      { numRuns: 50 },
    );
  });
});
