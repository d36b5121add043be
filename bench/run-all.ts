import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite } from '../apps/server/src/db/pglite';
import { createIdTokenService } from '../apps/server/src/modules/auth';
import { seedBenchAdministrator } from './bench-admin';
import {
  compareDeltaWithFull,
  createFreshDatabase,
  type LoadResult,
  load,
  median,
  startProcess,
} from './lib';
import { measureRealtimeLatency } from './realtime-latency';
import { serverArgs } from './server-process';

/**
 * `npm run bench`: the document API on PostgreSQL against a bare node:http + pg handler doing the same
 * database work (issue #2), plus realtime commit → event latency with 1,000 listeners.
 * Env: BENCH_DATABASE_URL (server, default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (10),
 * BENCH_ROUNDS (2: targets alternate A B A B and medians are reported), BENCH_LISTENERS (1000),
 * BENCH_ONLY (run only the operations whose name starts with it), BENCH_PORT_BASE (3300: the API, +1 the bare handler, +2 the
 * PGlite API, so two runs can share a machine), BENCH_NODE_FLAGS (Node flags for the API process instead of the production ones), BENCH_PROFILE_DIR (write a CPU profile of the
 * API processes there, for finding where its time goes).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const listeners = Number(process.env.BENCH_LISTENERS ?? 1000);

const { name: dbName, url: dbUrl, drop: dropDatabase } = await createFreshDatabase('jumun_bench');

const jwtSecret = crypto.randomBytes(32);
const portBase = Number(process.env.BENCH_PORT_BASE ?? 3300);
const API = `http://127.0.0.1:${portBase}`;
const BARE = `http://127.0.0.1:${portBase + 1}`;
const serverEnv = {
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  NODE_ENV: 'production',
  JWT_SECRET: jwtSecret.toString('base64'),
  DATA_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
  // The realtime measurement opens BENCH_LISTENERS streams from one address, past the default per-IP cap.
  SSE_MAX_PER_IP: '100000',
  SSE_MAX_PER_COMPANY: '100000',
};
const profileFlags = process.env.BENCH_PROFILE_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
  : [];
const api = await startProcess(
  [
    ...profileFlags,
    // The compiled server, as `npm start` runs it (issue #17); `npm run bench` compiles it first. BENCH_NODE_FLAGS
    // replace the production flags (bench/server-process.ts), e.g. `--max-semi-space-size=16` to weigh the GC.
    ...serverArgs('compiled'),
  ],
  { ...serverEnv, DATABASE_URL: dbUrl, PORT: String(portBase), DATA_DIR: path.join(os.tmpdir(), dbName) },
  `${API}/runtime-config.json`,
);
const bare = await startProcess(
  ['--import', 'tsx', path.join(root, 'bench/bare-server.ts')],
  { DATABASE_URL: dbUrl, PORT: String(portBase + 1) },
  `${BARE}/one`,
);

const companies = ['benchList', 'benchSince', 'benchWrite', 'benchRt'];
// Writers of one company queue on its row lock by design; a real load is many shops writing at once.
const spreadCompanies = Array.from({ length: 100 }, (_, i) => `benchSpread${i}`);

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
/** The same companies and rows on either database; answers the sync position taken before 10 changes. */
const seed = async (query: Query) => {
  for (const id of [...companies, ...spreadCompanies]) {
    await query(
      `INSERT INTO companies (id, business_info, business_hours, delivery_config, order_support, contact_info, bank_account, reward_policy, kakao_info)
       VALUES ($1, '{}', '{}', '{}', '{}', '{}', '{}', '{}', '{}')`,
      [id],
    );
  }
  const seedProducts = (companyId: string, count: number) =>
    query(
      `INSERT INTO products (id, company_id, product_name, price_original, price_discounted, categories, display_level, description)
       SELECT 'p_' || $1 || '_' || g, $1, '상품 ' || g, 5000, 4500, ARRAY['ctg_a'], g, '벤치마크용 상품 설명입니다.' FROM generate_series(1, $2::int) g`,
      [companyId, count],
    );
  await seedProducts('benchList', 1000);
  await seedProducts('benchSince', 10_000);
  await seedBenchAdministrator(query, 'bench', [...companies, ...spreadCompanies]);
  await query('ANALYZE');
  const position = (await query('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS p')).rows[0]
    ?.p as string;
  await query(
    `UPDATE products SET product_name = product_name || ' (수정)', revision = revision + 1, change_xid = (pg_current_xact_id()::text)::bigint
     WHERE company_id = 'benchSince' AND id IN (SELECT 'p_benchSince_' || g FROM generate_series(1, 10) g)`,
  );
  return position;
};

const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const since = await seed((text, params) => db.query(text, params));

