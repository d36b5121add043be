import { type ChildProcess, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createIdTokenService } from '../apps/server/src/modules/auth';
import { seedBenchAdministrator } from './bench-admin';
import {
  DIRECTUS_DIR,
  DIRECTUS_VERSION,
  directusArgs,
  directusEnv,
  ensureDirectusInstalled,
  productsCollection,
  seedRows,
} from './directus';
import { createFreshDatabase, type LoadResult, load, median, startProcess } from './lib';
import { serverArgs } from './server-process';

/**
 * `npm run bench:peer` (issue #16): Directus 11.3.5 with its cache off and on, the Jumun API and the bare
 * node:http + pg handler, side by side in one run on the same PostgreSQL: GET one, one company's 100 products, POST
 * one. Targets alternate A B C D, BENCH_ROUNDS times (2), BENCH_SECONDS each (10), 50 connections; medians.
 * Env: PEER_DATABASE_URL (the server for the fresh databases, default postgres://postgres@127.0.0.1:5432/postgres),
 * PEER_DIRECTUS_DIR (the install, default <tmp>/jumun-peer-directus), PEER_PORT_BASE (8155: Directus on it and +1,
 * Jumun on +2, bare on +3).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.PEER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const portBase = Number(process.env.PEER_PORT_BASE ?? 8155);

ensureDirectusInstalled();

const directusDb = await createFreshDatabase('jumun_peer_directus', serverUrl);
const jumunDb = await createFreshDatabase('jumun_peer_api', serverUrl);

const children: ChildProcess[] = [];
const cleanUp = async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await directusDb.drop();
  await jumunDb.drop();
};

const COMPANIES = Array.from({ length: 10 }, (_, i) => `peer${i}`);
const LIST_COMPANY = 'peer3';
const WRITE_COMPANY = 'peerWrite';
const PER_COMPANY = 100;

try {
  // Directus: bootstrap, the uncached process, the collection and its rows, then the cached process (which
  // reads the schema once at start, after the collection exists).
  const token = crypto.randomBytes(24).toString('hex');
  const directusPort = portBase;
  const cachedPort = portBase + 1;
  const envOf = (port: number, cached: boolean) =>
    directusEnv({ database: directusDb.name, port, token, cached });
  const bootstrap = spawnSync(process.execPath, directusArgs('bootstrap'), {
    cwd: DIRECTUS_DIR,
    env: { ...process.env, ...envOf(directusPort, false) },
    stdio: 'inherit',
  });
  if (bootstrap.status !== 0) throw new Error('directus bootstrap failed');
  const DIRECTUS = `http://127.0.0.1:${directusPort}`;
  const CACHED = `http://127.0.0.1:${cachedPort}`;
  const startDirectus = (port: number, cached: boolean) =>
    startProcess(directusArgs('start'), envOf(port, cached), `http://127.0.0.1:${port}/server/ping`, {
      cwd: DIRECTUS_DIR,
      timeoutMs: 180_000,
    });
  children.push(await startDirectus(directusPort, false));
  const bearer = { authorization: `Bearer ${token}` };
  const call = async (pathname: string, body: unknown) => {
    const res = await fetch(`${DIRECTUS}${pathname}`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ data: unknown }>;
  };
  await call('/collections', productsCollection());
  await call('/items/products', seedRows(COMPANIES, PER_COMPANY));
  const directusSql = new pg.Client({ connectionString: directusDb.url });
  // DROP … WITH (FORCE) at the end ends this connection if a failure skipped its end().
  directusSql.on('error', () => {});
  await directusSql.connect();
  // Directus has no index option on a field; without one the filtered list degrades as rows are added.
  await directusSql.query('CREATE INDEX products_company_id_idx ON products (company_id)');
  await directusSql.query('ANALYZE products');
  const oneId = (
    await directusSql.query(`SELECT id FROM products WHERE company_id = $1 AND display_level = 50`, [
      LIST_COMPANY,
    ])
  ).rows[0].id as number;
  children.push(await startDirectus(cachedPort, true));

  // Jumun and the bare handler on their own database, with the same companies and rows.
  const jwtSecret = crypto.randomBytes(32);
  const API = `http://127.0.0.1:${portBase + 2}`;
  const BARE = `http://127.0.0.1:${portBase + 3}`;
  children.push(
    await startProcess(
      serverArgs('compiled'),
      {
        DATABASE_URL: jumunDb.url,
        HOST: '127.0.0.1',
        PORT: String(portBase + 2),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        NODE_ENV: 'production',
        JWT_SECRET: jwtSecret.toString('base64'),
        DATA_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
        DATA_DIR: path.join(os.tmpdir(), jumunDb.name),
      },
      `${API}/runtime-config.json`,
    ),
  );
  children.push(
    await startProcess(
      ['--import', 'tsx', path.join(root, 'bench/bare-server.ts')],
      { DATABASE_URL: jumunDb.url, PORT: String(portBase + 3) },
      `${BARE}/one`,
    ),
  );
  const jumunSql = new pg.Client({ connectionString: jumunDb.url });
  jumunSql.on('error', () => {});
  await jumunSql.connect();
  for (const id of [...COMPANIES, WRITE_COMPANY]) {
    await jumunSql.query(
      `INSERT INTO companies (id, business_info, business_hours, delivery_config, order_support, contact_info, bank_account, reward_policy, kakao_info)
       VALUES ($1, '{}', '{}', '{}', '{}', '{}', '{}', '{}', '{}')`,
      [id],
    );
    await jumunSql.query(
      `INSERT INTO products (id, company_id, product_name, price_original, price_discounted, categories, display_level, description)
       SELECT 'p_' || $1 || '_' || g, $1, '상품 ' || g, 5000, 4500, ARRAY['ctg_a'], g, '벤치마크용 상품 설명입니다.'
       FROM generate_series(1, $2) g`,
      [id, id === WRITE_COMPANY ? 0 : PER_COMPANY],
    );
  }
  await seedBenchAdministrator((text, params) => jumunSql.query(text, params), 'bench', [
    ...COMPANIES,
    WRITE_COMPANY,
  ]);
  await jumunSql.query('ANALYZE');
  const { idToken } = await createIdTokenService(jwtSecret).sign({
    uid: 'bench',
    roles: ['admin'],
    companyIds: [...COMPANIES, WRITE_COMPANY],
  });
  const auth = { authorization: `Bearer ${idToken}` };
  const doc = (q: string) => `${API}/api/document/admin/product${q}`;

  type Target = 'directus' | 'cached' | 'jumun' | 'bare';
  const TARGETS: Target[] = ['directus', 'cached', 'jumun', 'bare'];
  type Op = {
    name: string;
    requests: Record<Target, Parameters<typeof load>[0]>;
    reset?: () => Promise<void>;
  };
  const items = (base: string, q: string) => `${base}/items/products${q}`;
  const listQuery = `?filter[company_id][_eq]=${LIST_COMPANY}&sort=display_level,id&limit=${PER_COMPANY}`;
  const directusPost = { company_id: WRITE_COMPANY, product_name: '벤치 저장' };
  const jumunPost = { companyId: WRITE_COMPANY, item: { productName: '벤치 저장' } };
  const ops: Op[] = [
    {
      name: 'GET one',
      requests: {
        directus: { url: items(DIRECTUS, `/${oneId}`), headers: bearer, seconds },
        cached: { url: items(CACHED, `/${oneId}`), headers: bearer, seconds },
        jumun: { url: doc(`/p_${LIST_COMPANY}_50?companyId=${LIST_COMPANY}`), headers: auth, seconds },
        bare: { url: `${BARE}/one?companyId=${LIST_COMPANY}&id=p_${LIST_COMPANY}_50`, seconds },
      },
    },
    {
      name: "GET list of one company's 100 products",
      requests: {
        directus: { url: items(DIRECTUS, listQuery), headers: bearer, seconds },
        cached: { url: items(CACHED, listQuery), headers: bearer, seconds },
        jumun: { url: doc(`?companyId=${LIST_COMPANY}`), headers: auth, seconds },
        bare: { url: `${BARE}/list?companyId=${LIST_COMPANY}`, seconds },
      },
    },
    {
      name: 'POST one',
      requests: {
        directus: { url: items(DIRECTUS, ''), method: 'POST', body: directusPost, headers: bearer, seconds },
        cached: { url: items(CACHED, ''), method: 'POST', body: directusPost, headers: bearer, seconds },
        jumun: { url: doc(''), method: 'POST', body: jumunPost, headers: auth, seconds },
        bare: { url: `${BARE}/save`, method: 'POST', body: jumunPost, seconds },
      },
      // Every round starts from the same tables: Directus's activity and revision logs and both sides' new rows.
      reset: async () => {
        await directusSql.query('DELETE FROM directus_revisions');
        await directusSql.query('DELETE FROM directus_activity');
        await directusSql.query('DELETE FROM products WHERE company_id = $1', [WRITE_COMPANY]);
        await jumunSql.query('DELETE FROM products WHERE company_id = $1', [WRITE_COMPANY]);
      },
    },
  ];

  // One request to each first: a target answering errors would otherwise be measured as fast errors.
  for (const op of ops) {
    for (const target of TARGETS) {
      const { url, method, body, headers } = op.requests[target];
      const res = await fetch(url, {
        method: method ?? 'GET',
        headers: { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${op.name} · ${target}: ${res.status} ${await res.text()}`);
    }
  }

  const results: { name: string; runs: Record<Target, LoadResult[]> }[] = [];
  for (const op of ops) {
    const runs = { directus: [], cached: [], jumun: [], bare: [] } as Record<Target, LoadResult[]>;
    for (let r = 0; r < rounds; r++) {
      for (const target of TARGETS) {
        await op.reset?.();
        const result = await load(op.requests[target]);
        runs[target].push(result);
        console.info(
          `${op.name} · ${target} · round ${r + 1}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms, ${result.errors} errors`,
        );
      }
    }
    results.push({ name: op.name, runs });
  }
  await directusSql.end();
  await jumunSql.end();

  const med = (xs: LoadResult[], key: keyof LoadResult) => median(xs.map((x) => x[key]));
  const cell = (xs: LoadResult[]) =>
    `${med(xs, 'rps').toFixed(0)} req/s, p99 ${med(xs, 'p99').toFixed(0)} ms${med(xs, 'errors') > 0 ? `, ${med(xs, 'errors')} errors` : ''}`;
  const rows = results.map(({ name, runs }) => {
    const jumun = med(runs.jumun, 'rps');
    const overDirectus = jumun / med(runs.directus, 'rps');
    const overCached = jumun / med(runs.cached, 'rps');
    const met = overDirectus >= 10 && overCached >= 3 ? 'yes' : 'no';
    return `| ${name} | ${cell(runs.directus)} | ${cell(runs.cached)} | ${cell(runs.jumun)} | ${cell(runs.bare)} | ${overDirectus.toFixed(2)}× | ${overCached.toFixed(2)}× | ${met} |`;
  });
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.info(`
Date: ${new Date().toISOString()}
Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, PostgreSQL (local)
Load average at the end (/proc/loadavg): ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}
Command: npm run bench:peer (BENCH_SECONDS=${seconds}, BENCH_ROUNDS=${rounds}, 50 connections, targets alternating A B C D; medians)

| operation | Directus ${DIRECTUS_VERSION} | Directus cached (memory) | Jumun | bare node:http + pg | Jumun ÷ Directus | Jumun ÷ Directus cached | ≥ 10× and ≥ 3×? |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`);
} finally {
  await cleanUp();
}
process.exit(0);
