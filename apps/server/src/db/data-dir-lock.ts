import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock between processes: two servers on one data directory corrupt it (stack-notes).
 * We hold an exclusive lock file with our pid; a stale lock (its process gone) is taken over.
 */
export const acquireDataDirLock = (dataDir: string): (() => void) => {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const tryCreate = () => fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  try {
    tryCreate();
  } catch {
    const holder = Number(fs.readFileSync(lockPath, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `Another Jumun server (pid ${holder}) is using ${dataDir}. The embedded database allows one process; stop it or set DATA_DIR / DATABASE_URL.`,
      );
    }
    fs.rmSync(lockPath, { force: true });
    tryCreate();
  }
  return () => fs.rmSync(lockPath, { force: true });
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
