import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from '../src/db/pglite';

/**
 * Migrating a fresh PGlite takes seconds; we do it once, dump the data directory, and every test file
 * starts its own database from that dump (test/db.ts).
 */
export default async function setup() {
  const dump = path.join(os.tmpdir(), `jumun-test-template-${process.pid}.tar.gz`);
  if (!process.env.DATABASE_URL) {
    const client = await PGlite.create();
    const database = await wrapPglite(client, { migrate: true });
    const blob = await client.dumpDataDir('gzip');
    fs.writeFileSync(dump, Buffer.from(await blob.arrayBuffer()));
    await database.close();
    process.env.JUMUN_TEST_TEMPLATE = dump;
  }
  return () => fs.rmSync(dump, { force: true });
}
