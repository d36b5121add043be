import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock between processes: two servers on one data directory corrupt it (stack-notes). A server
 * holds `DATA_DIR/server.lock` for its life. The file names the holder by pid *and* by what makes that pid
 * unique: the kernel's boot id and the process's start time (Linux /proc). A pid that is alive but was started
 * at another time or in another boot is not the holder — the lock is stale (a crash, then pid reuse or a
 * reboot) and is taken over, so a stale lock never blocks start-up (issue #9, item 3).
 */
export type LockHolder = { pid: number; bootId?: string; startTicks?: string; dataDir?: string };

const readProc = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

export const currentBootId = () => readProc('/proc/sys/kernel/random/boot_id')?.trim();

/** Field 22 of /proc/<pid>/stat: start time in clock ticks after boot (the name may hold spaces: skip past ')'). */
export const processStartTicks = (pid: number) => {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but owned by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const parseHolder = (text: string): LockHolder | undefined => {
  const trimmed = text.trim();
  // Lock files written before the start time was recorded hold only the pid.
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const parsed = JSON.parse(trimmed) as LockHolder;
    return Number.isInteger(parsed.pid) && parsed.pid > 0 ? parsed : undefined;
  } catch {
    return undefined;
  }
};

/** Is the process named by the lock file still the one that wrote it? */
export const isHolderRunning = (holder: LockHolder) => {
  if (holder.pid === process.pid || !isAlive(holder.pid)) return false;
  const bootId = currentBootId();
  if (holder.bootId && bootId && holder.bootId !== bootId) return false;
  const startTicks = processStartTicks(holder.pid);
  if (holder.startTicks && startTicks) return holder.startTicks === startTicks;
  // An old lock file (pid only): a live process that is not Node cannot be a Jumun server.
  const cmdline = readProc(`/proc/${holder.pid}/cmdline`);
  if (cmdline !== undefined) return path.basename(cmdline.split('\0')[0] ?? '').startsWith('node');
  return true;
};

export const acquireDataDirLock = (dataDir: string): (() => void) => {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const me: LockHolder = {
    pid: process.pid,
    bootId: currentBootId(),
    startTicks: processStartTicks(process.pid),
    dataDir: path.resolve(dataDir),
  };
  const tryCreate = () => fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
  try {
    tryCreate();
  } catch {
    const holder = parseHolder(readProc(lockPath) ?? '');
    if (holder && isHolderRunning(holder)) {
      throw new Error(
        `Another Jumun server (pid ${holder.pid}) is using ${dataDir}. The embedded database allows one process; stop it or set DATA_DIR / DATABASE_URL.`,
      );
    }
    fs.rmSync(lockPath, { force: true });
    try {
      tryCreate();
    } catch {
      throw new Error(`Another Jumun server started on ${dataDir} at the same moment; start only one.`);
    }
  }
  return () => {
    // Only remove our own lock: a server that lost it (someone deleted the file) must not delete the next one's.
    if (parseHolder(readProc(lockPath) ?? '')?.pid === process.pid) fs.rmSync(lockPath, { force: true });
  };
};

/** The live server holding `dataDir`, if one does (backups ask it for a snapshot instead of opening the files). */
export const findRunningHolder = (dataDir: string): LockHolder | undefined => {
  const holder = parseHolder(readProc(path.join(dataDir, 'server.lock')) ?? '');
  return holder && isHolderRunning(holder) ? holder : undefined;
};
