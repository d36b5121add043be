import { describe, expect, it } from 'vitest';
import { orderProgress } from './order-progress';

describe('orderProgress', () => {
  it('marks the steps before the current one done, follows the order type’s path', () => {
    expect(
      orderProgress({ orderType: 'takeout', processStatus: 'cooking' }).map((step) => step.state),
    ).toEqual(['done', 'done', 'current', 'todo', 'todo', 'todo']);
    expect(orderProgress({ orderType: 'delivery', processStatus: 'waitingConfirm' })).toHaveLength(8);
    expect(orderProgress({ orderType: 'parcel', processStatus: 'delivering' }).at(-1)?.state).toBe('todo');
  });
});
