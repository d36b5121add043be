import {
  type CompanyChangedEvent,
  companyChangedEventSchema,
  NOTIFICATION_UPDATED_EVENT,
  notificationUpdatedEventSchema,
  ORDER_EVENTS,
  orderEventSchema,
} from '@jumun/shared';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { COMPANY_CHANGED_CHANNEL } from '../company';

/** Order events ride on their own channel with the customer's uid beside the public summary (decision 014). */
export const ORDER_EVENT_CHANNEL = 'jumun_order_event';
export const orderNotificationSchema = z.object({
  name: z.enum([ORDER_EVENTS.orderCreated, ORDER_EVENTS.orderUpdated]),
  uid: z.string(),
  event: orderEventSchema,
});
export type OrderNotification = z.infer<typeof orderNotificationSchema>;
/** Administrator-only hints (a customer message sent or failed, issue 13). */
export const ADMIN_EVENT_CHANNEL = 'jumun_admin_event';

/**
 * Who is listening: the company's administrators (catalogue changes and every order event), the public storefront
 * (catalogue changes only) or one signed-in customer (events of their own orders only).
 */
export type RealtimeAudience = { kind: 'admin' } | { kind: 'public' } | { kind: 'customer'; uid: string };

export type RealtimeSubscriber = {
  companyId: string;
  audience: RealtimeAudience;
  /** Writes one SSE frame; returns false when the client is too far behind and must be dropped. */
  send: (frame: string) => boolean;
  close: () => void;
};

/**
 * Administrators' streams hear a heartbeat every 5 s: the order board must say "실시간 연결이 끊겼습니다" within 10 s of
 * losing its stream (issue 12 §7), and silence is the only sign of a stream a network stalled without closing it.
 * Storefront and customer streams (phones on batteries) hear one every third beat, 15 s.
 */
export const HEARTBEAT_INTERVAL_MS = 5_000;
const PUBLIC_BEATS_PER_HEARTBEAT = 3;

export const formatSseFrame = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Fans committed company changes out to the SSE subscribers of this process. Changes arrive through
 * LISTEN on the database (PostgreSQL NOTIFY across processes; PGlite in-process), so every server process
 * hears every commit, and only after it committed.
 */
export const createRealtimeHub = async (
  database: Database,
  options: {
    heartbeatMs?: number;
    /** Reports how long one committed change took to reach every stream of its company (metrics). */
    onFanOut?: (seconds: number) => void;
  } = {},
) => {
  const byCompany = new Map<string, Set<RealtimeSubscriber>>();

  const deliver = (subscriber: RealtimeSubscriber, frame: string) => {
    if (!subscriber.send(frame)) {
      subscriber.close();
      remove(subscriber);
    }
  };

  const remove = (subscriber: RealtimeSubscriber) => {
    const set = byCompany.get(subscriber.companyId);
    set?.delete(subscriber);
    if (set?.size === 0) byCompany.delete(subscriber.companyId);
  };

  const closeAll = () => {
    for (const set of byCompany.values()) for (const subscriber of set) subscriber.close();
    byCompany.clear();
  };

  const unlisten = await database.listen(
    COMPANY_CHANGED_CHANNEL,
    (payload) => {
      const parsed = companyChangedEventSchema.safeParse(JSON.parse(payload));
      if (!parsed.success) return;
      const event: CompanyChangedEvent = parsed.data;
      const startedAt = performance.now();
      const frame = formatSseFrame('company.changed', event);
      for (const subscriber of byCompany.get(event.companyId) ?? []) {
        if (subscriber.audience.kind !== 'customer') deliver(subscriber, frame);
      }
      options.onFanOut?.((performance.now() - startedAt) / 1000);
    },
    // Commits made while the LISTEN connection was down were never heard. Closing the streams makes
    // every client reconnect, and a new stream starts with the current company document: nothing lost.
    closeAll,
  );
  const unlistenOrders = await database.listen(
    ORDER_EVENT_CHANNEL,
    (payload) => {
      const parsed = orderNotificationSchema.safeParse(JSON.parse(payload));
      if (!parsed.success) return;
      const { name, uid, event } = parsed.data;
      const frame = formatSseFrame(name, event);
      for (const subscriber of byCompany.get(event.companyId) ?? []) {
        const { audience } = subscriber;
        if (audience.kind === 'admin' || (audience.kind === 'customer' && audience.uid === uid)) {
          deliver(subscriber, frame);
        }
      }
    },
    closeAll,
  );

  const unlistenAdmin = await database.listen(
    ADMIN_EVENT_CHANNEL,
    (payload) => {
      const parsed = notificationUpdatedEventSchema.safeParse(JSON.parse(payload));
      if (!parsed.success) return;
      const frame = formatSseFrame(NOTIFICATION_UPDATED_EVENT, parsed.data);
      for (const subscriber of byCompany.get(parsed.data.companyId) ?? []) {
        if (subscriber.audience.kind === 'admin') deliver(subscriber, frame);
      }
    },
    closeAll,
  );

  let beat = 0;
  const heartbeat = setInterval(() => {
    beat += 1;
    const isPublicBeat = beat % PUBLIC_BEATS_PER_HEARTBEAT === 0;
    const frame = formatSseFrame('heartbeat', { at: Date.now() });
    for (const set of byCompany.values())
      for (const subscriber of set) {
        if (subscriber.audience.kind === 'admin' || isPublicBeat) deliver(subscriber, frame);
      }
  }, options.heartbeatMs ?? HEARTBEAT_INTERVAL_MS);
  heartbeat.unref();

  return {
    subscribe(subscriber: RealtimeSubscriber) {
      const set = byCompany.get(subscriber.companyId) ?? new Set();
      set.add(subscriber);
      byCompany.set(subscriber.companyId, set);
      return () => remove(subscriber);
    },
    subscriberCount: () => [...byCompany.values()].reduce((n, set) => n + set.size, 0),
    /** Shutdown: every client is told to reconnect (to another process behind the load balancer), then closed. */
    async close() {
      clearInterval(heartbeat);
      const frame = formatSseFrame('reconnect', { reason: 'shutdown' });
      for (const set of byCompany.values()) for (const subscriber of set) subscriber.send(frame);
      closeAll();
      await unlisten();
      await unlistenOrders();
      await unlistenAdmin();
    },
  };
};

export type RealtimeHub = Awaited<ReturnType<typeof createRealtimeHub>>;