// The embedded database (issue #16: PGlite vs PostgreSQL on the same operations): the same rows written into a
// PGlite data directory before the server opens it, then the same requests against that server.
const withPglite = process.env.BENCH_PGLITE !== '0';
const LITE = `http://127.0.0.1:${portBase + 2}`;
const liteDir = path.join(os.tmpdir(), `${dbName}_pglite`);
let liteSince = '';
let lite: ChildProcess | undefined;
if (withPglite) {
  await (await openPglite(liteDir)).close();
  const raw = await PGlite.create(path.join(liteDir, 'pglite'));
  liteSince = await seed((text, params) => raw.query(text, params));
  await raw.close();
  const { DATABASE_URL: _ignored, ...withoutUrl } = process.env;
  lite = await startProcess(
    [...profileFlags, ...serverArgs('compiled')],
    { ...serverEnv, PORT: String(portBase + 2), DATA_DIR: liteDir },
    `${LITE}/runtime-config.json`,
    { baseEnv: withoutUrl },
  );
}

const { idToken } = await createIdTokenService(jwtSecret).sign({
  uid: 'bench',
  roles: ['admin'],
  companyIds: [...companies, ...spreadCompanies],
});
const auth = { authorization: `Bearer ${idToken}` };
let spreadNext = 0;
/** Each request saves into the next of the 100 companies, so no two of the 50 connections share a lock. */
const spreadBody = () => ({
  companyId: spreadCompanies[spreadNext++ % spreadCompanies.length],
  item: { productName: '벤치 저장' },
});
const docAt = (base: string) => (q: string) => `${base}/api/document/admin/product${q}`;
const saveBody = { companyId: 'benchWrite', item: { productName: '벤치 저장' } };
const manyBody = {
  companyId: 'benchWrite',
  items: Array.from({ length: 100 }, (_, i) => ({ productName: `벤치 ${i}` })),
};

/** What the issues ask of each ratio (API ÷ bare); operations without one are reported, not judged. */
type Op = {
  name: string;
  target?: number;
  /** The request to the API at `base` (PostgreSQL or PGlite), whose database's sync position is `position`. */
  api: (base: string, position: string) => Parameters<typeof load>[0];
  bare: Parameters<typeof load>[0];
};
const ops: Op[] = [
  {
    name: 'GET one',
    target: 0.85,
    api: (base) => ({ url: docAt(base)('/p_benchList_500?companyId=benchList'), headers: auth, seconds }),
    bare: { url: `${BARE}/one?companyId=benchList&id=p_benchList_500`, seconds },
  },
  {
    name: 'GET list (1,000)',
    api: (base) => ({ url: docAt(base)('?companyId=benchList'), headers: auth, seconds }),
    bare: { url: `${BARE}/list?companyId=benchList`, seconds },
  },
  {
    name: 'GET since (10 of 10,000)',
    api: (base, position) => ({
      url: docAt(base)(`?companyId=benchSince&since=${position}`),
      headers: auth,
      seconds,
    }),
    bare: { url: `${BARE}/list?companyId=benchSince&since=${since}`, seconds },
  },
  {
    name: 'POST save',
    api: (base) => ({ url: docAt(base)(''), method: 'POST', body: saveBody, headers: auth, seconds }),
    bare: { url: `${BARE}/save`, method: 'POST', body: saveBody, seconds },
  },
  {
    name: 'POST save spread over 100 companies',
    target: 0.6,
    api: (base) => ({ url: docAt(base)(''), method: 'POST', nextBody: spreadBody, headers: auth, seconds }),
    bare: { url: `${BARE}/save`, method: 'POST', nextBody: spreadBody, seconds },
  },
  {
    name: 'POST saveMany (100)',
    target: 0.5,
    api: (base) => ({
      url: docAt(base)('/saveMany'),
      method: 'POST',
      body: manyBody,
      headers: auth,
      seconds,
    }),
    bare: { url: `${BARE}/saveMany`, method: 'POST', body: manyBody, seconds },
  },
];

const medianOf = (xs: LoadResult[], key: keyof LoadResult) => median(xs.map((x) => x[key]));

