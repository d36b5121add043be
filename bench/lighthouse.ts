import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { signInOwner, storeSessionInBrowser } from './catalogue-data';
import { ROOT, startServer, stopServer } from './server-process';

/**
 * Lighthouse, mobile preset, in Debian's Chromium (issues #11 and #16) on the compiled server with the built web
 * app: `/admin/login` and a storefront signed out, `/admin/dashboard` and `/admin/product` signed in as the demo
 * owner. Median of LH_RUNS (3) per page; the table replaces the block between the `lighthouse` markers in
 * docs/benchmarks.md unless LH_WRITE=0 or LH_PAGES picks some pages. Exits 1 when a target is missed (performance ≥ 95 on login and the
 * storefront, ≥ 90 elsewhere; accessibility ≥ 95 everywhere) — a benchmark, so not part of `npm test`.
 *
 *   npm run lighthouse   (builds first)
 */
const RUNS = Number(process.env.LH_RUNS ?? 3);
const WRITE = process.env.LH_WRITE !== '0' && !process.env.LH_PAGES;
const PORT = 3400 + Math.floor(Math.random() * 400);
const DEBUG_PORT = 9300 + Math.floor(Math.random() * 400);
const COMPANY = 'coJumunSample';
const BENCHMARKS_DOC = path.join(ROOT, 'docs/benchmarks.md');
const MARK_START = '<!-- lighthouse:start -->';
const MARK_END = '<!-- lighthouse:end -->';

type Page = { path: string; signedIn: boolean; performanceTarget: number };
const PAGES: Page[] = [
  { path: '/admin/login', signedIn: false, performanceTarget: 95 },
  { path: `/user/${COMPANY}`, signedIn: false, performanceTarget: 95 },
  { path: '/admin/dashboard', signedIn: true, performanceTarget: 90 },
  { path: '/admin/product', signedIn: true, performanceTarget: 90 },
];
const ACCESSIBILITY_TARGET = 95;
/** LH_PAGES=/admin/login,/admin/product audits only those (and then never writes the doc). */
const ONLY = process.env.LH_PAGES?.split(',').filter(Boolean);
/** LH_REPORT_DIR=/tmp/lh keeps each run's full Lighthouse JSON there (what to fix: opportunities, diagnostics). */
const REPORT_DIR = process.env.LH_REPORT_DIR;

type Run = { performance: number; accessibility: number; fcp: number; lcp: number; tbt: number; cls: number };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jumun-lighthouse-'));
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jumun-lighthouse-profile-'));
const server = await startServer('compiled', { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, PORT);
// A persistent context is the browser's default one, where Lighthouse opens its tabs: the session stored
// through Playwright is the one the audited admin pages read.
const browser = await chromium.launchPersistentContext(profileDir, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    `--remote-debugging-port=${DEBUG_PORT}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/**
 * Lighthouse keeps storage here (the admin pages need the stored session), so each run first empties what a
 * returning visitor would have warm: the HTTP cache, the service worker and its caches. Every run is a first visit.
 */
const clearCaches = async (origin: string) => {
  const tab = await browser.newPage();
  const cdp = await browser.newCDPSession(tab);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  await tab.close();
};

const audit = async (url: string): Promise<Run & { failing: string[] }> => {
  await clearCaches(new URL(url).origin);
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    // Keep the stored session: without it the admin pages would audit the redirect to the login page.
    disableStorageReset: true,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (REPORT_DIR) {
    fs.mkdirSync(REPORT_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(lhr));
  }
  // A page that never painted (or a trace Lighthouse could not read) scores 0: say why instead of a bare 0.
  if (lhr.runtimeError) console.warn(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']) {
    const error = lhr.audits[id]?.errorMessage;
    if (error) console.warn(`${url}: ${id}: ${error}`);
  }
  const finalUrl = new URL(lhr.finalDisplayedUrl);
  if (finalUrl.pathname !== new URL(url).pathname)
    throw new Error(`${url} ended on ${finalUrl.pathname}: the page audited is not the one asked for`);
  const accessibilityIds = new Set(lhr.categories.accessibility?.auditRefs.map((ref) => ref.id));
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && accessibilityIds.has(a.id))
      .map((a) => a.id),
  };
};

const rows: string[] = [];
let missed = 0;
try {
  let signedIn = false;
  for (const page of PAGES.filter((p) => !ONLY || ONLY.includes(p.path))) {
    if (page.signedIn && !signedIn) {
      const session = await signInOwner(server.base);
      const tab = await browser.newPage();
      await storeSessionInBrowser(tab, server.base, session);
      await tab.close();
      signedIn = true;
    }
    const url = `${server.base}${page.path}`;
    await fetch(url); // warm-up: the first reads warm the database's caches
    const runs: Run[] = [];
    const failing = new Set<string>();
    for (let run = 0; run < RUNS; run += 1) {
      const result = await audit(url);
      runs.push(result);
      for (const id of result.failing) failing.add(id);
      console.info(
        `${page.path} run ${run + 1}: performance ${result.performance}, accessibility ${result.accessibility}`,
      );
    }
    const of = (key: keyof Run) => median(runs.map((r) => r[key]));
    const met = of('performance') >= page.performanceTarget && of('accessibility') >= ACCESSIBILITY_TARGET;
    if (!met) missed += 1;
    rows.push(
      `| \`${page.path}\` | ${of('performance')} (≥ ${page.performanceTarget}) | ${of('accessibility')} (≥ ${ACCESSIBILITY_TARGET}) | ` +
        `${(of('fcp') / 1000).toFixed(1)} s | ${(of('lcp') / 1000).toFixed(1)} s | ${Math.round(of('tbt'))} ms | ` +
        `${of('cls').toFixed(3)} | ${met ? 'yes' : '**no**'} | ${[...failing].join(', ') || '—'} |`,
    );
  }
} finally {
  await browser.close();
  await stopServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(profileDir, { recursive: true, force: true });
}

const [load] = os.loadavg();
const table = [
  `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ` +
    `Node ${process.version}, load average ${load?.toFixed(1)} at the end; compiled server, built web app, ` +
    `Lighthouse mobile preset (simulated throttling), median of ${RUNS}:`,
  '',
  '| page | performance | accessibility | FCP | LCP | TBT | CLS | met? | accessibility audits below 1 |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');
console.info(`\n${table}`);

if (WRITE) {
  const doc = fs.readFileSync(BENCHMARKS_DOC, 'utf8');
  const start = doc.indexOf(MARK_START);
  const end = doc.indexOf(MARK_END);
  if (start < 0 || end < start)
    throw new Error(`docs/benchmarks.md has no ${MARK_START} … ${MARK_END} block`);
  fs.writeFileSync(BENCHMARKS_DOC, `${doc.slice(0, start + MARK_START.length)}\n${table}\n${doc.slice(end)}`);
  console.info('written to docs/benchmarks.md');
}
process.exit(missed > 0 ? 1 : 0);
