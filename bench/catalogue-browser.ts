/// <reference lib="dom" />
// The page functions below run inside Chromium, so this file is typed against the DOM.
import type { BrowserContext, Page } from '@playwright/test';

/** Recorded before any app script runs: when the first product row reached the DOM. */
export const WARM_START_PROBE = () => {
  const probe = { rowsAt: 0 };
  Object.assign(window, { __warmStart: probe });
  const observer = new MutationObserver(() => {
    if (document.querySelector('table[aria-label="상품 목록"] tbody tr')) {
      probe.rowsAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
};

/** Milliseconds from the last JavaScript byte (and from navigation start) to the first rendered product row. */
export const readWarmStart = (page: Page) =>
  page.evaluate(() => {
    const { rowsAt } = (window as unknown as { __warmStart: { rowsAt: number } }).__warmStart;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js')) as PerformanceResourceTiming[];
    const lastJs = Math.max(...scripts.filter((s) => s.responseEnd <= rowsAt).map((s) => s.responseEnd));
    return { afterJs: rowsAt - lastJs, fromNavigation: rowsAt };
  });

/** What the page's catalogue cache holds for one kind (lib/company-cache-db.ts), summarised inside the page. */
export type CacheSummary = { rows: number; jsonChars: number; priceOf: number | null };

/**
 * Reads `companyDataCache:{kind}:{companyId}` from the app's IndexedDB without creating the database when the app
 * has not yet (an open() without a version would create it schema-less and break the app's own upgrade).
 */
export const readCacheRecord = (page: Page, key: string, productId = '') =>
  page.evaluate(
    async ({ key, productId }): Promise<CacheSummary | null> => {
      const names = await indexedDB.databases();
      if (!names.some((db) => db.name === 'jumun-company-cache')) return null;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('jumun-company-cache');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!db.objectStoreNames.contains('entries')) return null;
        const value = await new Promise<{ data: { id: string; priceDiscounted?: number }[] } | undefined>(
          (resolve, reject) => {
            const request = db.transaction('entries', 'readonly').objectStore('entries').get(key);
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          },
        );
        if (!value) return null;
        return {
          rows: value.data.length,
          jsonChars: JSON.stringify(value).length,
          priceOf: value.data.find((item) => item.id === productId)?.priceDiscounted ?? null,
        };
      } finally {
        db.close();
      }
    },
    { key, productId },
  );

/** Polls the cache record until `isDone` holds (the app writes it in the background after a sync). */
export const waitForCacheRecord = async (
  page: Page,
  key: string,
  isDone: (summary: CacheSummary) => boolean,
  productId = '',
  timeoutMs = 60_000,
) => {
  const started = Date.now();
  for (;;) {
    const summary = await readCacheRecord(page, key, productId);
    if (summary && isDone(summary)) return summary;
    if (Date.now() - started > timeoutMs) throw new Error(`${key} not cached after ${timeoutMs} ms`);
    await page.waitForTimeout(100);
  }
};

/** One filter action in the list, timed from the input event to the next frame after the count changed. */
export const timeFilter = (page: Page, action: { search: string } | { chip: string }) =>
  page.evaluate(async (step) => {
    const count = () => document.querySelector('[data-testid="product-count"]')?.textContent;
    const before = count();
    const started = performance.now();
    if ('search' in step) {
      const input = document.querySelector('input[aria-label="상품 검색"]') as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, step.search);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    } else {
      const labels = Array.from(document.querySelectorAll('label'));
      labels.find((label) => label.textContent?.startsWith(`${step.chip} `))?.click();
    }
    return new Promise<number>((resolve) => {
      const check = () => {
        if (count() !== before) requestAnimationFrame(() => resolve(performance.now() - started));
        else if (performance.now() - started > 5_000) resolve(Number.NaN);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  }, action);

/** `headerBytes` is the HTTP/1.1 response header block, which HTTP/2 header compression would mostly remove. */
export type WireLog = { url: string; bytes: number; headerBytes: number }[];

/**
 * Counts bytes received on the wire (compressed bodies plus headers) per request through the DevTools protocol,
 * including the chunks of the long-lived realtime stream, while `isCounting` is on.
 */
export const countWireBytes = async (context: BrowserContext, page: Page) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const headerBytes = new Map<string, number>();
  const log: WireLog = [];
  let isCounting = false;
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.responseReceived', (event) => {
    const { headers, status, statusText } = event.response;
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    headerBytes.set(event.requestId, `HTTP/1.1 ${status} ${statusText}\r\n${lines.join('')}\r\n`.length);
  });
  cdp.on('Network.dataReceived', (event) => {
    const url = urls.get(event.requestId) ?? '';
    if (isCounting && url.includes('/api/realtime/'))
      log.push({ url, bytes: event.encodedDataLength || event.dataLength, headerBytes: 0 });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId) ?? '';
    if (isCounting && url.includes('/api/') && !url.includes('/api/realtime/')) {
      log.push({ url, bytes: event.encodedDataLength, headerBytes: headerBytes.get(event.requestId) ?? 0 });
    }
  });
  return {
    start: () => {
      log.length = 0;
      isCounting = true;
    },
    stop: () => {
      isCounting = false;
      return [...log];
    },
  };
};
