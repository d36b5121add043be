import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadEnv } from '../config/env';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { type BackupManifest, copyIfPresent, fail, SECRETS_FILE } from './backup-files';

/**
 * `npm run restore -- <backup folder>`: into a fresh DATA_DIR (embedded database) or into the database of
 * DATABASE_URL (pg_restore, replacing the app's tables), plus the uploaded images and the generated secrets.
 * It never overwrites an existing embedded database or existing secrets.
 */
const env = loadEnv();
const folder = path.resolve(process.argv[2] ?? fail('name the backup folder: npm run restore -- <folder>'));
const manifestFile = path.join(folder, 'manifest.json');
if (!fs.existsSync(manifestFile)) fail(`${folder} is not a Jumun backup (no manifest.json)`);
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
if (manifest.driver === 'postgres' && !env.DATABASE_URL)
  fail('this backup is of a PostgreSQL database: set DATABASE_URL to the database to restore into');
if (manifest.driver === 'pglite' && env.DATABASE_URL)
  fail('this backup is of the embedded database: unset DATABASE_URL and set DATA_DIR to a fresh folder');

if (manifest.driver === 'postgres') {
  const restored = spawnSync(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--dbname',
      env.DATABASE_URL as string,
      path.join(folder, 'database.dump'),
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (restored.status !== 0) fail('pg_restore failed');
} else {
  const dbDir = path.join(env.dataDir, 'pglite');
  if (fs.existsSync(path.join(dbDir, 'PG_VERSION')))
    fail(`${env.dataDir} already holds a database: restore into a fresh DATA_DIR`);
  fs.mkdirSync(dbDir, { recursive: true });
  const release = acquireDataDirLock(env.dataDir);
  try {
    const tarball = fs.readFileSync(path.join(folder, 'database.tar.gz'));
    const client = await PGlite.create(dbDir, { loadDataDir: new Blob([tarball]) });
    await client.close();
  } finally {
    release();
  }
}

copyIfPresent(path.join(folder, 'uploads'), env.uploadDir);
const secretsTarget = path.join(env.dataDir, SECRETS_FILE);
if (!fs.existsSync(secretsTarget)) copyIfPresent(path.join(folder, SECRETS_FILE), secretsTarget);
console.info(`Restored ${folder} (${manifest.includes.join(', ')})`);
