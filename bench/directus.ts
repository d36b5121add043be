import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Directus 11.3.5, the peer of the document API (../shared/docs/peer-benchmark.md): installed from npm into a
 * folder outside the repository, started from its CLI entry (not `npx directus`, whose wrapper waits on an
 * update check over the network).
 */
export const DIRECTUS_VERSION = '11.3.5';
export const DIRECTUS_DIR = process.env.PEER_DIRECTUS_DIR ?? path.join(os.tmpdir(), 'jumun-peer-directus');
const RUN_JS = path.join(DIRECTUS_DIR, 'node_modules/@directus/api/dist/cli/run.js');

/** Installs once (~3 min, ~470 MB) and reuses the folder afterwards. */
export const ensureDirectusInstalled = () => {
  const installed = path.join(DIRECTUS_DIR, 'node_modules/directus/package.json');
  if (fs.existsSync(RUN_JS) && fs.existsSync(installed)) {
    const { version } = JSON.parse(fs.readFileSync(installed, 'utf8')) as { version: string };
    if (version === DIRECTUS_VERSION) return;
  }
  fs.mkdirSync(DIRECTUS_DIR, { recursive: true });
  const manifest = path.join(DIRECTUS_DIR, 'package.json');
  if (!fs.existsSync(manifest))
    fs.writeFileSync(manifest, JSON.stringify({ name: 'jumun-peer-directus', private: true }));
  console.info(`Installing directus@${DIRECTUS_VERSION} into ${DIRECTUS_DIR} (a few minutes, once)…`);
  const result = spawnSync('npm', ['install', `directus@${DIRECTUS_VERSION}`, '--no-audit', '--no-fund'], {
    cwd: DIRECTUS_DIR,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`npm install directus@${DIRECTUS_VERSION} failed`);
};

export const directusArgs = (command: 'bootstrap' | 'start') => {
  for (const dir of ['uploads', 'extensions'])
    fs.mkdirSync(path.join(DIRECTUS_DIR, dir), { recursive: true });
  return [RUN_JS, command];
};

/** Environment with which Directus makes no outside connection (telemetry, update checks, mail). */
export const directusEnv = (opts: { database: string; port: number; token: string; cached: boolean }) => ({
  HOST: '127.0.0.1',
  PORT: String(opts.port),
  PUBLIC_URL: `http://127.0.0.1:${opts.port}`,
  DB_CLIENT: 'pg',
  DB_HOST: process.env.PEER_PG_HOST ?? '127.0.0.1',
  DB_PORT: process.env.PEER_PG_PORT ?? '5432',
  DB_DATABASE: opts.database,
  DB_USER: process.env.PEER_PG_USER ?? 'postgres',
  KEY: crypto.randomUUID(),
  SECRET: crypto.randomBytes(32).toString('hex'),
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: crypto.randomBytes(16).toString('hex'),
  ADMIN_TOKEN: opts.token,
  TELEMETRY: 'false',
  EMAIL_VERIFY_SETUP: 'false',
  RATE_LIMITER_ENABLED: 'false',
  // Its default sheds load with 503s once the event loop lags; we measure throughput, not shedding.
  PRESSURE_LIMITER_ENABLED: 'false',
  CACHE_ENABLED: String(opts.cached),
  ...(opts.cached ? { CACHE_STORE: 'memory' } : {}),
  LOG_LEVEL: 'warn',
  STORAGE_LOCATIONS: 'local',
  STORAGE_LOCAL_ROOT: path.join(DIRECTUS_DIR, 'uploads'),
  EXTENSIONS_PATH: path.join(DIRECTUS_DIR, 'extensions'),
});

type Field = { field: string; type: string; default?: unknown };

/** The columns of Jumun's `products` table (apps/server/src/db/schema/catalogue.ts), so rows are as wide. */
const PRODUCT_FIELDS: Field[] = [
  { field: 'company_id', type: 'string' },
  { field: 'revision', type: 'integer', default: 1 },
  { field: 'is_deleted', type: 'boolean', default: false },
  { field: 'change_xid', type: 'bigInteger', default: 0 },
  { field: 'date_created', type: 'timestamp' },
  { field: 'date_modified', type: 'timestamp' },
  { field: 'date_deleted', type: 'timestamp' },
  { field: 'display_level', type: 'integer', default: 1000 },
  { field: 'product_name', type: 'string' },
  { field: 'product_name_short', type: 'string', default: '' },
  { field: 'categories', type: 'json' },
  { field: 'is_private_product', type: 'boolean', default: false },
  { field: 'price_original', type: 'integer', default: 0 },
  { field: 'price_discounted', type: 'integer', default: 0 },
  { field: 'price_friendtalk', type: 'integer', default: 0 },
  { field: 'image_thumbnail_file_name', type: 'string', default: '' },
  { field: 'image_gallery_file_names', type: 'json' },
  { field: 'unit', type: 'string', default: '개' },
  { field: 'description', type: 'text', default: '' },
  { field: 'stock_quantity', type: 'integer', default: 10000 },
  { field: 'is_visible', type: 'boolean', default: true },
  { field: 'option_group_id', type: 'string', default: '' },
  { field: 'option_ids', type: 'json' },
  { field: 'reward_stamp', type: 'integer', default: 0 },
  { field: 'reward_point', type: 'integer', default: 0 },
  { field: 'parcel_bundle_value', type: 'float', default: 1 },
  { field: 'is_sold_out', type: 'boolean', default: false },
  { field: 'sold_out_until', type: 'timestamp' },
  { field: 'parent_product_id', type: 'string', default: '' },
  { field: 'use_parent_data', type: 'boolean', default: false },
];

/** `POST /collections` body: products with an auto-increment id and the product columns. */
export const productsCollection = () => ({
  collection: 'products',
  meta: { icon: 'box' },
  schema: {},
  fields: [
    {
      field: 'id',
      type: 'integer',
      meta: { hidden: true, readonly: true },
      schema: { is_primary_key: true, has_auto_increment: true },
    },
    ...PRODUCT_FIELDS.map((f) => ({
      field: f.field,
      type: f.type,
      meta: {},
      schema: f.default === undefined ? {} : { default_value: f.default },
    })),
  ],
});

/** Seed rows shaped like the Jumun seed of bench/peer.ts. */
export const seedRows = (companyIds: string[], perCompany: number) =>
  companyIds.flatMap((companyId) =>
    Array.from({ length: perCompany }, (_, i) => ({
      company_id: companyId,
      product_name: `상품 ${i + 1}`,
      price_original: 5000,
      price_discounted: 4500,
      categories: ['ctg_a'],
      image_gallery_file_names: [],
      option_ids: [],
      display_level: i + 1,
      description: '벤치마크용 상품 설명입니다.',
      date_created: new Date().toISOString(),
      date_modified: new Date().toISOString(),
    })),
  );
