import { afterEach, describe, expect, it, vi } from 'vitest';
import { importPatiently, refetchFailedStylesheets } from './patient-import';

describe('importPatiently', () => {
  afterEach(() => vi.useRealTimers());

  it('never rejects: a failed import is tried again once the browser is back online', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('toasts');
    const loaded = importPatiently(load, 60_000);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // Still offline: nothing is tried again until the browser says it is online.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('toasts');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again after the pause when no online event comes (a server that was down)', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Unable to preload CSS for /assets/toasts.css'))
      .mockRejectedValueOnce(new Error('Unable to preload CSS for /assets/toasts.css'))
      .mockResolvedValue('toasts');
    const loaded = importPatiently(load, 5_000);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(loaded).resolves.toBe('toasts');
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('refetchFailedStylesheets', () => {
  it('puts a stylesheet link that failed back as a fresh link, and leaves loaded ones alone', () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/assets/failed.css" id="failed"><link rel="stylesheet" href="/assets/ok.css" id="ok">';
    const ok = document.getElementById('ok') as HTMLLinkElement;
    Object.defineProperty(ok, 'sheet', { value: { cssRules: [{}] } });
    // What Chromium leaves on a link whose file failed: a sheet whose rules cannot be read.
    Object.defineProperty(document.getElementById('failed'), 'sheet', {
      value: {
        get cssRules() {
          throw new DOMException('Cannot access rules', 'SecurityError');
        },
      },
    });
    refetchFailedStylesheets();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/failed.css',
      '/assets/ok.css',
    ]);
    expect(links[0]?.id).toBe('');
    expect(links[1]).toBe(ok);
  });
});
