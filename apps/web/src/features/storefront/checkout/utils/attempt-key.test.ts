import { describe, expect, it } from 'vitest';
import { attemptKeyFor, finishAttempt } from './attempt-key';

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
