import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFreshDatabase } from './lib';
import { rssMb, type ServerMode, startServer, stopServer } from './server-process';

/**
 * `npm run bench:footprint` (issue #17): idle memory and start-up time of the real server on each database.
 * For each: start on a new DATA_DIR / database (time to first answer), 150 list requests, 5 s idle → RSS;
 * stop, start again on the same data (time to first answer with an existing DATA_DIR), 150 requests, idle → RSS.
 * Env: FOOTPRINT_MODE (compiled | tsx, default compiled), BENCH_DATABASE_URL (PostgreSQL server),
 * FOOTPRINT_DB (pglite | postgres | both, default both), plus any server variable (e.g. PGLITE_MEMORY).
 */
const mode = (process.env.FOOTPRINT_MODE ?? 'compiled') as ServerMode;
const which = process.env.FOOTPRINT_DB ?? 'both';
const PORT = 3390;
const secrets = {
  JWT_SECRET: crypto.randomBytes(32).toString('base64'),
  DATA_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const exercise = async (base: string) => {
  for (let i = 0; i < 150; i++) {
    const kind = ['product', 'category', 'option', 'optionGroup'][i % 4];
    const res = await fetch(`${base}/api/document/user/${kind}?companyId=coJumunSample`);
    if (!res.ok) throw new Error(`list answered ${res.status}`);
    await res.arrayBuffer();
  }
};

type Row = { database: string; run: string; startMs: number; idleRss: number };

const measure = async (database: string, env: Record<string, string>): Promise<Row[]> => {
  const rows: Row[] = [];
  for (const run of ['new data', 'existing data']) {
    const server = await startServer(mode, { ...secrets, ...env }, PORT);
    await exercise(server.base);
    await sleep(5000);
    rows.push({ database, run, startMs: server.startMs, idleRss: rssMb(server.child.pid as number) });
    await stopServer(server.child);
  }
  return rows;
};

const rows: Row[] = [];
if (which !== 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jumun-footprint-'));
  rows.push(...(await measure('PGlite', { DATA_DIR: dataDir })));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (which !== 'pglite') {
  const { url, drop: dropDatabase } = await createFreshDatabase('jumun_footprint');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jumun-footprint-'));
  rows.push(...(await measure('PostgreSQL', { DATABASE_URL: url, DATA_DIR: dataDir })));
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.info(`
Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; load average ${os.loadavg()[0]?.toFixed(1)}
Server: ${mode}${process.env.PGLITE_MEMORY ? `, PGLITE_MEMORY=${process.env.PGLITE_MEMORY}` : ''}

| database | data | start → first answer | idle RSS after 150 lists |
|---|---|---|---|
${rows.map((r) => `| ${r.database} | ${r.run} | ${(r.startMs / 1000).toFixed(2)} s | ${r.idleRss.toFixed(0)} MB |`).join('\n')}
`);
