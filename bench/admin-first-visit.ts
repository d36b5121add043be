import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createProducts, signInOwner, storeSessionInBrowser } from './catalogue-data';
import { startServer, stopServer } from './server-process';

/**
 * What a back-office tab costs the network on a first visit (decision 054): realtime streams opened and catalogue
 * bytes downloaded by `/admin/dashboard` (and `/admin/orders`), for the demo owner's shop with ADMIN_PRODUCTS
 * (5,000) more products. Counts and bytes, not times: the same on any machine. WEB_DIST_DIR compares another build.
 *
 *   npm run build && node --import tsx bench/admin-first-visit.ts
 */
const PRODUCTS = Number(process.env.ADMIN_PRODUCTS ?? 5_000);
const PAGES = ['/admin/dashboard', '/admin/orders'];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jumun-first-visit-'));
const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
if (process.env.WEB_DIST_DIR) env.WEB_DIST_DIR = process.env.WEB_DIST_DIR;
const server = await startServer('compiled', env, 3300 + Math.floor(Math.random() * 90));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

/** Streams opened and bytes of catalogue lists received while `page` opens `url` and settles. */
const visit = async (page: Page, url: string) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const catalogueRequests = new Map<string, string>();
  let catalogueBytes = 0;
  let streams = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.includes('/api/realtime/')) streams += 1;
    if (/\/api\/document\/admin\/(product|category|option|optionGroup)\?/.test(event.request.url))
      catalogueRequests.set(event.requestId, event.request.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (catalogueRequests.has(event.requestId)) catalogueBytes += event.encodedDataLength;
  });
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(5_000);
  await cdp.detach();
  return { streams, catalogueReads: catalogueRequests.size, catalogueBytes };
};

try {
  const session = await signInOwner(server.base);
  await createProducts(server.base, session.idToken, PRODUCTS);
  const rows: string[] = [];
  for (const pagePath of PAGES) {
    // A new profile each time: nothing cached, as on a first visit from a new device.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await storeSessionInBrowser(page, server.base, session);
    const result = await visit(page, `${server.base}${pagePath}`);
    rows.push(
      `| \`${pagePath}\` | ${result.streams} | ${result.catalogueReads} | ${(result.catalogueBytes / 1024).toFixed(0)} kB |`,
    );
    await context.close();
  }
  console.info(
    [
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, demo shop + ${PRODUCTS} products, first visit (empty cache):`,
      '',
      '| page | realtime streams opened | catalogue list reads | catalogue bytes on the wire |',
      '|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
} finally {
  await browser.close();
  await stopServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
