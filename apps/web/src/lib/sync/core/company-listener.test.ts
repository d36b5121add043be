import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStreams } from '../testing/fake-streams';
import { listenToStream } from './company-listener';

describe('listenToStream on a stalled network', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('drops a stream that goes silent after staleAfterMs, reconnects, and reports every sign of life', () => {
    const { opened, openStream } = fakeStreams();
    const changes: boolean[] = [];
    const alive = vi.fn();
    const listener = listenToStream(
      '/s',
      { onEvent: () => undefined, onConnectionChange: (isUp) => changes.push(isUp), onAlive: alive },
      { openStream, staleAfterMs: 7_000 },
    );
    opened[0]?.handlers.onOpen?.();
    vi.advanceTimersByTime(5_000);
    opened[0]?.handlers.onEvent('heartbeat', '{}');
    expect(alive).toHaveBeenCalledTimes(2);

    // Silence: nothing for 6.9 s is still fine; at 7 s the stream is given up.
    vi.advanceTimersByTime(6_900);
    expect(opened[0]?.isClosed).toBe(false);
    vi.advanceTimersByTime(100);
    expect(opened[0]?.isClosed).toBe(true);
    expect(changes).toEqual([true, false]);

    vi.advanceTimersByTime(1_000);
    expect(opened).toHaveLength(2);
    opened[1]?.handlers.onOpen?.();
    expect(changes).toEqual([true, false, true]);
    listener.stop();
  });

  it('gives up a connect the network never answers, and tries again', () => {
    const { opened, openStream } = fakeStreams();
    const changes: boolean[] = [];
    const listener = listenToStream(
      '/s',
      { onEvent: () => undefined, onConnectionChange: (isUp) => changes.push(isUp) },
      { openStream, staleAfterMs: 7_000 },
    );
    vi.advanceTimersByTime(7_000);
    expect(opened[0]?.isClosed).toBe(true);
    expect(changes).toEqual([false]);
    vi.advanceTimersByTime(1_000);
    expect(opened).toHaveLength(2);
    listener.stop();
    expect(opened[1]?.isClosed).toBe(true);
  });

  it('keeps the patient default of 45 s for screens that do not ask for less', () => {
    const { opened, openStream } = fakeStreams();
    const listener = listenToStream(
      '/s',
      { onEvent: () => undefined, onConnectionChange: () => undefined },
      { openStream },
    );
    opened[0]?.handlers.onOpen?.();
    vi.advanceTimersByTime(44_000);
    expect(opened[0]?.isClosed).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(opened[0]?.isClosed).toBe(true);
    listener.stop();
  });
});
