import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

/** Starting the real server as a child process for the runtime benchmarks (footprint, soak). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const COMPILED_ENTRY = path.join(ROOT, 'apps/server/dist/server.js');
const SOURCE_ENTRY = path.join(ROOT, 'apps/server/src/server.ts');

/**
 * The production flags (what `npm start` passes); BENCH_NODE_FLAGS replaces them to measure another setting,
 * e.g. BENCH_NODE_FLAGS='--enable-source-maps' for V8's default heap sizes.
 */
const nodeFlags = () => process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? SERVER_NODE_FLAGS;

/** `compiled` (what `npm start` runs) or `tsx` (the loader, what `npm run dev` runs). */
export type ServerMode = 'compiled' | 'tsx';

/**
 * BENCH_SERVER_FLAGS adds Node flags to the measured server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see
 * where a benchmark's time goes (Node refuses --cpu-prof in NODE_OPTIONS).
 */
const extraFlags = () => (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);

/** `entry` is another compiled server to run instead (an A/B benchmark's baseline build). */
export const serverArgs = (mode: ServerMode, entry = COMPILED_ENTRY) => {
  if (mode === 'tsx') return ['--import', 'tsx', SOURCE_ENTRY];
  if (!fs.existsSync(entry)) throw new Error('No compiled server: run `npm run build:server` first');
  return [...nodeFlags(), ...extraFlags(), entry];
};

export type StartedServer = { child: ChildProcess; base: string; startMs: number };

/** Spawns the server and resolves once it answers; startMs = spawn → first successful answer. */
export const startServer = async (
  mode: ServerMode,
  env: Record<string, string>,
  port: number,
  entry = COMPILED_ENTRY,
): Promise<StartedServer> => {
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, serverArgs(mode, entry), {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error('server exited before answering');
    try {
      const res = await fetch(`${base}/runtime-config.json`);
      if (res.ok) return { child, base, startMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

export const stopServer = async (child: ChildProcess) => {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
};

/** Resident set size of a process in MB (Linux /proc). */
export const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
};
