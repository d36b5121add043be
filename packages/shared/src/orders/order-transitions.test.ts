import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_TYPES } from '../company/order-types';
import { ORDER_STATUSES, PROCESS_STATUSES, type ProcessStatus, processStatusLabel } from './order-status';
import {
  allowedProcessTransitions,
  availableProcessActions,
  canTransitionOrderStatus,
  checkProcessTransition,
  isAwaitingOnlinePayment,
  nextProcessStatus,
  ORDER_STATUS_TRANSITIONS,
  PROCESS_PATHS,
  processActionLabel,
} from './order-transitions';
import { PAYMENT_METHODS } from './payment-methods';

const orderTypeArb = fc.constantFrom(...ORDER_TYPES);
const processArb = fc.constantFrom(...PROCESS_STATUSES);

/** Every state reachable from 접수 대기 by allowed moves. */
const reachable = (orderType: (typeof ORDER_TYPES)[number]) => {
  const seen = new Set<ProcessStatus>(['waitingConfirm']);
  const queue: ProcessStatus[] = ['waitingConfirm'];
  for (let state = queue.shift(); state !== undefined; state = queue.shift()) {
    for (const next of allowedProcessTransitions(orderType, state)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
};

describe('processStatus transitions', () => {
  it('walks the main path of each order type one step at a time', () => {
    for (const orderType of ORDER_TYPES) {
      const walked: ProcessStatus[] = ['waitingConfirm'];
      for (
        let next = nextProcessStatus(orderType, 'waitingConfirm');
        next;
        next = nextProcessStatus(orderType, next)
      ) {
        walked.push(next);
      }
      expect(walked).toEqual(PROCESS_PATHS[orderType]);
    }
  });

  it('offers delivering/delivered only to delivery and parcel orders', () => {
    expect(reachable('takeout').has('delivering')).toBe(false);
    expect(reachable('dineIn').has('delivered')).toBe(false);
    expect(reachable('delivery').has('delivering')).toBe(true);
    expect(reachable('parcel').has('waitingPickup')).toBe(false);
    expect(processStatusLabel('delivering', 'parcel')).toBe('배송 중');
    expect(processStatusLabel('delivering', 'delivery')).toBe('배달 중');
  });

  it('accepts before anything else, ends in 취소됨, and only cancels a completed order', () => {
    for (const orderType of ORDER_TYPES) {
      expect(allowedProcessTransitions(orderType, 'waitingConfirm')).toEqual(['ordered', 'cancelled']);
      expect(allowedProcessTransitions(orderType, 'cancelled')).toEqual([]);
      expect(allowedProcessTransitions(orderType, 'completed')).toEqual(['cancelled']);
    }
    expect(processActionLabel('takeout', 'waitingConfirm', 'cancelled')).toBe('거절');
    expect(processActionLabel('takeout', 'cooking', 'cancelled')).toBe('주문 취소');
  });

  it('never moves backwards and never stays put (property)', () => {
    fc.assert(
      fc.property(orderTypeArb, processArb, (orderType, from) => {
        const path = PROCESS_PATHS[orderType];
        for (const to of allowedProcessTransitions(orderType, from)) {
          expect(to).not.toBe(from);
          if (to !== 'cancelled') expect(path.indexOf(to)).toBeGreaterThan(path.indexOf(from));
        }
      }),
    );
  });

  it('leaves no dead end: from every reachable state 완료됨 or 취소됨 can still be reached (property)', () => {
    fc.assert(
      fc.property(orderTypeArb, (orderType) => {
        for (const state of reachable(orderType)) {
          if (state === 'cancelled') continue;
          expect(allowedProcessTransitions(orderType, state)).toContain('cancelled');
        }
        expect(reachable(orderType).has('completed')).toBe(true);
      }),
    );
  });
});

describe('orderStatus transitions', () => {
  it('makes cancelled final and lets a declined payment be retried', () => {
    expect(ORDER_STATUS_TRANSITIONS.cancelled).toEqual([]);
    expect(canTransitionOrderStatus('failed', 'paymentProcessing')).toBe(true);
    expect(canTransitionOrderStatus('completed', 'pending')).toBe(false);
    expect(canTransitionOrderStatus('paymentProcessing', 'cancelled')).toBe(true);
    expect(canTransitionOrderStatus('cancelled', 'completed')).toBe(false);
  });

  it('has no self loops and only known targets (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...ORDER_STATUSES), (from, to) => {
        if (from === to) expect(canTransitionOrderStatus(from, to)).toBe(false);
        expect(ORDER_STATUSES).toEqual(expect.arrayContaining([...ORDER_STATUS_TRANSITIONS[from]]));
      }),
    );
  });
});

describe('checkProcessTransition', () => {
  it('keeps an unpaid online order out of the kitchen but lets it be cancelled', () => {
    const order = {
      orderType: 'takeout',
      paymentMethod: 'card',
      orderStatus: 'pending',
      processStatus: 'waitingConfirm',
    } as const;
    expect(checkProcessTransition(order, 'ordered')).toBe('paymentNotConfirmed');
    expect(checkProcessTransition(order, 'cancelled')).toBeNull();
    expect(checkProcessTransition({ ...order, orderStatus: 'paymentProcessing' }, 'cancelled')).toBeNull();
    expect(checkProcessTransition({ ...order, orderStatus: 'completed' }, 'ordered')).toBeNull();
    expect(checkProcessTransition({ ...order, paymentMethod: 'onsite' }, 'ordered')).toBeNull();
    expect(checkProcessTransition(order, 'completed')).toBe('notAllowed');
    expect(isAwaitingOnlinePayment(order)).toBe(true);
    expect(isAwaitingOnlinePayment({ ...order, paymentMethod: 'bank' })).toBe(false);
  });

  it('offers as actions exactly the transitions the check allows (property)', () => {
    fc.assert(
      fc.property(
        orderTypeArb,
        processArb,
        fc.constantFrom(...ORDER_STATUSES),
        fc.constantFrom(...PAYMENT_METHODS),
        (orderType, processStatus, orderStatus, paymentMethod) => {
          const order = { orderType, processStatus, orderStatus, paymentMethod };
          const actions = availableProcessActions(order);
          for (const to of PROCESS_STATUSES) {
            expect(actions.includes(to)).toBe(checkProcessTransition(order, to) === null);
          }
        },
      ),
    );
  });
});
