import type { Order } from '@jumun/shared';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../testing/factories/order';
import {
  groupBoard,
  isUnfiltered,
  matchesFilters,
  NO_FILTERS,
  needsDecision,
  withOpenOfDayBefore,
} from './board-tabs';

const orders: Order[] = [
  makeOrder({ id: 'o1', orderNumber: 1, processStatus: 'completed' }),
  makeOrder({ id: 'o2', orderNumber: 2, processStatus: 'cooking', orderType: 'delivery' }),
  makeOrder({ id: 'o3', orderNumber: 3, processStatus: 'waitingConfirm' }),
  makeOrder({ id: 'o4', orderNumber: 4, processStatus: 'cancelled' }),
  makeOrder({ id: 'o5', orderNumber: 5, processStatus: 'waitingConfirm', phoneSuffix: '5678' }),
  makeOrder({ id: 'o6', orderNumber: 6, processStatus: 'completed' }),
];

describe('groupBoard', () => {
  it('puts every order in the tab of its processStatus, waiting oldest first and done newest first', () => {
    const groups = groupBoard(orders, NO_FILTERS);
    expect(groups.waiting.map((order) => order.id)).toEqual(['o3', 'o5']);
    expect(groups.active.map((order) => order.id)).toEqual(['o2']);
    expect(groups.done.map((order) => order.id)).toEqual(['o6', 'o1']);
    expect(groups.cancelled.map((order) => order.id)).toEqual(['o4']);
  });

  it('filters by order type, and by order number or phone digits', () => {
    expect(groupBoard(orders, { ...NO_FILTERS, orderType: 'delivery' }).active).toHaveLength(1);
    expect(groupBoard(orders, { ...NO_FILTERS, orderType: 'delivery' }).waiting).toHaveLength(0);
    expect(matchesFilters(orders[4] as Order, { ...NO_FILTERS, query: '5678' })).toBe(true);
    expect(matchesFilters(orders[4] as Order, { ...NO_FILTERS, query: '5' })).toBe(true);
    expect(matchesFilters(orders[2] as Order, { ...NO_FILTERS, query: '5' })).toBe(false);
    expect(matchesFilters(orders[2] as Order, { ...NO_FILTERS, query: '3번' })).toBe(true);
  });

  it('shows one exact status when the dashboard links to it', () => {
    const more = [...orders, makeOrder({ id: 'o7', orderNumber: 7, processStatus: 'ready' })];
    const cooking = groupBoard(more, { ...NO_FILTERS, processStatus: 'cooking' });
    expect(cooking.active.map((order) => order.id)).toEqual(['o2']);
    expect(cooking.waiting).toHaveLength(0);
    expect(groupBoard(more, NO_FILTERS).active.map((order) => order.id)).toEqual(['o2', 'o7']);
    expect(isUnfiltered({ ...NO_FILTERS, processStatus: 'cooking' })).toBe(false);
    expect(isUnfiltered({ ...NO_FILTERS, query: '  ' })).toBe(true);
  });
});

describe('withOpenOfDayBefore', () => {
  const lateLastNight = (id: string, orderNumber: number, processStatus: Order['processStatus']) =>
    makeOrder({ id, orderNumber, processStatus, dateCreated: '2026-11-23T14:58:00.000Z' });

  it("keeps last night's open orders on today's board, ahead of today's in placement order", () => {
    const dayBefore = [
      lateLastNight('y86', 86, 'completed'),
      lateLastNight('y87', 87, 'waitingConfirm'),
      lateLastNight('y88', 88, 'cooking'),
      lateLastNight('y89', 89, 'cancelled'),
    ];
    const groups = groupBoard(withOpenOfDayBefore(orders, dayBefore), NO_FILTERS);
    expect(groups.waiting.map((order) => order.id)).toEqual(['y87', 'o3', 'o5']);
    expect(groups.active.map((order) => order.id)).toEqual(['y88', 'o2']);
    expect(groups.done.map((order) => order.id)).toEqual(['o6', 'o1']);
    expect(groups.cancelled.map((order) => order.id)).toEqual(['o4']);
  });

  it("is today's list as it is when nothing of the day before is open or it is not loaded", () => {
    expect(withOpenOfDayBefore(orders, undefined)).toBe(orders);
    expect(withOpenOfDayBefore(orders, [lateLastNight('y86', 86, 'completed')])).toBe(orders);
  });
});

describe('needsDecision', () => {
  it('rings for a waiting order, but not for a card order the provider has not approved', () => {
    expect(needsDecision(makeOrder({ processStatus: 'waitingConfirm' }))).toBe(true);
    expect(
      needsDecision(
        makeOrder({
          processStatus: 'waitingConfirm',
          paymentMethod: 'card',
          orderStatus: 'paymentProcessing',
        }),
      ),
    ).toBe(false);
    expect(
      needsDecision(
        makeOrder({ processStatus: 'waitingConfirm', paymentMethod: 'card', orderStatus: 'completed' }),
      ),
    ).toBe(true);
    expect(needsDecision(makeOrder({ processStatus: 'cooking' }))).toBe(false);
  });
});
