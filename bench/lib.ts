import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';

/** The PostgreSQL server benchmarks create their fresh databases on (BENCH_DATABASE_URL). */
export const BENCH_SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of the database `name` on the server at `serverUrl` (same user, host and options). */
export const databaseUrl = (serverUrl: string, name: string) =>
  Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

export type FreshDatabase = { name: string; url: string; drop: () => Promise<void> };

/**
 * A new, empty database `<prefix>_<Date.now()>` on the server, so runs never share state; the caller migrates and
 * seeds it (each benchmark its own way). `drop()` removes it WITH (FORCE), since a server that was just stopped may
 * still hold connections, and closes the administrative connection.
 */
export const createFreshDatabase = async (
  prefix: string,
  serverUrl = BENCH_SERVER_URL,
): Promise<FreshDatabase> => {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    name,
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
};

export type LoadResult = { rps: number; p50: number; p99: number; bytesPerRequest: number; errors: number };

export const startProcess = (
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  options: { cwd?: string; timeoutMs?: number; baseEnv?: NodeJS.ProcessEnv } = {},
): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: options.cwd,
      env: { ...(options.baseEnv ?? process.env), ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const deadline = Date.now() + (options.timeoutMs ?? 60_000);
    const poll = async () => {
      try {
        await fetch(readyUrl);
        resolve(child);
      } catch {
        if (Date.now() > deadline) reject(new Error(`${readyUrl} did not come up`));
        else setTimeout(poll, 300);
      }
    };
    child.on('exit', (code) => reject(new Error(`process exited early with ${code}`)));
    void poll();
  });

/** 50 connections for `seconds`, like the peer benchmark (shared/docs/peer-benchmark.md). */
export const load = (opts: {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** A fresh body for every request (e.g. rotating over companies); overrides `body`. */
  nextBody?: () => unknown;
  headers?: Record<string, string>;
  seconds: number;
}) =>
  new Promise<LoadResult>((resolve, reject) => {
    autocannon(
      {
        url: opts.url,
        method: opts.method ?? 'GET',
        connections: 50,
        duration: opts.seconds,
        headers: { 'content-type': 'application/json', ...opts.headers },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        requests: opts.nextBody
          ? [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(opts.nextBody?.()) }) }]
          : undefined,
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          bytesPerRequest: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
          errors: result.errors + result.non2xx,
        });
      },
    );
  });

/** The middle value; with an even count (two rounds), the mean of the middle two. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2
    : (sorted[Math.floor(middle)] ?? Number.NaN);
};

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** One request at a time: bytes on the wire (gzip, as a browser asks) and time of a full list vs a delta. */
export const compareDeltaWithFull = async (opts: {
  full: string;
  delta: string;
  headers: Record<string, string>;
  samples?: number;
}) => {
  const samples = opts.samples ?? 20;
  const measure = async (url: string) => {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < samples; i++) {
      const started = performance.now();
      bytes = await getWireBytes(url, { ...opts.headers, 'accept-encoding': 'gzip' });
      times.push(performance.now() - started);
    }
    return { bytes, ms: percentile(times, 50) };
  };
  const full = await measure(opts.full);
  const delta = await measure(opts.delta);
  return { samples, fullBytes: full.bytes, fullMs: full.ms, deltaBytes: delta.bytes, deltaMs: delta.ms };
};

/** Bytes of the response body as sent (still compressed), read with node:http so nothing decodes it. */
const getWireBytes = (url: string, headers: Record<string, string>) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
