import { type CompanyChangedEvent, companyChangedEventSchema, REALTIME_EVENTS } from '@jumun/shared';
import type { OpenStream, StreamHandle, StreamSubscription } from './sync.types';

export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/**
 * The server sends a heartbeat every 15 s (every 5 s on administrators' streams); by default three missed ones mean
 * the link is dead even if TCP says not. A screen that must notice sooner (the order board) passes `staleAfterMs`.
 */
export const STALE_STREAM_MS = 45_000;
/**
 * Administrators' streams hear a heartbeat every 5 s (apps/server realtime.hub.ts HEARTBEAT_INTERVAL_MS): 7 s of
 * silence is a stalled stream, one missed beat plus slack for a busy tab. The catalogue sync and the order board use
 * it so the badge says 오프라인 within seconds of a network that stalls without closing (issue 9).
 */
export const ADMIN_STALE_STREAM_MS = 7_000;

export type ListenerCallbacks = {
  onChange: (event: CompanyChangedEvent) => void;
  onConnectionChange: (isConnected: boolean) => void;
  /** Every sign of life: the stream opened or any frame arrived, heartbeats included. */
  onAlive?: () => void;
};

export type ListenerOptions = {
  openStream: OpenStream;
  /**
   * Silence this long drops the stream and reconnects; it also bounds how long a connect may take to open (a request
   * a stalled network never answers). Default STALE_STREAM_MS.
   */
  staleAfterMs?: number;
  /** Injected so tests can run on a fake clock. */
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

export const realtimePath = (companyId: string, area: 'admin' | 'user' = 'admin') =>
  `/api/realtime/${area}/companies/${encodeURIComponent(companyId)}`;

export type StreamCallbacks = {
  /** Every event but the heartbeat, with its raw data. */
  onEvent: (event: string, data: string) => void;
  onConnectionChange: (isConnected: boolean) => void;
  /** Every sign of life: the stream opened or any frame arrived, heartbeats included. */
  onAlive?: () => void;
};

/**
 * Keeps an SSE stream open: reconnects with backoff when it ends (the server ends it when the ID token expires,
 * networks drop, laptops sleep) and drops a stream whose heartbeats stopped. Each reconnect is how a client catches
 * up: streams start with a snapshot or a reason to re-read (decision 004: the stream is a hint, the API the truth).
 */
export const listenToStream = (
  path: string,
  callbacks: StreamCallbacks,
  options: ListenerOptions,
): StreamSubscription => {
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let stream: StreamHandle | null = null;
  let isStopped = false;
  let attempt = 0;
  let reconnectTimer: unknown = null;
  let watchdog: unknown = null;

  const staleAfterMs = options.staleAfterMs ?? STALE_STREAM_MS;
  const armWatchdog = () => {
    if (watchdog !== null) clearTimer(watchdog);
    watchdog = setTimer(() => {
      stream?.close();
    }, staleAfterMs);
  };

  const scheduleReconnect = () => {
    if (isStopped) return;
    const delay = Math.min(RECONNECT_BASE_MS * 2 ** attempt, RECONNECT_MAX_MS);
    attempt += 1;
    reconnectTimer = setTimer(connect, delay);
  };

  function connect() {
    reconnectTimer = null;
    if (isStopped) return;
    let isCurrent = true;
    stream = options.openStream(path, {
      onOpen: () => {
        if (!isCurrent) return;
        armWatchdog();
        callbacks.onAlive?.();
        callbacks.onConnectionChange(true);
      },
      onEvent: (event, data) => {
        if (!isCurrent) return;
        armWatchdog();
        attempt = 0;
        callbacks.onAlive?.();
        if (event !== REALTIME_EVENTS.heartbeat) callbacks.onEvent(event, data);
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
    // A request that never opens (the network swallowed it) is given up like a silent stream, and tried again.
    if (isCurrent && stream) armWatchdog();
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

/** Opens (or joins) the stream at a path: listenToStream, or a tab's shared stream (stream-hub.ts). */
export type StreamListen = (path: string, callbacks: StreamCallbacks) => StreamSubscription;

/**
 * Listens to the company's realtime stream (spec §4) and keeps listening. Each reconnect yields a fresh snapshot
 * frame, which is how the engine catches up on anything missed. `area`: `admin` (the administrators' stream) or
 * `user` (the public stream a storefront listens to).
 */
export const listenToCompany = (
  companyId: string,
  callbacks: ListenerCallbacks,
  listen: StreamListen,
  area: 'admin' | 'user' = 'admin',
) =>
  listen(realtimePath(companyId, area), {
    onConnectionChange: callbacks.onConnectionChange,
    onAlive: callbacks.onAlive,
    onEvent: (event, data) => {
      if (event !== REALTIME_EVENTS.companyChanged) return;
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        return;
      }
      const parsed = companyChangedEventSchema.safeParse(json);
      if (parsed.success && parsed.data.companyId === companyId) callbacks.onChange(parsed.data);
    },
  });
