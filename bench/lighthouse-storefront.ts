/**
 * Lighthouse (mobile preset) on the storefront `/user/{companyId}` (issue #11: performance ≥ 90, accessibility ≥ 95),
 * in Debian's Chromium. Starts the real server on a fresh data directory with the built web app (run
 * `npm run build` first), audits `LH_RUNS` times (default 3) and prints the medians; figures go to
 * docs/benchmarks.md. `LH_URL` audits a server that is already running instead.
 *
 *   npm run build && node --import tsx bench/lighthouse-storefront.ts
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMPANY = process.env.LH_COMPANY ?? 'demoCompanyCafe';
const RUNS = Number(process.env.LH_RUNS ?? 3);
const PORT = 3400 + Math.floor(Math.random() * 500);

const startServer = async (): Promise<{ base: string; stop: () => void }> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jumun-lighthouse-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/runtime-config.json`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const main = async () => {
  const server = process.env.LH_URL ? { base: process.env.LH_URL, stop: () => {} } : await startServer();
  const url = `${server.base}/user/${COMPANY}`;
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const scores = {
    performance: [] as number[],
    accessibility: [] as number[],
    lcp: [] as number[],
    tbt: [] as number[],
    cls: [] as number[],
    fcp: [] as number[],
  };
  try {
    // One warm-up load: the server compiles nothing per request, but PGlite warms its caches on the first reads.
    await fetch(url);
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        formFactor: 'mobile',
        screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result');
      scores.performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      scores.accessibility.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
      scores.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
      scores.fcp.push(lhr.audits['first-contentful-paint']?.numericValue ?? 0);
      scores.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
      scores.cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
      const failing = Object.values(lhr.audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 1 &&
            lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id),
        )
        .map((audit) => audit.id);
      console.info(
        `run ${run + 1}: performance ${scores.performance.at(-1)}, accessibility ${scores.accessibility.at(-1)}${failing.length ? ` (a11y audits below 1: ${failing.join(', ')})` : ''}`,
      );
    }
  } finally {
    await chrome.kill();
    server.stop();
  }
  console.info(
    `\n${url} — median of ${RUNS}: performance ${median(scores.performance)}, accessibility ${median(scores.accessibility)}, ` +
      `FCP ${Math.round(median(scores.fcp))} ms, LCP ${Math.round(median(scores.lcp))} ms, TBT ${Math.round(median(scores.tbt))} ms, CLS ${median(scores.cls).toFixed(3)}`,
  );
};

await main();
