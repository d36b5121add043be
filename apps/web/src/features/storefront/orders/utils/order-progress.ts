import { type Order, PROCESS_PATHS, type ProcessStatus } from '@jumun/shared';

export type ProgressStep = { status: ProcessStatus; state: 'done' | 'current' | 'todo' };

/**
 * The steps the customer watches (the shop's path for this order type, PROCESS_PATHS) and where the order is. A
 * step the shop skipped (a small cafe goes straight from 접수 to 완료) counts as done.
 */
export const orderProgress = (order: Pick<Order, 'orderType' | 'processStatus'>): ProgressStep[] => {
  const path = PROCESS_PATHS[order.orderType];
  const index = path.indexOf(order.processStatus);
  return path.map((status, position) => ({
    status,
    state: index < 0 ? 'todo' : position < index ? 'done' : position === index ? 'current' : 'todo',
  }));
};
