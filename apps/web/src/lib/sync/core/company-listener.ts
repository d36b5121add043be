import { type CompanyChangedEvent, companyChangedEventSchema, REALTIME_EVENTS } from '@jumun/shared';
import type { OpenStream, StreamHandle } from './sync.types';

export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** The server sends a heartbeat every 15 s; three missed ones mean the link is dead even if TCP says not. */
export const STALE_STREAM_MS = 45_000;

export type ListenerCallbacks = {
  onChange: (event: CompanyChangedEvent) => void;
  onConnectionChange: (isConnected: boolean) => void;
};

export type ListenerOptions = {
  openStream: OpenStream;
  /** `admin` (default): the administrators' stream; `user`: the public stream a storefront listens to. */
  area?: 'admin' | 'user';
  /** Injected so tests can run on a fake clock. */
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

export const realtimePath = (companyId: string, area: 'admin' | 'user' = 'admin') =>
  `/api/realtime/${area}/companies/${encodeURIComponent(companyId)}`;

/**
 * Listens to the company's realtime stream (spec §4) and keeps listening: the server ends the stream when the
 * ID token expires, networks drop, laptops sleep. Each reconnect yields a fresh snapshot frame, which is how the
 * engine catches up on anything missed (decision 004: the stream is a hint, the document API is the truth).
 */
export const listenToCompany = (
  companyId: string,
  callbacks: ListenerCallbacks,
  options: ListenerOptions,
) => {
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let stream: StreamHandle | null = null;
  let isStopped = false;
  let attempt = 0;
  let reconnectTimer: unknown = null;
  let watchdog: unknown = null;

  const armWatchdog = () => {
    if (watchdog !== null) clearTimer(watchdog);
    watchdog = setTimer(() => {
      stream?.close();
    }, STALE_STREAM_MS);
  };

  const scheduleReconnect = () => {
    if (isStopped) return;
    const delay = Math.min(RECONNECT_BASE_MS * 2 ** attempt, RECONNECT_MAX_MS);
    attempt += 1;
    reconnectTimer = setTimer(connect, delay);
  };

  const onEvent = (event: string, data: string) => {
    armWatchdog();
    attempt = 0;
    if (event !== REALTIME_EVENTS.companyChanged) return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = companyChangedEventSchema.safeParse(json);
    if (parsed.success && parsed.data.companyId === companyId) callbacks.onChange(parsed.data);
  };

  function connect() {
    reconnectTimer = null;
    if (isStopped) return;
    let isCurrent = true;
    stream = options.openStream(realtimePath(companyId, options.area), {
      onOpen: () => {
        if (!isCurrent) return;
        armWatchdog();
        callbacks.onConnectionChange(true);
      },
      onEvent: (event, data) => {
        if (isCurrent) onEvent(event, data);
      },
      onClose: () => {
        if (!isCurrent) return;
        isCurrent = false;
        stream = null;
        if (watchdog !== null) clearTimer(watchdog);
        watchdog = null;
        callbacks.onConnectionChange(false);
        scheduleReconnect();
      },
    });
  }

  connect();

  return {
    /** Reconnect now (e.g. the browser came back online) instead of waiting out the backoff. */
    reconnectNow() {
      if (isStopped || stream) return;
      if (reconnectTimer !== null) clearTimer(reconnectTimer);
      attempt = 0;
      connect();
    },
    stop() {
      isStopped = true;
      if (reconnectTimer !== null) clearTimer(reconnectTimer);
      if (watchdog !== null) clearTimer(watchdog);
      const current = stream;
      stream = null;
      current?.close();
    },
  };
};

export type CompanyListener = ReturnType<typeof listenToCompany>;
