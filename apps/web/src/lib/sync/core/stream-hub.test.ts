import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStreams } from '../testing/fake-streams';
import type { StreamCallbacks } from './company-listener';
import { createStreamHub } from './stream-hub';

/** The hub's streams, and time passing with the server's 5 s heartbeat on every open one (stall watchdog quiet). */
const fakeStreamsWithBeat = () => {
  const streams = fakeStreams();
  const beat = (ms: number) => {
    for (let left = ms; left > 0; left -= 5_000) {
      vi.advanceTimersByTime(Math.min(5_000, left));
      for (const entry of streams.live()) entry.handlers.onEvent('heartbeat', '{}');
    }
  };
  return { ...streams, beat };
};

/** A listener that writes down everything it hears. */
const recorder = () => {
  const heard: string[] = [];
  const callbacks: StreamCallbacks = {
    onEvent: (event, data) => heard.push(`${event}:${data}`),
    onConnectionChange: (isUp) => heard.push(isUp ? 'up' : 'down'),
  };
  return { heard, callbacks };
};

const flush = () => Promise.resolve();

describe('createStreamHub', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const streams = fakeStreamsWithBeat();
    const hub = createStreamHub({
      openStream: streams.openStream,
      staleAfterMs: 7_000,
      replayEvents: ['company.changed'],
      releaseHiddenAfterMs: 30_000,
    });
    return { ...streams, hub };
  };

  it('gives every listener of a path one shared stream, and a late listener the connect and the last snapshot', async () => {
    const { opened, live, hub } = setup();
    const first = recorder();
    const a = hub.listen('/company/c1', first.callbacks);
    opened[0]?.handlers.onOpen?.();
    opened[0]?.handlers.onEvent('company.changed', 'v1');
    opened[0]?.handlers.onEvent('order.created', 'o1');

    const second = recorder();
    const b = hub.listen('/company/c1', second.callbacks);
    await flush();
    expect(opened).toHaveLength(1);
    // The snapshot is state, so it is handed over; an order event is a past change, so it is not.
    expect(second.heard).toEqual(['up', 'company.changed:v1']);

    opened[0]?.handlers.onEvent('order.created', 'o2');
    expect(first.heard).toEqual(['up', 'company.changed:v1', 'order.created:o1', 'order.created:o2']);
    expect(second.heard.at(-1)).toBe('order.created:o2');

    // Another company is another stream.
    hub.listen('/company/c2', recorder().callbacks);
    expect(live().map((s) => s.path)).toEqual(['/company/c1', '/company/c2']);

    a.stop();
    expect(opened[0]?.isClosed).toBe(false);
    b.stop();
    expect(opened[0]?.isClosed).toBe(true);
    // The one that left hears nothing of the close.
    expect(second.heard.at(-1)).toBe('order.created:o2');
  });

  it('tells every listener when the shared stream drops, and reconnects it once for all of them', () => {
    const { opened, hub } = setup();
    const first = recorder();
    const second = recorder();
    hub.listen('/company/c1', first.callbacks);
    hub.listen('/company/c1', second.callbacks);
    opened[0]?.handlers.onOpen?.();

    // Silent for the stall window: dropped, both hear it, and one new stream comes back after the backoff.
    vi.advanceTimersByTime(7_000);
    expect(first.heard).toEqual(['up', 'down']);
    expect(second.heard).toEqual(['up', 'down']);
    vi.advanceTimersByTime(1_000);
    expect(opened).toHaveLength(2);
    opened[1]?.handlers.onOpen?.();
    opened[1]?.handlers.onEvent('company.changed', 'v2');
    expect(first.heard.slice(2)).toEqual(['up', 'company.changed:v2']);
    expect(second.heard.slice(2)).toEqual(['up', 'company.changed:v2']);
  });

  it('gives a hidden tab’s stream back after the grace time, quietly, and catches up when the tab is shown', async () => {
    const { opened, live, beat, hub } = setup();
    const screen = recorder();
    hub.listen('/company/c1', screen.callbacks);
    opened[0]?.handlers.onOpen?.();
    opened[0]?.handlers.onEvent('company.changed', 'v1');

    // A quick look at another tab keeps the stream.
    hub.setHidden(true);
    beat(29_000);
    hub.setHidden(false);
    beat(60_000);
    expect(opened).toHaveLength(1);
    expect(live()).toHaveLength(1);

    hub.setHidden(true);
    beat(30_000);
    expect(live()).toHaveLength(0);
    expect(screen.heard.at(-1)).toBe('company.changed:v1');
    expect(hub.openCount()).toBe(0);

    // Nothing opens while hidden, not even on a reconnect request.
    const late = recorder();
    const lateSubscription = hub.listen('/company/c1', late.callbacks);
    lateSubscription.reconnectNow();
    expect(live()).toHaveLength(0);

    hub.setHidden(false);
    expect(live()).toHaveLength(1);
    live()[0]?.handlers.onOpen?.();
    live()[0]?.handlers.onEvent('company.changed', 'v3');
    await flush();
    expect(screen.heard.slice(-2)).toEqual(['up', 'company.changed:v3']);
    expect(late.heard).toEqual(['up', 'company.changed:v3']);
  });

  it('keeps a stream open in a hidden tab while a listener asked for it, and gives it back when that one leaves', () => {
    const { opened, live, beat, hub } = setup();
    hub.listen('/company/c1', recorder().callbacks);
    const board = hub.listen('/company/c1', recorder().callbacks, { whileHidden: true });
    opened[0]?.handlers.onOpen?.();

    hub.setHidden(true);
    beat(130_000);
    expect(opened).toHaveLength(1);
    expect(live()).toHaveLength(1);

    board.stop();
    expect(live()).toHaveLength(0);
  });
});
