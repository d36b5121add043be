import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import {
  countWireBytes,
  readWarmStart,
  timeFilter,
  WARM_START_PROBE,
  waitForCacheRecord,
} from './catalogue-browser';
import { changeOneProduct, createProducts, signInOwner } from './catalogue-data';
import { startProcess } from './lib';

/**
 * Issue #5 (and #16 at BENCH_PRODUCTS=20000) benchmark, in Chromium against the real server and the built SPA: a catalogue of 5,000 generated
 * products (plus the seeded ones): list filtering time, warm start from the local cache, and the bytes an
 * incremental sync moves after one change. Env: BENCH_PRODUCTS (5000), BENCH_WEB_DIST (apps/web/dist),
 * BENCH_REPEATS (5), BENCH_FILTER_PROFILE (a file to keep a CPU profile of the filter steps in; open it in DevTools).
 * Run: `node --import tsx bench/catalogue-sync.bench.ts` after `npm run build`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const productCount = Number(process.env.BENCH_PRODUCTS ?? 5000);
const repeats = Number(process.env.BENCH_REPEATS ?? 5);
const filterProfilePath = process.env.BENCH_FILTER_PROFILE;
const webDist = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist'));
if (!fs.existsSync(path.join(webDist, 'index.html')))
  throw new Error(`${webDist} has no build: run npm run build`);

const PORT = 3320;
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jumun-bench-catalogue-'));
const server = await startProcess(
  ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
  {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    LOG_LEVEL: 'warn',
    JWT_SECRET: crypto.randomBytes(32).toString('base64'),
  },
  `${BASE}/runtime-config.json`,
  // A first start seeds the embedded database; on the shared machine that can take minutes.
  { timeoutMs: 240_000 },
);
const PRODUCT_CACHE_KEY = 'companyDataCache:product:coJumunSample';
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;
const max = (values: number[]) => Math.max(...values);

try {
  const session = await signInOwner(BASE);
  const ids = await createProducts(BASE, session.idToken, productCount);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ko-KR' });
  // tsx compiles with keepNames, which wraps functions in a `__name` helper; page functions need it too.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  await context.addInitScript(WARM_START_PROBE);
  const page = await context.newPage();
  const wire = await countWireBytes(context, page);
  await page.goto(`${BASE}/admin/welcome`);
  await page.evaluate(
    (tokens) =>
      localStorage.setItem(
        'jumun.auth.tokens',
        JSON.stringify({ ...tokens, expiresAt: Date.now() + tokens.expiresIn * 1000 }),
      ),
    session,
  );

  // Cold start: nothing cached, every list comes from the server.
  wire.start();
  await page.goto(`${BASE}/admin/product`);
  await page.locator('table[aria-label="상품 목록"] tbody tr').first().waitFor({ timeout: 240_000 });
  const total = await page.getByTestId('product-count').textContent();
  const totalRows = Number((total ?? '').replace(/\D/g, ''));
  // The full list is in IndexedDB once the record holds every row the page counts.
  const cached = await waitForCacheRecord(page, PRODUCT_CACHE_KEY, (record) => record.rows >= totalRows);
  const coldLog = wire.stop();
  const fullListBytes = coldLog
    .filter((e) => /\/product\?companyId=[^&]+$/.test(e.url))
    .reduce((n, e) => n + e.bytes, 0);

  // Warm start: reload with the cache in place.
  const warm: { afterJs: number; fromNavigation: number }[] = [];
  for (let i = 0; i < repeats; i++) {
    await page.reload();
    await page.locator('table[aria-label="상품 목록"] tbody tr').first().waitFor();
    warm.push(await readWarmStart(page));
  }

  // Filtering: chips and searches on the full list, each changing the visible count.
  const steps = [
    { search: '라떼' },
    { search: '' },
    { chip: '커피' },
    { chip: '미등록' },
    { chip: '전체' },
    { search: '말차 라떼 1' },
    { search: '' },
  ];
  const filterTimes: number[] = [];
  const profiler = filterProfilePath ? await context.newCDPSession(page) : undefined;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 100 });
    await profiler.send('Profiler.start');
  }
  for (let i = 0; i < repeats; i++) for (const step of steps) filterTimes.push(await timeFilter(page, step));
  if (profiler && filterProfilePath) {
    const { profile } = await profiler.send('Profiler.stop');
    fs.writeFileSync(filterProfilePath, JSON.stringify(profile));
  }
  const byStep = steps.map((step, s) => ({
    step: 'search' in step ? `search "${step.search}"` : `chip ${step.chip}`,
    ms: median(filterTimes.filter((_, i) => i % steps.length === s)),
  }));

  // Incremental sync: another administrator changes one product; count what this browser downloads.
  await page.waitForTimeout(1_000);
  const changedId = ids[Math.floor(ids.length / 2)] ?? '';
  wire.start();
  const changedAt = Date.now();
  await changeOneProduct(BASE, session.idToken, changedId);
  await waitForCacheRecord(page, PRODUCT_CACHE_KEY, (record) => record.priceOf === 1234, changedId);
  const syncMs = Date.now() - changedAt;
  await page.waitForTimeout(300);
  const deltaLog = wire.stop();
  const deltaBytes = deltaLog.reduce((n, e) => n + e.bytes, 0);
  const deltaHeaderBytes = deltaLog.reduce((n, e) => n + e.headerBytes, 0);
  await browser.close();

  const lines = [
    `- Catalogue: ${total} (${productCount.toLocaleString('en')} generated + seeded); product cache record ${cached.rows.toLocaleString('en')} rows, ${(cached.jsonChars / 1024 / 1024).toFixed(2)} M characters as JSON, in IndexedDB.`,
    `- List filtering (${filterTimes.length} chip/search changes, input event → next frame after the list changed): median ${median(filterTimes).toFixed(0)} ms, max ${max(filterTimes).toFixed(0)} ms (medians by step: ${byStep.map((b) => `${b.step} ${b.ms.toFixed(0)}`).join(', ')}).`,
    `- Warm start from the cache (${repeats} reloads): first product row ${median(warm.map((w) => w.afterJs)).toFixed(0)} ms after the last JS byte arrived (max ${max(warm.map((w) => w.afterJs)).toFixed(0)} ms); ${median(warm.map((w) => w.fromNavigation)).toFixed(0)} ms from navigation start.`,
    `- Incremental sync after one change: ${deltaBytes.toLocaleString('en')} bytes received, of which ${deltaHeaderBytes.toLocaleString('en')} are HTTP/1.1 response headers and ${(deltaBytes - deltaHeaderBytes).toLocaleString('en')} bodies and stream frames (${deltaLog.map((e) => `${new URL(e.url).pathname.replace('/api/', '')}${new URL(e.url).search.includes('since') ? '?since' : ''} ${e.bytes}`).join(', ')}); change visible in the cache ${syncMs} ms after the save returned.`,
    `- For comparison, the full product list download on a cold start: ${fullListBytes.toLocaleString('en')} bytes on the wire.`,
  ];
  console.info(lines.join('\n'));
} finally {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
