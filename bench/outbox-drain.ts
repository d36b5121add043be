import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createFieldCipher } from '../apps/server/src/lib/field-cipher';
import { createFreshDatabase } from './lib';
import { type StartedServer, startServer, stopServer } from './server-process';

/**
 * Issue 12: "10,000 queued notifications drained against the fake gateway with 5 % failures: 0 lost, 0 duplicates,
 * throughput reported". `npm run build:server && node --import tsx bench/outbox-drain.ts`.
 * Two compiled servers (what `npm start` runs) on one fresh PostgreSQL database drain the same outbox, so the claims
 * that keep two workers from sending one row twice are part of what is measured. The fake Aligo gateway on 127.0.0.1
 * fails a random BENCH_FAILURE_RATE of its calls (HTTP 500), failed rows come back after the outbox's backoff
 * (10 s, 20 s, 40 s …), and every message carries its row's number so the gateway can count deliveries per row.
 * Env: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_OUTBOX_ROWS (10000),
 * BENCH_FAILURE_RATE (0.05), BENCH_WORKERS (2).
 */
const rows = Number(process.env.BENCH_OUTBOX_ROWS ?? 10_000);
const failureRate = Number(process.env.BENCH_FAILURE_RATE ?? 0.05);
const workers = Number(process.env.BENCH_WORKERS ?? 2);
const COMPANY = 'demoCompanyCafe';

/** The gateway: Aligo's SMS `POST /send/` shape; counts successful deliveries per bench row. */
const delivered = new Map<number, number>();
let calls = 0;
let failedCalls = 0;
const gateway = http.createServer((req, res) => {
  let raw = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => {
    raw += chunk;
  });
  req.on('end', () => {
    calls += 1;
    if (Math.random() < failureRate) {
      failedCalls += 1;
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"result_code":"-99"}');
      return;
    }
    const id = Number(/#(\d+)/.exec(new URLSearchParams(raw).get('msg') ?? '')?.[1] ?? Number.NaN);
    delivered.set(id, (delivered.get(id) ?? 0) + 1);
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end('{"result_code":"1","message":"success","msg_id":"1","success_cnt":1,"error_cnt":0}');
  });
});
gateway.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;

const { name: dbName, url: dbUrl, drop: dropDatabase } = await createFreshDatabase('jumun_bench_outbox');
const dataKey = crypto.randomBytes(32);
const env = (seed: boolean) => ({
  DATABASE_URL: dbUrl,
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
  SEED_DEMO: String(seed),
  JWT_SECRET: crypto.randomBytes(32).toString('base64'),
  DATA_ENCRYPTION_KEY: dataKey.toString('base64'),
  DATA_DIR: path.join(os.tmpdir(), dbName),
  SMS_PROVIDER: 'aligo',
  NOTIFY_PROVIDER: 'aligo',
  ALIGO_API_URL: gatewayUrl,
  ALIGO_ALIMTALK_API_URL: gatewayUrl,
  ALIGO_API_KEY: 'bench',
  ALIGO_USER_ID: 'bench',
  ALIGO_SENDER: '0212345678',
  OUTBOX_POLL_MS: '100',
});

const servers: StartedServer[] = [];
const db = new pg.Client({ connectionString: dbUrl });
try {
  // The first server migrates and seeds the demo companies; the others join the same database.
  for (let i = 0; i < workers; i += 1) servers.push(await startServer('compiled', env(i === 0), 3320 + i));
  await db.connect();

  const phone = createFieldCipher(dataKey, crypto.randomBytes(32)).encrypt('+821000000001');
  const queuedAt = performance.now();
  await db.query(
    `insert into notification_outbox (company_id, order_id, event, dedupe_key, secured_phone, template_code, message)
     select $1, 'bench-' || n, 'orderReady', 'bench:' || n, $2, '', '[벤치] 주문 #' || n || ' 준비되었습니다'
       from generate_series(1, $3::int) as n`,
    [COMPANY, phone, rows],
  );

  let firstPassMs = Number.NaN;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const {
      rows: [count],
    } = await db.query<{ untried: string; pending: string }>(
      `select count(*) filter (where attempts = 0) as untried,
              count(*) filter (where state in ('queued', 'sending')) as pending
         from notification_outbox`,
    );
    if (Number.isNaN(firstPassMs) && Number(count?.untried) === 0) firstPassMs = performance.now() - queuedAt;
    if (Number(count?.pending) === 0) break;
    if (performance.now() - queuedAt > 15 * 60_000) throw new Error('outbox not drained in 15 minutes');
  }
  const allMs = performance.now() - queuedAt;

  const { rows: states } = await db.query<{ state: string; n: string; max_attempts: number }>(
    `select state, count(*) as n, max(attempts) as max_attempts from notification_outbox group by state`,
  );
  const sentRows = Number(states.find((s) => s.state === 'sent')?.n ?? 0);
  const gaveUp = Number(states.find((s) => s.state === 'failed')?.n ?? 0);
  let duplicates = 0;
  for (const count of delivered.values()) if (count > 1) duplicates += count - 1;
  const deliveredRows = [...delivered.keys()].filter((id) => id >= 1 && id <= rows).length;
  const lost = rows - deliveredRows - gaveUp;

  console.log(
    `\nOutbox drain: ${rows} rows, ${workers} server processes, ${failureRate * 100} % gateway failures`,
  );
  console.log(
    `| rows | gateway calls (failed) | first pass | all sent | first-pass rate | sent | gave up | duplicates | lost |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${rows} | ${calls} (${failedCalls}) | ${(firstPassMs / 1000).toFixed(1)} s | ${(allMs / 1000).toFixed(1)} s | ` +
      `${Math.round(rows / (firstPassMs / 1000))} msg/s | ${sentRows} | ${gaveUp} | ${duplicates} | ${lost} |`,
  );
  console.log(`max attempts of a row: ${Math.max(...states.map((s) => s.max_attempts))}`);
  if (duplicates > 0 || lost > 0 || sentRows !== deliveredRows) process.exitCode = 1;
} finally {
  await db.end().catch(() => undefined);
  for (const server of servers) await stopServer(server.child);
  await dropDatabase();
  gateway.close();
  gateway.closeAllConnections();
}
