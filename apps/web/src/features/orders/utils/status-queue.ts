import { type Order, type OrderStatusChangeInput, transitionRefusedDetailsSchema } from '@jumun/shared';
import { isApiError } from '../../../lib/api-result';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { toSaveProblem } from '../../../lib/save-problem';

/** One tap on the board that has not reached the server yet. */
export type PendingChange = {
  orderId: string;
  orderNumber: number;
  change: OrderStatusChangeInput;
  /** Chosen once per tap: every resend carries it, so the server applies the tap once (issue 12 §8). */
  idempotencyKey: string;
  state: 'sending' | 'waiting';
};

export type StatusQueueDeps = {
  send: (orderId: string, change: OrderStatusChangeInput, idempotencyKey: string) => Promise<Order>;
  onApplied: (order: Order) => void;
  /** Another device moved the order first: the order as it is now (nothing was overwritten). */
  onConflict: (pending: PendingChange, current: Order | null) => void;
  onRefused: (pending: PendingChange, message: string) => void;
  newKey?: () => string;
};

/** No answer at all, or a server that is down for a moment: keep the tap and send it again later. */
const isRetryable = (error: unknown) =>
  isApiError(error) &&
  (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);

/**
 * The board's outbox for status taps. A tap is sent at once; when the network is gone it stays here as "waiting"
 * (the card shows it) and goes out again on `retryAll` (the page calls it when the browser is back online and
 * every few seconds), with the same Idempotency-Key. One pending tap per order: a second tap on the same order waits
 * for the answer to the first (the server would refuse it anyway, since `from` would be stale).
 */
export const createStatusQueue = (deps: StatusQueueDeps) => {
  const newKey = deps.newKey ?? newIdempotencyKey;
  let pending = new Map<string, PendingChange>();
  const listeners = new Set<() => void>();
  const publish = (next: Map<string, PendingChange>) => {
    pending = next;
    for (const listener of listeners) listener();
  };
  const withEntry = (entry: PendingChange) => publish(new Map(pending).set(entry.orderId, entry));
  const without = (orderId: string) => {
    const next = new Map(pending);
    next.delete(orderId);
    publish(next);
  };

  const attempt = async (entry: PendingChange) => {
    withEntry({ ...entry, state: 'sending' });
    try {
      const order = await deps.send(entry.orderId, entry.change, entry.idempotencyKey);
      without(entry.orderId);
      deps.onApplied(order);
    } catch (error) {
      if (isRetryable(error)) {
        withEntry({ ...entry, state: 'waiting' });
        return;
      }
      without(entry.orderId);
      if (isApiError(error) && error.status === 409) {
        const details = transitionRefusedDetailsSchema.safeParse(error.details);
        deps.onConflict(entry, details.success ? details.data.order : null);
        return;
      }
      deps.onRefused(entry, toSaveProblem(error).message);
    }
  };

  return {
    submit: (order: Pick<Order, 'id' | 'orderNumber'>, change: OrderStatusChangeInput) => {
      if (pending.has(order.id)) return Promise.resolve();
      return attempt({
        orderId: order.id,
        orderNumber: order.orderNumber,
        change,
        idempotencyKey: newKey(),
        state: 'sending',
      });
    },
    /** Sends every waiting tap again (same keys). */
    retryAll: () =>
      Promise.all([...pending.values()].filter((entry) => entry.state === 'waiting').map(attempt)).then(
        () => undefined,
      ),
    get: (orderId: string) => pending.get(orderId),
    snapshot: () => pending,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export type StatusQueue = ReturnType<typeof createStatusQueue>;
