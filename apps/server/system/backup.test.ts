import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { listProducts, SAMPLE_COMPANY, saveProduct, signIn } from './api-client';
import {
  createPostgresDatabase,
  REPO_ROOT,
  type ServerProcess,
  startServer,
  stopServer,
  tempDir,
} from './server-process';

/**
 * Issue #16: `npm run backup` while the server runs, `npm run restore` into a fresh DATA_DIR / database, and the
 * API serves the same data — products and uploaded images; the generated keys travel with the backup.
 */
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const server of servers) await stopServer(server, 'SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

const runScript = (script: 'backup' | 'restore', args: string[], env: Record<string, string>) => {
  const { DATABASE_URL: _testServer, ...inherited } = process.env;
  return execFileSync(process.execPath, [path.join(REPO_ROOT, `apps/server/dist/${script}.js`), ...args], {
    env: { ...inherited, ...env },
    encoding: 'utf8',
  });
};
const backupFolderOf = (output: string) => /Backup written to (\S+)/.exec(output)?.[1] as string;

const uploadImage = async (base: string, auth: Record<string, string>) => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2f9e44' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([png], { type: 'image/png' }), 'logo.png');
  const res = await fetch(`${base}/api/admin/companies/${SAMPLE_COMPANY}/images`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const body = (await res.json()) as { data: { url: string } };
  return body.data.url;
};

const start = async (env: Record<string, string>) => {
  const server = await startServer(env);
  servers.push(server);
  return server;
};

describe('backup and restore', () => {
  it('snapshots the running embedded database with uploads and keys, and restores into a fresh DATA_DIR', async () => {
    const original = tempDir('backup-source');
    const restored = tempDir('backup-target');
    const out = tempDir('backups');
    cleanups.push(() => {
      for (const dir of [original, restored, out]) fs.rmSync(dir, { recursive: true, force: true });
    });
    // No keys in the environment: development mode generates them into DATA_DIR/secrets.json.
    const source = await start({ DATA_DIR: original });
    const auth = await signIn(source.base);
    const saved = await saveProduct(source.base, auth, '백업 시험 상품');
    const imageUrl = await uploadImage(source.base, auth);
    const image = Buffer.from(await (await fetch(`${source.base}${imageUrl}`)).arrayBuffer());

    const folder = backupFolderOf(runScript('backup', ['--out', out], { DATA_DIR: original }));
    expect(JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')).includes).toEqual([
      'database',
      'uploads',
      'secrets',
    ]);
    // Written after the backup: must not be in the restored copy.
    await saveProduct(source.base, auth, '백업 후 상품');
    await stopServer(source);

    runScript('restore', [folder], { DATA_DIR: restored });
    const copy = await start({ DATA_DIR: restored });
    const copyAuth = await signIn(copy.base);
    const names = (await listProducts(copy.base, copyAuth)).map((p) => p.productName);
    expect(names).toContain('백업 시험 상품');
    expect(names).not.toContain('백업 후 상품');
    const item = await fetch(
      `${copy.base}/api/document/admin/product/${saved.body.data.id}?companyId=${SAMPLE_COMPANY}`,
      {
        headers: copyAuth,
      },
    );
    expect(((await item.json()) as { data: { productName: string } }).data.productName).toBe(
      '백업 시험 상품',
    );
    expect(Buffer.from(await (await fetch(`${copy.base}${imageUrl}`)).arrayBuffer())).toEqual(image);
    // The administrators' phone numbers are encrypted: the restored keys read them (sign-in found the owner).
    expect(copyAuth.authorization).toMatch(/^Bearer /);

    expect(() => runScript('restore', [folder], { DATA_DIR: restored })).toThrow(/already holds a database/);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'dumps PostgreSQL with pg_dump and restores into another database',
    async () => {
      const from = await createPostgresDatabase(process.env.DATABASE_URL as string);
      const to = await createPostgresDatabase(process.env.DATABASE_URL as string);
      const out = tempDir('backups-pg');
      cleanups.push(from.drop, to.drop, () => fs.rmSync(out, { recursive: true, force: true }));
      const keys = {
        JWT_SECRET: Buffer.alloc(32, 7).toString('base64'),
        DATA_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
      };
      const source = await start({ DATABASE_URL: from.url, DATA_DIR: tempDir('pg-source'), ...keys });
      const auth = await signIn(source.base);
      await saveProduct(source.base, auth, 'PostgreSQL 백업 상품');

      const folder = backupFolderOf(
        runScript('backup', ['--out', out], { DATABASE_URL: from.url, DATA_DIR: tempDir('pg-b') }),
      );
      runScript('restore', [folder], { DATABASE_URL: to.url, DATA_DIR: tempDir('pg-r') });
      const copy = await start({ DATABASE_URL: to.url, DATA_DIR: tempDir('pg-copy'), ...keys });
      const names = (await listProducts(copy.base, await signIn(copy.base))).map((p) => p.productName);
      expect(names).toContain('PostgreSQL 백업 상품');
    },
  );
});
