import type { Order, OrderStatusChangeInput } from '@jumun/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-result';
import { makeOrder } from '../../../testing/factories/order';
import { createStatusQueue } from './status-queue';

const ACCEPT: OrderStatusChangeInput = { from: 'waitingConfirm', to: 'ordered', prepMinutes: 15 };
const order = makeOrder({ id: 'o1', orderNumber: 7 });
const FAILED = '요청 중 오류가 발생했습니다.';
const networkDown = () =>
  new ApiError({ isSuccess: false, message: FAILED, status: 0, error: 'Failed to fetch', code: 'NETWORK' });

const setup = (send: (orderId: string, change: OrderStatusChangeInput, key: string) => Promise<Order>) => {
  const onApplied = vi.fn();
  const onConflict = vi.fn();
  const onRefused = vi.fn();
  let keys = 0;
  const queue = createStatusQueue({
    send,
    onApplied,
    onConflict,
    onRefused,
    newKey: () => `key-${++keys}`,
  });
  return { queue, onApplied, onConflict, onRefused };
};

describe('status queue', () => {
  it('keeps a tap made offline as waiting and sends it once, with the same key, when retried', async () => {
    const accepted = makeOrder({ id: 'o1', orderNumber: 7, processStatus: 'ordered' });
    const send = vi.fn().mockRejectedValueOnce(networkDown()).mockResolvedValueOnce(accepted);
    const { queue, onApplied } = setup(send);

    await queue.submit(order, ACCEPT);
    expect(queue.get('o1')?.state).toBe('waiting');
    expect(onApplied).not.toHaveBeenCalled();

    await queue.retryAll();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls.map((call) => call[2])).toEqual(['key-1', 'key-1']);
    expect(queue.get('o1')).toBeUndefined();
    expect(onApplied).toHaveBeenCalledWith(accepted);

    await queue.retryAll();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('reports a conflict with the order as it is now, and keeps nothing', async () => {
    const current = makeOrder({ id: 'o1', orderNumber: 7, processStatus: 'cancelled' });
    const conflict = new ApiError({
      isSuccess: false,
      message: FAILED,
      status: 409,
      error: '이미 처리된 주문입니다',
      code: 'TRANSITION_NOT_ALLOWED',
      details: { order: current },
    });
    const { queue, onConflict, onApplied } = setup(vi.fn().mockRejectedValue(conflict));
    await queue.submit(order, ACCEPT);
    expect(onConflict).toHaveBeenCalledWith(expect.objectContaining({ orderId: 'o1' }), current);
    expect(onApplied).not.toHaveBeenCalled();
    expect(queue.get('o1')).toBeUndefined();
  });

  it('drops a refused tap with the server message', async () => {
    const refused = new ApiError({
      isSuccess: false,
      message: FAILED,
      status: 400,
      error: '취소 사유를 선택하세요',
    });
    const { queue, onRefused } = setup(vi.fn().mockRejectedValue(refused));
    await queue.submit(order, { from: 'cooking', to: 'cancelled' });
    expect(onRefused).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: 'o1' }),
      '취소 사유를 선택하세요',
    );
    expect(queue.get('o1')).toBeUndefined();
  });

  it('ignores a second tap on an order whose first tap is still pending', async () => {
    const send = vi.fn().mockRejectedValue(networkDown());
    const { queue } = setup(send);
    await queue.submit(order, ACCEPT);
    await queue.submit(order, { from: 'waitingConfirm', to: 'cancelled', cancelReason: 'tooBusy' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.get('o1')?.change.to).toBe('ordered');
  });
});
