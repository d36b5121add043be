import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createFreshDatabase } from './lib';
import { rssMb, startServer, stopServer } from './server-process';

/**
 * `npm run bench:soak` (issue #17): the compiled server under 10 minutes of mixed traffic on each database —
 * reads (lists and single items), saves, and SSE listeners connecting and leaving — with its RSS sampled every
 * 10 s. Reports start, peak and end RSS and the growth from the end of the warm-up (first 2 minutes) to the end.
 * Env: SOAK_MINUTES (10), SOAK_DB (pglite | postgres | both), BENCH_DATABASE_URL, PGLITE_SHARED_BUFFERS.
 */
const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const which = process.env.SOAK_DB ?? 'both';
const WARM_UP_MS = Math.min(120_000, (minutes * 60_000) / 5);
const PORT = 3395;
const COMPANY = 'coJumunSample';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const signIn = async (base: string) => {
  const post = async (url: string, body: unknown) =>
    (
      (await (
        await fetch(`${base}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as { data: Record<string, string> }
    ).data;
  const phoneNumber = '+821000000002';
  await post('/api/auth/send-sms', { phoneNumber });
  const { customToken } = await post('/api/auth/verify-sms', { phoneNumber, code: '123456' });
  const { idToken } = await post('/api/auth/session', { customToken });
  return { authorization: `Bearer ${idToken}` };
};

type Counters = { reads: number; saves: number; streams: number; errors: number };

/** Readers and writers in a loop at a steady pace (not flat out: a soak looks for leaks, not limits). */
const traffic = (base: string, auth: Record<string, string>, counters: Counters, until: () => boolean) => {
  const kinds = ['product', 'category', 'option', 'optionGroup'];
  const reader = async (n: number) => {
    for (let i = 0; !until(); i++) {
      const kind = kinds[(n + i) % kinds.length];
      const url =
        i % 5 === 0
          ? `/api/document/admin/company/${COMPANY}`
          : `/api/document/admin/${kind}?companyId=${COMPANY}`;
      const res = await fetch(`${base}${url}`, { headers: auth }).catch(() => undefined);
      if (res?.ok) counters.reads++;
      else counters.errors++;
      await res?.arrayBuffer();
      await sleep(20);
    }
  };
  // 50 products created once, then renamed over and over with their current revision: the table stays the
  // same size, so memory should too.
  const products: { id?: string; revision?: number }[] = Array.from({ length: 50 }, () => ({}));
  let saved = 0;
  const writer = async () => {
    while (!until()) {
      const product = products[saved % products.length] as { id?: string; revision?: number };
      saved++;
      const res = await fetch(`${base}/api/document/admin/product`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ companyId: COMPANY, item: { ...product, productName: `소크 ${saved}` } }),
      }).catch(() => undefined);
      const body = (await res?.json().catch(() => undefined)) as
        | { data?: { id: string; revision: number } }
        | undefined;
      if (res?.ok && body?.data) {
        counters.saves++;
        Object.assign(product, body.data);
      } else counters.errors++;
      await sleep(50);
    }
  };
  /** SSE listeners that stay 1–5 s and leave, 20 at a time. */
  const listener = async () => {
    while (!until()) {
      await new Promise<void>((resolve) => {
        const req = http.get(`${base}/api/realtime/admin/companies/${COMPANY}`, { headers: auth }, (res) => {
          counters.streams++;
          res.resume();
          setTimeout(() => req.destroy(), 1000 + Math.random() * 4000);
        });
        req.on('close', () => resolve());
        req.on('error', () => resolve());
      });
    }
  };
  return Promise.all([
    ...Array.from({ length: 4 }, (_, n) => reader(n)),
    writer(),
    writer(),
    ...Array.from({ length: 20 }, () => listener()),
  ]);
};

type Result = { database: string; samples: number[]; counters: Counters; idleStart: number };

const soak = async (database: string, env: Record<string, string>): Promise<Result> => {
  const server = await startServer(
    'compiled',
    {
      ...env,
      JWT_SECRET: crypto.randomBytes(32).toString('base64'),
      DATA_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
    },
    PORT,
  );
  const pid = server.child.pid as number;
  const auth = await signIn(server.base);
  await sleep(3000);
  const idleStart = rssMb(pid);
  const counters: Counters = { reads: 0, saves: 0, streams: 0, errors: 0 };
  const endAt = Date.now() + minutes * 60_000;
  const samples: number[] = [];
  const sampler = setInterval(() => {
    samples.push(rssMb(pid));
    console.info(`${database} ${samples.length * 10}s RSS ${samples.at(-1)?.toFixed(0)} MB`, counters);
  }, 10_000);
  await traffic(server.base, auth, counters, () => Date.now() > endAt);
  clearInterval(sampler);
  await stopServer(server.child);
  return { database, samples, counters, idleStart };
};

const results: Result[] = [];
if (which !== 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jumun-soak-'));
  results.push(await soak('PGlite', { DATA_DIR: dataDir }));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (which !== 'pglite') {
  const { url, drop: dropDatabase } = await createFreshDatabase('jumun_soak');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jumun-soak-'));
  results.push(await soak('PostgreSQL', { DATABASE_URL: url, DATA_DIR: dataDir }));
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const warmUpSamples = WARM_UP_MS / 10_000;
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.info(`
Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; load average ${os.loadavg()[0]?.toFixed(1)}
Soak: ${minutes} min per database, 4 readers + 2 writers + 20 SSE listeners (each 1–5 s), RSS every 10 s; warm-up ${WARM_UP_MS / 1000} s

| database | idle before | first sample | peak | end | end ÷ after warm-up | peak ÷ idle | reads | saves | streams | errors |
|---|---|---|---|---|---|---|---|---|---|---|
${results
  .map((r) => {
    const afterWarmUp = r.samples[warmUpSamples - 1] ?? r.samples[0] ?? Number.NaN;
    const peak = Math.max(...r.samples);
    const end = r.samples.at(-1) ?? Number.NaN;
    return `| ${r.database} | ${r.idleStart.toFixed(0)} MB | ${r.samples[0]?.toFixed(0)} MB | ${peak.toFixed(0)} MB | ${end.toFixed(0)} MB | ${((end / afterWarmUp - 1) * 100).toFixed(1)} % | ${(peak / r.idleStart).toFixed(2)}× | ${r.counters.reads} | ${r.counters.saves} | ${r.counters.streams} | ${r.counters.errors} |`;
  })
  .join('\n')}

RSS samples (MB):
${results.map((r) => `${r.database}: ${r.samples.map((s) => s.toFixed(0)).join(' ')}`).join('\n')}
`);
