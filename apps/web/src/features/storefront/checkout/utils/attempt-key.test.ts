import { describe, expect, it } from 'vitest';
import { attemptKeyFor, finishAttempt, pendingAttempt } from './attempt-key';

describe('checkout attempt keys', () => {
  it('keeps one Idempotency-Key for the same order until the server answered, a new one after', () => {
    const body = { companyId: 'coCafe', order: { items: [{ productId: 'p_1', quantity: 1 }] } };
    const first = attemptKeyFor('coCafe', body);
    expect(attemptKeyFor('coCafe', structuredClone(body))).toBe(first);
    finishAttempt('coCafe');
    expect(attemptKeyFor('coCafe', body)).not.toBe(first);
  });

  it('starts a new attempt when the order changed', () => {
    const first = attemptKeyFor('coCafe', { items: 1 });
    expect(attemptKeyFor('coCafe', { items: 2 })).not.toBe(first);
  });
});

describe('an unanswered attempt', () => {
  it('outlives the page (a closed tab finds it again) and is forgotten after a day', () => {
    const body = { companyId: 'coCafe', order: { items: [{ productId: 'p_1', quantity: 2 }] } };
    const sentAt = Date.parse('2026-11-25T12:00:00+09:00');
    const key = attemptKeyFor('coCafe', body, sentAt);
    expect(window.localStorage.getItem('jumun.checkout.attempt:coCafe')).toContain(key);
    expect(pendingAttempt('coCafe', sentAt + 60_000)).toEqual({ key, body });
    expect(pendingAttempt('coOther', sentAt)).toBeNull();
    expect(pendingAttempt('coCafe', sentAt + 25 * 60 * 60 * 1000)).toBeNull();
    finishAttempt('coCafe');
    expect(pendingAttempt('coCafe', sentAt + 60_000)).toBeNull();
  });
});
