import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Real server processes for the system tests: the compiled server on a free port, real HTTP. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/server.js');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export const tempDir = (label: string) => fs.mkdtempSync(path.join(os.tmpdir(), `jumun-${label}-`));

export type ServerProcess = {
  child: ChildProcess;
  base: string;
  /** Everything the process wrote to stderr and stdout so far. */
  output: () => string;
  exited: Promise<number | null>;
  isRunning: () => boolean;
};

/** One set of keys per test file, so a restarted server reads what the previous one encrypted. */
export const testSecrets = () => ({
  JWT_SECRET: crypto.randomBytes(32).toString('base64'),
  DATA_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
});

export const startServer = async (
  env: Record<string, string>,
  options: { args?: string[]; readyPath?: string; timeoutMs?: number } = {},
): Promise<ServerProcess> => {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // DATABASE_URL of this process names the test PostgreSQL server; a child uses a database only when told.
  const { DATABASE_URL: _testServer, ...inherited } = process.env;
  const child = spawn(process.execPath, options.args ?? ['--enable-source-maps', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...inherited, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let running = true;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running = false;
      resolve(code);
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 150_000);
  for (;;) {
    if (!running) throw new Error(`server exited before answering:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within the time limit:\n${output}`);
    }
    const ok = await fetch(`${base}${options.readyPath ?? '/runtime-config.json'}`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, base, output: () => output, exited, isRunning: () => running };
};

export const stopServer = async (server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') => {
  if (!server.isRunning()) return server.exited;
  server.child.kill(signal);
  return server.exited;
};

/** A fresh database on the test PostgreSQL server, dropped by the returned function. */
export const createPostgresDatabase = async (serverUrl: string) => {
  const name = `jumun_system_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  return {
    url,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
};

export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
