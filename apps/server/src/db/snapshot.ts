import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A consistent snapshot of a running embedded database. PGlite runs one statement at a time and dumps its files
 * between two statements, so the tarball is what a crash at that instant would leave — which PostgreSQL recovers
 * to exactly the committed transactions (the kill -9 tests prove that state). The CHECKPOINT first keeps the WAL
 * to replay short.
 */
export const snapshotPglite = async (client: PGlite): Promise<Buffer> => {
  await client.exec('CHECKPOINT');
  const blob = await client.dumpDataDir('gzip');
  return Buffer.from(await blob.arrayBuffer());
};

/** `npm run backup` asks the server holding DATA_DIR for a snapshot: it writes this file, then signals SIGUSR2. */
export const backupRequestFile = (dataDir: string) => path.join(dataDir, 'backup-request.json');

/** The server side: on SIGUSR2, write a snapshot where the request file says (via a temporary file + rename). */
export const answerSnapshotRequests = (
  dataDir: string,
  snapshot: () => Promise<Buffer>,
  log: { info: (message: string) => void; error: (message: string) => void },
) => {
  const onSignal = async () => {
    try {
      const { target } = JSON.parse(fs.readFileSync(backupRequestFile(dataDir), 'utf8')) as {
        target: string;
      };
      fs.writeFileSync(`${target}.partial`, await snapshot());
      fs.renameSync(`${target}.partial`, target);
      log.info(`backup: database snapshot written to ${target}`);
    } catch (error) {
      log.error(`backup: snapshot failed: ${(error as Error).message}`);
    }
  };
  process.on('SIGUSR2', () => void onSignal());
};
