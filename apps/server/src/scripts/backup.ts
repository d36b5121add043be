import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadEnv } from '../config/env';
import { acquireDataDirLock, findRunningHolder } from '../db/data-dir-lock';
import { backupRequestFile, snapshotPglite } from '../db/snapshot';
import { type BackupManifest, copyIfPresent, fail, SECRETS_FILE } from './backup-files';

/**
 * `npm run backup [-- --out DIR]`: a folder with the database, the uploaded images and the generated secrets.
 * Embedded database: a consistent snapshot — taken by the running server when one holds DATA_DIR (SIGUSR2), or
 * by opening the data directory when none runs. PostgreSQL: pg_dump (custom format) of the app's schemas.
 */
const env = loadEnv();
const outIndex = process.argv.indexOf('--out');
const outRoot = path.resolve(outIndex > 0 ? (process.argv[outIndex + 1] ?? '') : 'backups');
const folder = path.join(outRoot, `jumun-backup-${new Date().toISOString().replace(/[:.]/g, '-')}`);
fs.mkdirSync(folder, { recursive: true });

const snapshotThroughServer = async (pid: number, target: string) => {
  fs.writeFileSync(backupRequestFile(env.dataDir), JSON.stringify({ target }));
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; !fs.existsSync(target); waited += 100) {
    if (waited > 120_000) fail(`the running server (pid ${pid}) did not write the snapshot within 2 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fs.rmSync(backupRequestFile(env.dataDir), { force: true });
};

const snapshotFromFiles = async (target: string) => {
  const dbDir = path.join(env.dataDir, 'pglite');
  if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) fail(`no embedded database in ${env.dataDir}`);
  const release = acquireDataDirLock(env.dataDir);
  try {
    const client = await PGlite.create(dbDir);
    fs.writeFileSync(target, await snapshotPglite(client));
    await client.close();
  } finally {
    release();
  }
};

let driver: BackupManifest['driver'];
if (env.DATABASE_URL) {
  driver = 'postgres';
  const dumped = spawnSync(
    'pg_dump',
    [
      '--format=custom',
      '--no-owner',
      '--schema=public',
      '--schema=drizzle',
      '--file',
      path.join(folder, 'database.dump'),
      env.DATABASE_URL,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (dumped.status !== 0)
    fail('pg_dump failed (is postgresql-client installed and DATABASE_URL reachable?)');
} else {
  driver = 'pglite';
  const target = path.join(folder, 'database.tar.gz');
  const holder = findRunningHolder(env.dataDir);
  if (holder) await snapshotThroughServer(holder.pid, target);
  else await snapshotFromFiles(target);
}

const includes = ['database'];
if (copyIfPresent(env.uploadDir, path.join(folder, 'uploads'))) includes.push('uploads');
if (copyIfPresent(path.join(env.dataDir, SECRETS_FILE), path.join(folder, SECRETS_FILE)))
  includes.push('secrets');
const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), driver, includes };
fs.writeFileSync(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.info(`Backup written to ${folder} (${includes.join(', ')})`);
