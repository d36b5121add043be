import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, currentBootId, processStartTicks } from './data-dir-lock';

/** Issue #9, item 3: a lock whose pid now belongs to another process never blocks start-up. */
const isLinux = fs.existsSync('/proc/self/stat');
let dir: string;
const lockFile = () => path.join(dir, 'server.lock');
const children: ChildProcess[] = [];

const startChild = async (args: string[]) => {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  return child.pid as number;
};
/** An unrelated live process: not a Jumun server, just some program that got a recycled pid. */
const startUnrelated = () => startChild(['-e', 'console.log("up"); setInterval(() => {}, 1000)']);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jumun-lock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

describe('the DATA_DIR lock', () => {
  it('refuses a second server while the holder runs, and frees the directory on release', async () => {
    const holder = await startChild([
      '--import',
      'tsx',
      '-e',
      `import('${path.join(import.meta.dirname, 'data-dir-lock.ts')}').then((m) => { m.acquireDataDirLock(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`,
    ]);
    expect(() => acquireDataDirLock(dir)).toThrow(`Another Jumun server (pid ${holder})`);
    process.kill(holder, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it.runIf(isLinux)('takes over a lock whose pid was reused by an unrelated process', async () => {
    const pid = await startUnrelated();
    const startTicks = processStartTicks(pid) as string;
    const crashedServer = { pid, bootId: currentBootId(), startTicks: String(Number(startTicks) - 1) };
    fs.writeFileSync(lockFile(), JSON.stringify(crashedServer));
    acquireDataDirLock(dir)();
  });

  it.runIf(isLinux)('takes over a lock written before a reboot, even if the pid is alive again', async () => {
    const pid = await startUnrelated();
    const beforeReboot = { pid, bootId: 'another-boot', startTicks: processStartTicks(pid) };
    fs.writeFileSync(lockFile(), JSON.stringify(beforeReboot));
    acquireDataDirLock(dir)();
  });

  it.runIf(isLinux)('takes over an old pid-only lock held by a process that is not Node', async () => {
    const sleeper = spawn('sleep', ['30'], { stdio: 'ignore' });
    children.push(sleeper);
    await new Promise((resolve) => setTimeout(resolve, 100));
    fs.writeFileSync(lockFile(), String(sleeper.pid));
    acquireDataDirLock(dir)();
  });

  it('takes over a lock of a process that is gone, and one that is unreadable', () => {
    fs.writeFileSync(lockFile(), JSON.stringify({ pid: 2 ** 22 + 1 }));
    acquireDataDirLock(dir)();
    fs.writeFileSync(lockFile(), 'garbage');
    acquireDataDirLock(dir)();
  });
});
