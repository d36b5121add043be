#!/usr/bin/env node
/**
 * Prints the initial JavaScript (gzip) each entry and route needs, and fails the build when a page needs more than
 * its budget (issues #11 and #16): /admin/login ≤ 150 kB, the storefront /user/{companyId} ≤ 150 kB, every other
 * back-office page (/admin/**, /super/**) ≤ 300 kB. "Initial" = the chunk plus every chunk it imports statically
 * (what the browser must download before the page can render), read from Vite's manifest. `npm run build` fails on
 * a miss; `npm start` never builds, so a budget can never stop the server.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LOGIN_BUDGET_BYTES = 150 * 1024;
const STOREFRONT_BUDGET_BYTES = 150 * 1024;
const ADMIN_ROUTE_BUDGET_BYTES = 300 * 1024;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry chunk in dist/.vite/manifest.json');
const LOGIN_ROUTE = 'src/app/routes/admin/login.route.tsx';
const STOREFRONT_ROUTE = 'src/app/routes/user/storefront.route.tsx';
/** The three frames of the default layout (app/router.tsx): admin + super pages, public pages, customer pages. */
const ADMIN_FRAME = 'src/app/layouts/admin-layout.tsx';
const SITE_FRAME = 'src/components/layouts/site-frame.tsx';
const CUSTOMER_FRAME = 'src/components/layouts/customer-frame.tsx';
const frameOf = (key) => {
  if (/^src\/app\/routes\/(admin|super)\//.test(key)) return ADMIN_FRAME;
  return key.startsWith('src/app/routes/user/') ? CUSTOMER_FRAME : SITE_FRAME;
};

const gzipSizes = new Map();
const gzipSize = (file) => {
  if (!gzipSizes.has(file))
    gzipSizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
};

/** The JS files a manifest key needs before it runs: itself and its static imports, transitively. */
const closure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
};

const initialJs = (keys) => {
  for (const key of keys)
    if (!manifest[key])
      throw new Error(`${key} is not in the Vite manifest: update the keys at the top of this script`);
  const files = new Set();
  for (const key of keys) for (const member of closure(key)) files.add(manifest[member].file);
  const jsFiles = [...files].filter((file) => file.endsWith('.js'));
  return { files: jsFiles.length, bytes: jsFiles.reduce((sum, file) => sum + gzipSize(file), 0) };
};

const labelOf = (key) => key.replace('src/app/routes/', 'route ').replace('.route.tsx', '');
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** The route modules of app/router.tsx; every one but login renders inside a lazily loaded frame. */
const routeKeys = Object.keys(manifest).filter(
  (key) => key.startsWith('src/app/routes/') && manifest[key].isDynamicEntry,
);
/** What a route's first load starts from: the entry, its frame (login has none) and the route itself. */
const firstLoadOf = (key) => (key === LOGIN_ROUTE ? [entryKey, key] : [entryKey, frameOf(key), key]);
const rows = [{ label: `entry ${entryKey}`, ...initialJs([entryKey]) }];
for (const key of routeKeys.sort()) rows.push({ label: labelOf(key), ...initialJs(firstLoadOf(key)) });

const labelWidth = Math.max(...rows.map((row) => row.label.length));
console.info('\nInitial JS per entry / route (gzip, level 9):');
for (const row of rows) {
  console.info(`  ${row.label.padEnd(labelWidth)}  ${kB(row.bytes).padStart(9)}  (${row.files} files)`);
}

const css = Object.values(manifest)
  .flatMap((chunk) => chunk.css ?? [])
  .filter((file, index, all) => all.indexOf(file) === index)
  .reduce((sum, file) => sum + gzipSize(file), 0);
console.info(`  ${'all CSS'.padEnd(labelWidth)}  ${kB(css).padStart(9)}`);

const budgets = [
  { page: '/admin/login', route: LOGIN_ROUTE, label: labelOf(LOGIN_ROUTE), budget: LOGIN_BUDGET_BYTES },
  {
    page: '/user/{companyId}',
    route: STOREFRONT_ROUTE,
    label: labelOf(STOREFRONT_ROUTE),
    budget: STOREFRONT_BUDGET_BYTES,
  },
];
const backOffice = routeKeys.filter((key) => key !== LOGIN_ROUTE && frameOf(key) === ADMIN_FRAME);
const heaviest = backOffice
  .map((key) => ({ key, bytes: rows.find((row) => row.label === labelOf(key))?.bytes ?? 0 }))
  .sort((a, b) => b.bytes - a.bytes);
const overAdmin = heaviest.filter(({ bytes }) => bytes > ADMIN_ROUTE_BUDGET_BYTES);
let isOver = false;
console.info('');
for (const { page, route, label, budget } of budgets) {
  const row = rows.find((candidate) => candidate.label === label);
  if (!row) {
    console.error(`${route} is not a lazily loaded route chunk: the ${page} budget cannot be checked.`);
    process.exit(1);
  }
  const verdict = row.bytes <= budget ? 'within' : 'OVER';
  console.info(`${page} initial JS: ${kB(row.bytes)} gzip — ${verdict} the ${kB(budget)} budget.`);
  if (row.bytes > budget) isOver = true;
}
const [top] = heaviest;
if (top) {
  const verdict = overAdmin.length === 0 ? 'within' : 'OVER';
  console.info(
    `Back-office pages initial JS: heaviest ${labelOf(top.key).replace('route ', '')} ${kB(top.bytes)} gzip — ` +
      `${verdict} the ${kB(ADMIN_ROUTE_BUDGET_BYTES)} budget of each of the ${backOffice.length} pages.`,
  );
}
for (const { key, bytes } of overAdmin) console.error(`  over: ${labelOf(key)} ${kB(bytes)}`);

// The back office's own chunk (tooling/admin-chunk-groups.ts) is grouped by path: a customer, public or login page
// that came to load it would download the admin navigation. Fail the build instead.
const adminKit = Object.keys(manifest).filter((key) =>
  /(^|\/)admin-kit-[\w-]+\.js$/.test(manifest[key].file),
);
const outsideBackOffice = routeKeys.filter((key) => key === LOGIN_ROUTE || frameOf(key) !== ADMIN_FRAME);
const leaks = outsideBackOffice.filter((key) => {
  const loaded = new Set();
  for (const start of firstLoadOf(key)) closure(start, loaded);
  return adminKit.some((kit) => loaded.has(kit));
});
for (const key of leaks) console.error(`  ${labelOf(key)} loads the back office's admin-kit chunk`);
if (adminKit.length === 0)
  console.error('No admin-kit chunk in the build: the leak check above checked nothing.');
if (isOver || overAdmin.length > 0 || leaks.length > 0 || adminKit.length === 0) process.exit(1);
