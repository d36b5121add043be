import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { ResilientPool } from './resilient-pool';

type Writable = { _write?: (...args: unknown[]) => void; _writev?: (...args: unknown[]) => void };

/** Counts socket writes on a pool client's connection. */
const countWrites = (client: unknown) => {
  const stream = (client as { connection?: { stream?: Writable } }).connection?.stream;
  const counter = { writes: 0 };
  for (const name of ['_write', '_writev'] as const) {
    const original = stream?.[name];
    if (!stream || !original) continue;
    stream[name] = function (this: unknown, ...args: unknown[]) {
      counter.writes += 1;
      return original.apply(this, args);
    };
  }
  return counter;
};

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** `now()` is the transaction's start: equal across statements only inside one transaction. */
const nowTwiceWithSleep = async (query: (text: string) => Promise<{ rows: { t: string }[] }>) => {
  const first = (await query('select now()::text as t')).rows[0]?.t;
  await query('select pg_sleep(0.02)');
  const second = (await query('select now()::text as t')).rows[0]?.t;
  return { first, second };
};

// The pool and its `begin` exist on PostgreSQL only (decision 049); the embedded database has no socket.
describe.runIf(Boolean(process.env.DATABASE_URL))(
  'a transaction’s begin travels with its first statement',
  () => {
    let database: TestDatabase;
    let pool: ResilientPool;
    beforeAll(async () => {
      database = await createTestDatabase();
      pool = new ResilientPool(
        { connectionString: database.connectionUrl, max: 1, pipeline: true },
        () => undefined,
      );
      await database.db.execute(sql`create table if not exists deferred_begin_probe (n int)`);
    });
    afterAll(async () => {
      await pool?.end();
      await database?.close();
    });

    it('sends begin and the first statement in one write, and the statements still share one transaction', async () => {
      const client = await pool.connect();
      try {
        const counter = countWrites(client);
        await client.query('begin');
        expect(counter.writes).toBe(0);
        await client.query('select 1');
        expect(counter.writes).toBe(1);
        const { first, second } = await nowTwiceWithSleep((text) => client.query(text));
        expect(second).toBe(first);
        await client.query('commit');
      } finally {
        client.release();
      }
    });

    it('rolls back what the transaction wrote', async () => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('insert into deferred_begin_probe values (7)');
        await client.query('rollback');
        const { rows } = await client.query(
          'select count(*)::int as n from deferred_begin_probe where n = 7',
        );
        expect(rows[0]).toEqual({ n: 0 });
      } finally {
        client.release();
      }
    });

    it('forgets a begin never followed by a statement when the client is released', async () => {
      const first = await pool.connect();
      await first.query('begin');
      first.release();
      const client = await pool.connect();
      try {
        // The same connection (max 1): were the begin still pending, these would share one transaction.
        const { first: a, second: b } = await nowTwiceWithSleep((text) => client.query(text));
        expect(b).not.toBe(a);
      } finally {
        client.release();
      }
    });

    it('leaves a begin with options, and callback-style queries, as they came', async () => {
      const client = await pool.connect();
      try {
        const counter = countWrites(client);
        await client.query('begin isolation level repeatable read');
        expect(counter.writes).toBe(1);
        const level = await client.query('show transaction_isolation');
        expect(level.rows[0]).toEqual({ transaction_isolation: 'repeatable read' });
        await client.query('commit');
        const viaCallback = await new Promise<unknown>((resolve, reject) =>
          client.query('select 2 as n', (error, result) => (error ? reject(error) : resolve(result.rows[0]))),
        );
        expect(viaCallback).toEqual({ n: 2 });
      } finally {
        client.release();
      }
    });

    it('runs Drizzle transactions through the app’s pool: one transaction, atomic', async () => {
      const attempt = database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into deferred_begin_probe values (8)`);
        const [a] = rowsOf(await tx.execute(sql`select now()::text as t`));
        await tx.execute(sql`select pg_sleep(0.02)`);
        const [b] = rowsOf(await tx.execute(sql`select now()::text as t`));
        expect(b?.t).toBe(a?.t);
        throw new Error('undo');
      });
      await expect(attempt).rejects.toThrow('undo');
      const [count] = rowsOf(
        await database.db.execute(sql`select count(*)::int as n from deferred_begin_probe where n = 8`),
      );
      expect(count).toEqual({ n: 0 });
    });
  },
);