const rows: string[] = [];
const ratioRows: string[] = [];
const liteRows: string[] = [];
const only = process.env.BENCH_ONLY;
const LITE_TARGET = 0.3;
for (const op of ops.filter((o) => !only || o.name.startsWith(only))) {
  const runs = { api: [] as LoadResult[], bare: [] as LoadResult[], lite: [] as LoadResult[] };
  for (let r = 0; r < rounds; r++) {
    runs.api.push(await load(op.api(API, since)));
    runs.bare.push(await load(op.bare));
    if (lite) runs.lite.push(await load(op.api(LITE, liteSince)));
  }
  const a = (k: keyof LoadResult) => medianOf(runs.api, k);
  const b = (k: keyof LoadResult) => medianOf(runs.bare, k);
  rows.push(
    `| ${op.name} | ${a('rps').toFixed(0)} req/s, p99 ${a('p99')} ms | ${b('rps').toFixed(0)} req/s, p99 ${b('p99')} ms | ${(a('rps') / b('rps')).toFixed(2)}× | ${(a('bytesPerRequest') / 1024).toFixed(1)} kB | ${a('errors')} |`,
  );
  console.info(rows.at(-1));
  const ratio = a('rps') / b('rps');
  ratioRows.push(
    `| ${op.name} | ${a('rps').toFixed(0)} req/s | ${b('rps').toFixed(0)} req/s | ${ratio.toFixed(2)}× | ${op.target ? `≥ ${op.target}×` : '—'} | ${op.target ? (ratio >= op.target ? 'yes' : 'no') : '—'} |`,
  );
  if (lite) {
    const l = (k: keyof LoadResult) => medianOf(runs.lite, k);
    const liteRatio = l('rps') / a('rps');
    liteRows.push(
      `| ${op.name} | ${l('rps').toFixed(0)} req/s, p99 ${l('p99')} ms | ${a('rps').toFixed(0)} req/s | ${liteRatio.toFixed(2)}× | ${l('errors')} |`,
    );
    ratioRows.push(
      `| ${op.name}, embedded PGlite ÷ PostgreSQL | ${l('rps').toFixed(0)} req/s | (PostgreSQL ${a('rps').toFixed(0)} req/s) | ${liteRatio.toFixed(2)}× | ≥ ${LITE_TARGET}× | ${liteRatio >= LITE_TARGET ? 'yes' : 'no'} |`,
    );
  }
}

const deltaVsFull = await compareDeltaWithFull({
  full: docAt(API)('?companyId=benchSince'),
  delta: docAt(API)(`?companyId=benchSince&since=${since}`),
  headers: auth,
});

const realtime = await measureRealtimeLatency({
  base: API,
  companyId: 'benchRt',
  headers: auth,
  listeners,
  commits: 30,
});

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.info(`
Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, PostgreSQL (local, 127.0.0.1:5432)
Command: npm run bench (BENCH_SECONDS=${seconds}, BENCH_ROUNDS=${rounds}, 50 connections; medians of the rounds)

| operation | Jumun API | bare node:http + pg | API ÷ bare | bytes/resp (API) | errors |
|---|---|---|---|---|---|
${rows.join('\n')}

Delta sync vs full list (10 changed of 10,000; sequential, ${deltaVsFull.samples} requests each): full ${(deltaVsFull.fullBytes / 1024).toFixed(0)} kB in ${deltaVsFull.fullMs.toFixed(1)} ms, delta ${(deltaVsFull.deltaBytes / 1024).toFixed(1)} kB in ${deltaVsFull.deltaMs.toFixed(1)} ms → bytes ${((deltaVsFull.deltaBytes / deltaVsFull.fullBytes) * 100).toFixed(2)} %, time ${((deltaVsFull.deltaMs / deltaVsFull.fullMs) * 100).toFixed(1)} % (median)
Realtime commit → event with ${listeners} listeners: p50 ${realtime.p50.toFixed(1)} ms, p95 ${realtime.p95.toFixed(1)} ms (${realtime.delivered}/${realtime.expected} deliveries)

${
  lite
    ? `Embedded PGlite (DATA_DIR, no DATABASE_URL) against the same API on PostgreSQL:

| operation | Jumun API on PGlite | Jumun API on PostgreSQL | PGlite ÷ PostgreSQL | errors (PGlite) |
|---|---|---|---|---|
${liteRows.join('\n')}

`
    : ''
}Ratios against the targets (load average at the end: ${os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ')}):

| operation | Jumun | bare | ratio | target | met? |
|---|---|---|---|---|---|
${ratioRows.join('\n')}
| delta sync bytes / time vs full list | ${((deltaVsFull.deltaBytes / deltaVsFull.fullBytes) * 100).toFixed(2)} % / ${((deltaVsFull.deltaMs / deltaVsFull.fullMs) * 100).toFixed(1)} % | | | ≤ 1 % / ≤ 10 % | ${deltaVsFull.deltaBytes / deltaVsFull.fullBytes <= 0.01 && deltaVsFull.deltaMs / deltaVsFull.fullMs <= 0.1 ? 'yes' : 'no'} |
| realtime p95, ${listeners} listeners | ${realtime.p95.toFixed(1)} ms | | | ≤ 50 ms | ${realtime.p95 <= 50 ? 'yes' : 'no'} |
`);

await db.end();
api.kill('SIGTERM');
bare.kill('SIGTERM');
lite?.kill('SIGTERM');
await new Promise((r) => setTimeout(r, 1500));
await dropDatabase();
fs.rmSync(liteDir, { recursive: true, force: true });
process.exit(0);
