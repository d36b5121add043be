import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createIdTokenService } from '../apps/server/src/modules/auth';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { seedBenchAdministrator } from './bench-admin';
import { type LoadResult, load, median, startProcess } from './lib';
import { ROOT } from './server-process';

/**
 * `node --import tsx bench/write-ab.ts`: two builds of the server (AB_A, AB_B: compiled dist folders, default
 * apps/server/dist-base and apps/server/dist) and the bare handler on one database, alternating A B bare per round,
 * on the two write operations of issue 16 (POST save spread over 100 companies, POST saveMany of 100). Before/after
 * on a shared machine: the two builds see the same load. Build the "before" with `npm run build:server` on the old
 * commit and copy apps/server/dist to apps/server/dist-base. Env: BENCH_SECONDS (8), BENCH_ROUNDS (3), BENCH_ONLY
 * (`spread` or `saveMany`), AB_B_FLAGS (extra Node flags for B, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`), AB_PORT_BASE
 * (3310: A, +1 B, +2 the bare handler, so two runs can share a machine).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const portBase = Number(process.env.AB_PORT_BASE ?? 3310);
const [portA, portB, portBare] = [portBase, portBase + 1, portBase + 2];
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `jumun_ab_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const jwtSecret = crypto.randomBytes(32);
const env = {
  LOG_LEVEL: 'error',
  SEED_DEMO: 'false',
  NODE_ENV: 'production',
  JWT_SECRET: jwtSecret.toString('base64'),
  DATA_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
  DATABASE_URL: dbUrl,
};
const start = (dist: string, port: number, extra: string[] = []) =>
  startProcess(
    [...SERVER_NODE_FLAGS, ...extra, path.join(ROOT, dist, 'server.js')],
    { ...env, PORT: String(port), DATA_DIR: path.join(os.tmpdir(), `${dbName}_${port}`) },
    `http://127.0.0.1:${port}/runtime-config.json`,
  );
const a = await start(process.env.AB_A ?? 'apps/server/dist-base', portA);
const b = await start(
  process.env.AB_B ?? 'apps/server/dist',
  portB,
  (process.env.AB_B_FLAGS ?? '').split(' ').filter(Boolean),
);
const bare = await startProcess(
  ['--import', 'tsx', path.join(ROOT, 'bench/bare-server.ts')],
  { DATABASE_URL: dbUrl, PORT: String(portBare) },
  `http://127.0.0.1:${portBare}/one`,
);

const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const spread = Array.from({ length: 100 }, (_, i) => `benchSpread${i}`);
const companyIds = ['benchWrite', ...spread];
for (const id of companyIds)
  await db.query(
    `INSERT INTO companies (id, business_info, business_hours, delivery_config, order_support, contact_info, bank_account, reward_policy, kakao_info)
     VALUES ($1, '{}', '{}', '{}', '{}', '{}', '{}', '{}', '{}')`,
    [id],
  );
await seedBenchAdministrator((text, params) => db.query(text, params), 'bench', companyIds);
const { idToken } = await createIdTokenService(jwtSecret).sign({
  uid: 'bench',
  roles: ['admin'],
  companyIds,
});
const headers = { authorization: `Bearer ${idToken}` };
let next = 0;
const spreadBody = () => ({ companyId: spread[next++ % spread.length], item: { productName: '벤치 저장' } });
const manyBody = {
  companyId: 'benchWrite',
  items: Array.from({ length: 100 }, (_, i) => ({ productName: `벤치 ${i}` })),
};
const document = (port: number, suffix: string) =>
  `http://127.0.0.1:${port}/api/document/admin/product${suffix}`;
const ops = [
  {
    name: 'spread',
    api: (port: number) => ({
      url: document(port, ''),
      method: 'POST' as const,
      nextBody: spreadBody,
      headers,
      seconds,
    }),
    bare: {
      url: `http://127.0.0.1:${portBare}/save`,
      method: 'POST' as const,
      nextBody: spreadBody,
      seconds,
    },
  },
  {
    name: 'saveMany',
    api: (port: number) => ({
      url: document(port, '/saveMany'),
      method: 'POST' as const,
      body: manyBody,
      headers,
      seconds,
    }),
    bare: { url: `http://127.0.0.1:${portBare}/saveMany`, method: 'POST' as const, body: manyBody, seconds },
  },
].filter((op) => !process.env.BENCH_ONLY || op.name.startsWith(process.env.BENCH_ONLY));

const rps = (runs: LoadResult[]) => median(runs.map((run) => run.rps));
const each = (runs: LoadResult[]) => runs.map((run) => run.rps.toFixed(0)).join('/');
const errors = (runs: LoadResult[]) => runs.reduce((sum, run) => sum + run.errors, 0);
for (const op of ops) {
  const runs = { a: [] as LoadResult[], b: [] as LoadResult[], bare: [] as LoadResult[] };
  for (let round = 0; round < rounds; round++) {
    runs.a.push(await load(op.api(portA)));
    runs.b.push(await load(op.api(portB)));
    runs.bare.push(await load(op.bare));
  }
  console.info(
    `${op.name}: A ${rps(runs.a).toFixed(0)} (${each(runs.a)}) B ${rps(runs.b).toFixed(0)} (${each(runs.b)}) bare ${rps(runs.bare).toFixed(0)} (${each(runs.bare)}) | A÷bare ${(rps(runs.a) / rps(runs.bare)).toFixed(2)} B÷bare ${(rps(runs.b) / rps(runs.bare)).toFixed(2)} B÷A ${(rps(runs.b) / rps(runs.a)).toFixed(2)} | errors A ${errors(runs.a)} B ${errors(runs.b)} | load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}
await db.end();
for (const child of [a, b, bare]) child.kill('SIGTERM');
await new Promise((resolve) => setTimeout(resolve, 1500));
await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await admin.end();
process.exit(0);
