import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createFreshDatabase, percentile } from './lib';
import { startServer, stopServer } from './server-process';

/**
 * The operator's company table with 100,000 companies (issue 14: first page ≤ 300 ms server time). A fresh
 * PostgreSQL database, the real server (tsx), 100,000 companies inserted by SQL, then sequential requests of
 * `GET /api/super/companies` as the super admin over loopback: each figure includes HTTP on 127.0.0.1, so it is
 * an upper bound of the server time. Env: BENCH_DATABASE_URL, BENCH_COMPANIES (100000), BENCH_REQUESTS (30).
 */
const COUNT = Number(process.env.BENCH_COMPANIES ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3410);
const SUPER_PHONE = '+821000000009';

const { url, drop: dropDatabase } = await createFreshDatabase('jumun_super');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jumun-super-bench-'));
const env = {
  DATABASE_URL: url,
  DATA_DIR: dataDir,
  JWT_SECRET: crypto.randomBytes(32).toString('base64'),
  DATA_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
  SEED_DEMO: 'true',
};

const server = await startServer('tsx', env, PORT);
const post = async (p: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${server.base}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()).data;
};

try {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const seeded = performance.now();
  await db.query(
    `INSERT INTO companies (id, company_type, status, business_info, business_hours, delivery_config, order_support,
       contact_info, bank_account, reward_policy, kakao_info, date_created)
     SELECT 'coBench' || lpad(g::text, 6, '0'),
            (ARRAY['basic','offline_store','offline_hq','online_mall'])[1 + g % 4],
            CASE WHEN g % 50 = 0 THEN 'suspended' ELSE 'active' END,
            jsonb_build_object('shopName', '벤치 가게 ' || g), '{}', '{}', '{}', '{}', '{}', '{}', '{}',
            now() - (g || ' minutes')::interval
     FROM generate_series(1, $1) g`,
    [COUNT],
  );
  await db.query('ANALYZE companies');
  await db.end();
  const seedSeconds = (performance.now() - seeded) / 1000;

  await post('/api/auth/send-sms', { phoneNumber: SUPER_PHONE });
  const { customToken } = await post('/api/auth/verify-sms', { phoneNumber: SUPER_PHONE, code: '123456' });
  const { idToken } = await post('/api/auth/session', { customToken });
  const headers = { authorization: `Bearer ${idToken}` };

  const time = async (query: string) => {
    const samples: number[] = [];
    let total = 0;
    for (let i = 0; i < REQUESTS + 3; i++) {
      const started = performance.now();
      const res = await fetch(`${server.base}/api/super/companies?${query}`, { headers });
      const body = await res.json();
      if (!res.ok) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
      total = body.data.total;
      if (i >= 3) samples.push(performance.now() - started);
    }
    return { p50: percentile(samples, 50), p95: percentile(samples, 95), total };
  };
  const cases = [
    ['first page, newest first', 'sort=dateCreated&dir=desc&page=1&pageSize=20'],
    ['page 2,500 (offset 50,000)', 'sort=dateCreated&dir=desc&page=2500&pageSize=20'],
    ['sorted by shop name', 'sort=shopName&dir=asc&page=1&pageSize=20'],
    ['search "가게 9999"', `q=${encodeURIComponent('가게 9999')}&page=1&pageSize=20`],
    ['suspended only', 'status=suspended&page=1&pageSize=20'],
  ] as const;
  const rows = [];
  for (const [label, query] of cases) rows.push({ label, ...(await time(query)) });
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.info(`
Machine: ${os.cpus().length} × ${cpu}, Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)}
${COUNT.toLocaleString('en')} companies inserted in ${seedSeconds.toFixed(1)} s; ${REQUESTS} sequential requests each (after 3 warm-up)

| request | matching | p50 | p95 |
|---|---|---|---|
${rows.map((r) => `| ${r.label} | ${r.total.toLocaleString('en')} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms |`).join('\n')}`);
} finally {
  await stopServer(server.child);
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
