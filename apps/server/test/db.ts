import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openPostgres } from '../src/db/client';
import { isConnectionLoss } from '../src/db/connection-loss';
import { wrapPglite } from '../src/db/pglite';

/**
 * A fresh, migrated database for one test file: PGlite from the template dump by default; with
 * DATABASE_URL set (CI's PostgreSQL run), a new database created on that server and dropped afterwards.
 */
export type TestDatabase = Database & { connectionUrl?: string };

export const createTestDatabase = async (): Promise<TestDatabase> => {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return createPostgresTestDatabase(serverUrl);
  const template = process.env.JUMUN_TEST_TEMPLATE;
  if (!template) throw new Error('JUMUN_TEST_TEMPLATE is not set: run tests through vitest (global setup)');
  const client = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(template)]) });
  return wrapPglite(client, { migrate: false });
};

const createPostgresTestDatabase = async (serverUrl: string): Promise<TestDatabase> => {
  const name = `jumun_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let isClosing = false;
  const database = await openPostgres(url.toString(), {
    poolSize: 25,
    // DROP … WITH (FORCE) below ends connections that are still closing, and the realtime and connection-loss
    // tests terminate backends on purpose; anything other than a lost connection is a real failure.
    onError: (error, context) => {
      if (!isClosing && !isConnectionLoss(error)) throw new Error(`${context}: ${error.message}`);
    },
  });
  return {
    ...database,
    connectionUrl: url.toString(),
    close: async () => {
      isClosing = true;
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
};
