import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { measureBoardFanOut } from './board-fan-out';
import { createFreshDatabase, startProcess } from './lib';
import { runOpenLoop } from './open-loop';
import {
  cloneSampleCompanies,
  openAroundTheClock,
  placeBody,
  quotePayable,
  SAMPLE_AMERICANO,
  SOURCE_COMPANY,
  signInAdmin,
  signInCustomer,
} from './order-fixtures';
import { type StartedServer, startServer, stopServer } from './server-process';

/**
 * Order placement (issue 11) and the order board fan-out (issue 12) on PostgreSQL, plus placement on PGlite.
 * `npm run build:server && node --import tsx bench/order-placement.ts`
 * Env: BENCH_DATABASE_URL, BENCH_SECONDS (10), BENCH_COMPANIES (100), BENCH_BOARDS (20 per company),
 * BENCH_RATE (200 orders/s for the fan-out), BENCH_PLACE_RATE (500 orders/s offered for placement's latency target),
 * BENCH_ONLY (place | bare | boards | pglite), BENCH_LATENCY_DUMP (a file: each rate-phase answer's due time and latency).
 * A/B on a busy machine: BENCH_BASELINE=<another compiled server.js> (e.g. main's apps/server/dist copied beside this
 * one, so its node_modules resolve) alternates placement runs of that build (A) and this one (B), BENCH_ROUNDS (3)
 * times each on the same database, and prints B ÷ A per round with the load average.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const companyCount = Number(process.env.BENCH_COMPANIES ?? 100);
const boardsPerCompany = Number(process.env.BENCH_BOARDS ?? 20);
const rate = Number(process.env.BENCH_RATE ?? 200);
/** Issue 11's placement target: this many orders per second offered through the 50 connections, p99 ≤ 100 ms. */
const placeRate = Number(process.env.BENCH_PLACE_RATE ?? 500);
const only = process.env.BENCH_ONLY;
const baseline = process.env.BENCH_BASELINE;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const runs = (part: string) => !only || only === part;
const CUSTOMER_PHONE = '+821000000005';
const OWNER_PHONE = '+821000000002';
const SUPER_PHONE = '+821000000009';

type Placement = { rps: number; p50: number; p99: number; errors: number; total: number };

/**
 * 50 connections for `seconds`, each request a new order (own Idempotency-Key) at the next company, each connection
 * sending its next order as soon as the last is answered: the capacity (latency is then 50 ÷ throughput by
 * construction, so this run says nothing of the latency at a given rate; `placeAtRate` does).
 */
