import { type ListenerOptions, listenToStream, type StreamCallbacks } from './company-listener';
import type { StreamSubscription } from './sync.types';

export type ListenOptions = {
  /** Keep the stream open while the tab is hidden (the order board rings for new orders in the background). */
  whileHidden?: boolean;
};

export type StreamHubOptions = ListenerOptions & {
  /**
   * Events that describe current state rather than a change (the company snapshot each stream starts with): the
   * last one is handed to a screen that joins a stream already open, as if it had opened the stream itself.
   */
  replayEvents?: readonly string[];
  /** A hidden tab gives its streams back after this long, unless a screen asked to keep them (`whileHidden`). */
  releaseHiddenAfterMs: number;
};

type Subscriber = { callbacks: StreamCallbacks; whileHidden: boolean };
type Entry = {
  subscribers: Set<Subscriber>;
  /** The open stream; null while released (hidden tab). A released stream's callbacks reach no one. */
  stream: StreamSubscription | null;
  isConnected: boolean;
  replay: Map<string, string>;
};

/**
 * One realtime stream per path for the whole tab, however many screens and engines listen (issue 16).
 *
 * A browser opens at most six HTTP/1.1 connections to a host, across all tabs, and every SSE stream holds one
 * for as long as it is open. With each screen opening its own stream next to the catalogue sync's, three admin tabs
 * held all six and a fourth tab could not even load its page. Here every listener of a path shares one stream, and
 * a tab that stays hidden gives its streams back (the order board keeps its own, it must ring): coming back
 * reconnects, and the snapshot each stream starts with makes every listener catch up (decision 004).
 */
export const createStreamHub = (options: StreamHubOptions) => {
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const replayEvents = new Set(options.replayEvents ?? []);
  const entries = new Map<string, Entry>();
  let isHidden = false;
  let releaseTimer: unknown = null;

  const mayRun = (entry: Entry) =>
    entry.subscribers.size > 0 &&
    (!isHidden || releaseTimer !== null || [...entry.subscribers].some((s) => s.whileHidden));

  const open = (path: string, entry: Entry) => {
    // A released stream's last callbacks (its close, a frame already parsed) reach no one.
    let isLive = true;
    const fanOut = (deliver: (callbacks: StreamCallbacks) => void) => {
      for (const subscriber of [...entry.subscribers]) deliver(subscriber.callbacks);
    };
    const stream = listenToStream(
      path,
      {
        onEvent: (event, data) => {
          if (!isLive) return;
          if (replayEvents.has(event)) entry.replay.set(event, data);
          fanOut((callbacks) => callbacks.onEvent(event, data));
        },
        onAlive: () => {
          if (isLive) fanOut((callbacks) => callbacks.onAlive?.());
        },
        onConnectionChange: (isConnected) => {
          if (!isLive) return;
          entry.isConnected = isConnected;
          if (!isConnected) entry.replay.clear();
          fanOut((callbacks) => callbacks.onConnectionChange(isConnected));
        },
      },
      options,
    );
    entry.stream = {
      reconnectNow: stream.reconnectNow,
      stop: () => {
        isLive = false;
        stream.stop();
      },
    };
  };

  /** Quietly: listeners keep what they showed, and hear a fresh connect (and snapshot) when the tab is back. */
  const release = (entry: Entry) => {
    const stream = entry.stream;
    entry.stream = null;
    entry.isConnected = false;
    entry.replay.clear();
    stream?.stop();
  };

  const releaseHidden = () => {
    releaseTimer = null;
    for (const entry of entries.values()) if (!mayRun(entry)) release(entry);
  };

  const join = (entry: Entry, subscriber: Subscriber) => {
    queueMicrotask(() => {
      if (!entry.subscribers.has(subscriber) || !entry.isConnected) return;
      subscriber.callbacks.onAlive?.();
      subscriber.callbacks.onConnectionChange(true);
      for (const [event, data] of entry.replay) subscriber.callbacks.onEvent(event, data);
    });
  };

  return {
    listen(path: string, callbacks: StreamCallbacks, listenOptions: ListenOptions = {}): StreamSubscription {
      let entry = entries.get(path);
      if (!entry) {
        entry = { subscribers: new Set(), stream: null, isConnected: false, replay: new Map() };
        entries.set(path, entry);
      }
      const subscriber: Subscriber = { callbacks, whileHidden: listenOptions.whileHidden ?? false };
      entry.subscribers.add(subscriber);
      if (entry.stream) join(entry, subscriber);
      else if (mayRun(entry)) open(path, entry);
      const current = entry;
      return {
        reconnectNow: () => {
          if (current.stream) current.stream.reconnectNow();
          else if (mayRun(current)) open(path, current);
        },
        stop: () => {
          if (!current.subscribers.delete(subscriber)) return;
          if (current.subscribers.size === 0) entries.delete(path);
          // The last listener gone, or the last one that kept a hidden tab's stream open.
          if (!mayRun(current)) release(current);
        },
      };
    },
    /** The tab's visibility (document.visibilityState): hidden starts the release countdown, visible reopens. */
    setHidden(hidden: boolean) {
      if (hidden === isHidden) return;
      isHidden = hidden;
      if (releaseTimer !== null) clearTimer(releaseTimer);
      releaseTimer = null;
      if (hidden) {
        releaseTimer = setTimer(releaseHidden, options.releaseHiddenAfterMs);
        return;
      }
      for (const [path, entry] of entries) if (!entry.stream && mayRun(entry)) open(path, entry);
    },
    /** Streams open now (tests, diagnostics). */
    openCount: () => [...entries.values()].filter((entry) => entry.stream !== null).length,
  };
};

export type StreamHub = ReturnType<typeof createStreamHub>;
