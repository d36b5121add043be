import crypto from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createFreshDatabase, percentile } from './lib';
import { cloneSampleCompanies, signInAdmin } from './order-fixtures';
import { type StartedServer, startServer, stopServer } from './server-process';

/**
 * Realtime fan-out spread over many companies in one process (issue #16: commit → listeners p95 ≤ 50 ms with
 * 10,000 listeners over 1,000 companies). A fresh PostgreSQL database, the sample cafe copied into
 * BENCH_COMPANIES companies, BENCH_LISTENERS_PER_COMPANY administrator streams on each, then BENCH_COMMITS
 * product saves, one at a time, each in the next company; for every delivery, the time from the start of the save
 * request to the event at that company's listeners. Events reaching another company's listener are counted
 * (they must be 0).
 *   npm run build:server && node --import tsx bench/realtime-spread.ts
 */
const companyCount = Number(process.env.BENCH_COMPANIES ?? 1000);
const perCompany = Number(process.env.BENCH_LISTENERS_PER_COMPANY ?? 10);
const commits = Number(process.env.BENCH_COMMITS ?? 300);
const SUPER_PHONE = '+821000000009';
const PORT = 3350;

const { name: dbName, url: dbUrl, drop: dropDatabase } = await createFreshDatabase('jumun_bench_spread');
const secrets = {
  JWT_SECRET: crypto.randomBytes(32).toString('base64'),
  DATA_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
};
const env = (seed: boolean) => ({
  ...secrets,
  DATABASE_URL: dbUrl,
  DATA_DIR: path.join(os.tmpdir(), dbName),
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
  SEED_DEMO: String(seed),
  AUTH_TEST_PHONE_NUMBERS: `${SUPER_PHONE}:123456`,
  SUPER_ADMIN_PHONES: SUPER_PHONE,
  SSE_MAX_PER_IP: '100000',
  SSE_MAX_PER_COMPANY: '100000',
});

type Listener = { companyId: string; req: http.ClientRequest };
const arrivals = new Map<string, { companyId: string; at: number }[]>();
let crossDeliveries = 0;

const listen = (base: string, companyId: string, headers: Record<string, string>, agent: http.Agent) =>
  new Promise<Listener>((resolve, reject) => {
    const req = http.get(`${base}/api/realtime/admin/companies/${companyId}`, { headers, agent }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream of ${companyId}: HTTP ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('"changed":"snapshot"')) resolve({ companyId, req });
          else if (block.startsWith('event: company.changed')) {
            // Every event names the company it belongs to: one for another company is a leak.
            const at = performance.now();
            const tag = /"companyId":"([^"]+)"/.exec(block)?.[1];
            if (tag && tag !== companyId) crossDeliveries += 1;
            const list = arrivals.get(companyId) ?? [];
            list.push({ companyId, at });
            arrivals.set(companyId, list);
          }
          end = buffer.indexOf('\n\n');
        }
      });
      res.on('error', () => undefined);
    });
    req.on('error', reject);
  });

let server: StartedServer | undefined;
try {
  const seeding = await startServer('compiled', env(true), PORT);
  await stopServer(seeding.child);
  const companies = await cloneSampleCompanies(dbUrl, companyCount);
  server = await startServer('compiled', env(false), PORT);
  const headers = await signInAdmin(server.base, SUPER_PHONE);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

  const openedAt = performance.now();
  const listeners: Listener[] = [];
  for (let i = 0; i < companies.length; i += 20) {
    const batch = companies.slice(i, i + 20);
    const opened = await Promise.all(
      batch.flatMap((companyId) =>
        Array.from({ length: perCompany }, () => listen(server?.base ?? '', companyId, headers, agent)),
      ),
    );
    listeners.push(...opened);
  }
  const openSeconds = (performance.now() - openedAt) / 1000;
  arrivals.clear();

  const latencies: number[] = [];
  let lost = 0;
  for (let i = 0; i < commits; i += 1) {
    const companyId = companies[(i * 7) % companies.length] as string;
    arrivals.set(companyId, []);
    const started = performance.now();
    const res = await fetch(`${server.base}/api/document/admin/product`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ companyId, item: { productName: `spread ${i}` } }),
    });
    if (!res.ok) throw new Error(`save in ${companyId}: HTTP ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    const deadline = Date.now() + 5000;
    while ((arrivals.get(companyId)?.length ?? 0) < perCompany && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 2));
    const got = arrivals.get(companyId) ?? [];
    lost += Math.max(0, perCompany - got.length);
    latencies.push(...got.map((arrival) => arrival.at - started));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  for (const listener of listeners) listener.req.destroy();
  agent.destroy();

  const [load1] = os.loadavg();
  console.log(
    `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}; load average ${load1?.toFixed(1)}`,
  );
  console.log(
    `Realtime spread: ${companyCount} companies × ${perCompany} listeners = ${listeners.length} streams (opened in ${openSeconds.toFixed(1)} s), ${commits} saves one at a time`,
  );
  console.log('| deliveries expected | delivered | lost | to another company | p50 | p95 | p99 |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    `| ${commits * perCompany} | ${latencies.length} | ${lost} | ${crossDeliveries} | ${percentile(latencies, 50).toFixed(1)} ms | ${percentile(latencies, 95).toFixed(1)} ms | ${percentile(latencies, 99).toFixed(1)} ms |`,
  );
} finally {
  if (server) await stopServer(server.child);
  await dropDatabase();
}