const loadPlacement = (
  url: string,
  companies: string[],
  payable: number,
  headers: Record<string, string>,
  duration = seconds,
) =>
  new Promise<Placement>((resolve, reject) => {
    let next = 0;
    autocannon(
      {
        url,
        method: 'POST',
        connections: 50,
        duration,
        headers: { 'content-type': 'application/json', ...headers },
        requests: [
          {
            setupRequest: (request) => {
              const companyId = companies[next % companies.length] as string;
              next += 1;
              return {
                ...request,
                headers: { ...request.headers, 'idempotency-key': crypto.randomUUID() },
                body: JSON.stringify(placeBody(companyId, payable)),
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
          total: result.requests.total,
        });
      },
    );
  });

/**
 * Issue 11's reading: `placeRate` orders per second offered at even intervals through 50 connections, latency from
 * each order's due time (bench/open-loop.ts, decision 057).
 */
const placeAtRate = (
  origin: string,
  pathname: string,
  companies: string[],
  payable: number,
  headers: Record<string, string>,
) =>
  runOpenLoop({
    origin,
    rate: placeRate,
    seconds,
    warmupSeconds: 2,
    connections: 50,
    request: (index) => ({
      path: pathname,
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify(placeBody(companies[index % companies.length] as string, payable)),
    }),
  });

const row = (name: string, r: Placement) =>
  `| ${name} | ${Math.round(r.rps)} orders/s | ${r.p50} ms | ${r.p99} ms | ${r.total} | ${r.errors} |`;
const results: string[] = [];
let placementVerdict = '';

/** One data key per benchmark run: a restarted server must read what the first one encrypted. */
const dataKey = crypto.randomBytes(32).toString('base64');
const env = (dbUrl: string | undefined, dataDir: string, jwtSecret: Buffer, seed: boolean) => ({
  ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
  SEED_DEMO: String(seed),
  JWT_SECRET: jwtSecret.toString('base64'),
  DATA_ENCRYPTION_KEY: dataKey,
  AUTH_TEST_PHONE_NUMBERS: [CUSTOMER_PHONE, OWNER_PHONE, SUPER_PHONE]
    .map((phone) => `${phone}:123456`)
    .join(','),
  SUPER_ADMIN_PHONES: SUPER_PHONE,
  SSE_MAX_PER_IP: '100000',
  SSE_MAX_PER_COMPANY: '100000',
});

// ---- PostgreSQL: 100 companies × the sample cafe's catalogue ----
if (runs('place') || runs('bare') || runs('boards')) {
  const { name: dbName, url: dbUrl, drop: dropDatabase } = await createFreshDatabase('jumun_bench_orders');
  const jwtSecret = crypto.randomBytes(32);
  const dataDir = path.join(os.tmpdir(), dbName);
  let server: StartedServer | undefined;
  let bare: Awaited<ReturnType<typeof startProcess>> | undefined;
  try {
    // Migrate and seed once, copy the sample cafe, then run the server that is measured on what is there.
    const seeding = await startServer('compiled', env(dbUrl, dataDir, jwtSecret, true), 3330);
    await stopServer(seeding.child);
    const companies = await cloneSampleCompanies(dbUrl, companyCount);
    if (baseline) await alternatePlacement(companies, env(dbUrl, dataDir, jwtSecret, false), baseline);
    else {
      server = await startServer('compiled', env(dbUrl, dataDir, jwtSecret, false), 3330);
      const customer = await signInCustomer(server.base, CUSTOMER_PHONE);
      const payable = await quotePayable(server.base, companies[0] as string, customer);

      if (runs('place') || runs('bare')) {
        const api = await loadPlacement(`${server.base}/api/order/place`, companies, payable, customer);
        results.push(row(`Jumun API, PostgreSQL, ${companyCount} companies`, api));
        console.log(results.at(-1));

        const db = new pg.Client({ connectionString: dbUrl });
        await db.connect();
        const {
          rows: [order],
        } = await db.query('select to_jsonb(o) as j from orders o limit 1');
        const {
          rows: [transition],
        } = await db.query('select to_jsonb(t) as j from order_transitions t limit 1');
        await db.end();
        bare = await startProcess(
          ['--import', 'tsx', path.join(import.meta.dirname, 'bare-place-server.ts')],
          {
            DATABASE_URL: dbUrl,
            PORT: '3331',
            ORDER_TEMPLATE: JSON.stringify({
              order: order?.j,
              transition: transition?.j,
              customerUid: order?.j.uid,
              productId: SAMPLE_AMERICANO,
            }),
          },
          'http://127.0.0.1:3331/',
        );
        const bareResult = await loadPlacement('http://127.0.0.1:3331/place', companies, payable, {});
        results.push(row('bare node:http + pg, same rows and transaction shape', bareResult));
        console.log(results.at(-1));
        results.push(`| API ÷ bare | ${(api.rps / bareResult.rps).toFixed(2)}× | | | | |`);

        // The target's own reading: the rate offered, the latency at that rate (not at saturation).
        const apiAtRate = await placeAtRate(server.base, '/api/order/place', companies, payable, customer);
        results.push(row(`Jumun API, ${placeRate} orders/s offered`, apiAtRate));
        console.log(results.at(-1));
        const bareAtRate = await placeAtRate('http://127.0.0.1:3331', '/place', companies, payable, {});
        results.push(row(`bare node:http + pg, ${placeRate} orders/s offered`, bareAtRate));
        console.log(results.at(-1));
        const met = apiAtRate.rps >= placeRate * 0.98 && apiAtRate.p99 <= 100 && apiAtRate.errors === 0;
        placementVerdict =
          `Target ≥ ${placeRate} orders/s with p99 ≤ 100 ms: ${met ? 'met' : 'not met'} ` +
          `(${Math.round(apiAtRate.rps)} orders/s served of ${placeRate} offered, p99 ${apiAtRate.p99} ms, ${apiAtRate.errors} errors)`;
      }

      if (runs('boards')) {
        const fanOut = await measureBoardFanOut(
          server.base,
          companies,
          { payable, customer },
          { boardsPerCompany, rate, seconds, operatorPhone: SUPER_PHONE },
        );
        console.log(
          `\nBoard fan-out: ${companyCount} companies × ${boardsPerCompany} boards, ${rate} orders/s for ${seconds} s`,
        );
        console.log(
          '| orders placed | deliveries expected | delivered | lost | p50 | p95 | p99 | place errors |',
        );
        console.log('|---|---|---|---|---|---|---|---|');
        console.log(
          `| ${fanOut.placed} | ${fanOut.expected} | ${fanOut.delivered} | ${fanOut.expected - fanOut.delivered} | ` +
            `${fanOut.p50.toFixed(1)} ms | ${fanOut.p95.toFixed(1)} ms | ${fanOut.p99.toFixed(1)} ms | ${fanOut.errors} |`,
        );
      }
    }
  } finally {
    if (bare) bare.kill('SIGTERM');
    if (server) await stopServer(server.child);
    await dropDatabase();
  }
}

// ---- PGlite: the embedded default, the seeded sample cafe opened around the clock by its owner ----
if (runs('pglite')) {
  const dataDir = path.join(os.tmpdir(), `jumun_bench_pglite_${Date.now()}`);
  const server = await startServer('compiled', env(undefined, dataDir, crypto.randomBytes(32), true), 3332);
  try {
    const owner = await signInAdmin(server.base, OWNER_PHONE);
    await openAroundTheClock(server.base, owner);
    const customer = await signInCustomer(server.base, CUSTOMER_PHONE);
    const payable = await quotePayable(server.base, SOURCE_COMPANY, customer);
    const result = await loadPlacement(`${server.base}/api/order/place`, [SOURCE_COMPANY], payable, customer);
    results.push(row('Jumun API, PGlite (embedded), 1 company', result));
  } finally {
    await stopServer(server.child);
  }
}

if (results.length > 0) {
  console.log(`\nOrder placement, 50 connections, ${seconds} s, one 아메리카노 per order`);
  console.log('| server | throughput | p50 | p99 | orders | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const line of results) console.log(line);
  if (placementVerdict) console.log(`\n${placementVerdict}`);
}

/** User + system CPU time of a process so far, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number | undefined) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** BENCH_BASELINE: placement of the baseline build (A) and this build (B), alternating, same database and load. */
async function alternatePlacement(companies: string[], serverEnv: Record<string, string>, entry: string) {
  const measure = async (serverEntry: string | undefined) => {
    const started = await startServer('compiled', serverEnv, 3333, serverEntry);
    try {
      const customer = await signInCustomer(started.base, CUSTOMER_PHONE);
      const payable = await quotePayable(started.base, companies[0] as string, customer);
      const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
      // Warmed up first, so neither build's figures carry the JIT's start.
      await loadPlacement(`${started.base}/api/order/place`, companies, payable, customer, 3);
      const cpuBefore = cpuMs(started.child.pid);
      const placed = await loadPlacement(`${started.base}/api/order/place`, companies, payable, customer);
      // The server's own CPU time per order: what the load of other processes changes least.
      return { ...placed, load, cpuPerOrder: (cpuMs(started.child.pid) - cpuBefore) / placed.total };
    } finally {
      await stopServer(started.child);
    }
  };
  const lines: string[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const a = await measure(entry);
    const b = await measure(undefined);
    lines.push(
      `| ${round} | ${Math.round(a.rps)}/s, p99 ${a.p99} ms, ${a.cpuPerOrder.toFixed(2)} CPU ms/order (load ${a.load}) | ` +
        `${Math.round(b.rps)}/s, p99 ${b.p99} ms, ${b.cpuPerOrder.toFixed(2)} CPU ms/order (load ${b.load}) | ` +
        `${(b.rps / a.rps).toFixed(2)}× | ${(b.cpuPerOrder / a.cpuPerOrder).toFixed(2)}× | ${a.errors + b.errors} |`,
    );
    console.log(lines.at(-1));
  }
  console.log(`\nPlacement A/B, 50 connections, ${seconds} s per run, A = ${entry}, B = this build`);
  console.log('| round | A (baseline) | B (this build) | throughput B ÷ A | CPU per order B ÷ A | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const line of lines) console.log(line);
}
