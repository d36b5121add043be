import { describe, expect, it } from 'vitest';
import {
  describeSoldOutUntil,
  endOfSeoulDay,
  isSoldOutNow,
  soldOutFieldsFor,
  withOptionItemSoldOut,
} from './sold-out';

describe('sold-out helpers', () => {
  it('ends "today" at 23:59:59 Seoul time, also late in the UTC evening', () => {
    // 2026-11-22 23:30 UTC is already 2026-11-23 08:30 in Seoul.
    expect(endOfSeoulDay(new Date('2026-11-22T23:30:00Z')).toISOString()).toBe('2026-11-23T14:59:59.000Z');
    expect(endOfSeoulDay(new Date('2026-11-22T03:00:00Z')).toISOString()).toBe('2026-11-22T14:59:59.000Z');
  });

  it('maps the one-tap choices onto isSoldOut + soldOutUntil', () => {
    const now = new Date('2026-11-22T03:00:00Z');
    expect(soldOutFieldsFor({ mode: 'indefinite' }, now)).toEqual({ isSoldOut: true, soldOutUntil: null });
    expect(soldOutFieldsFor({ mode: 'resume' }, now)).toEqual({ isSoldOut: false, soldOutUntil: null });
    expect(soldOutFieldsFor({ mode: 'until', until: new Date('2026-11-22T09:00:00Z') }, now)).toEqual({
      isSoldOut: true,
      soldOutUntil: '2026-11-22T09:00:00.000Z',
    });
  });

  it('treats a past until as selling again', () => {
    const now = new Date('2026-11-22T03:00:00Z');
    expect(isSoldOutNow({ isSoldOut: true, soldOutUntil: '2026-11-22T02:59:59Z' }, now)).toBe(false);
    expect(isSoldOutNow({ isSoldOut: true, soldOutUntil: null }, now)).toBe(true);
  });

  it('describes the end in Seoul time', () => {
    const now = new Date('2026-11-22T03:00:00Z');
    expect(describeSoldOutUntil('2026-11-22T14:59:59Z', now)).toBe('오늘 23:59까지');
    expect(describeSoldOutUntil('2026-11-23T05:00:00Z', now)).toBe('11/23 14:00까지');
    expect(describeSoldOutUntil(null, now)).toBe('다시 켤 때까지');
  });

  it('switches one option item without touching the others', () => {
    const now = new Date('2026-11-22T03:00:00Z');
    const items = [{ item: 'Large', until: null }];
    expect(withOptionItemSoldOut(items, 'Regular', { mode: 'indefinite' }, now)).toEqual([
      { item: 'Large', until: null },
      { item: 'Regular', until: null },
    ]);
    expect(withOptionItemSoldOut(items, 'Large', { mode: 'resume' }, now)).toEqual([]);
  });
});
