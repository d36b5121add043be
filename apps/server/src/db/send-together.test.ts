import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { sendTogether, settledValue } from './send-together';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const firstRow = (result: unknown) => (result as { rows: unknown[] }).rows[0];

type Writable = { _write?: (...args: unknown[]) => void; _writev?: (...args: unknown[]) => void };

/** Counts the socket writes under a transaction (PostgreSQL only; PGlite has no socket). */
const countWrites = (tx: unknown) => {
  const stream = (tx as { session?: { client?: { connection?: { stream?: Writable } } } }).session?.client
    ?.connection?.stream;
  const counter = { writes: 0, hasSocket: stream !== undefined };
  if (!stream) return counter;
  for (const name of ['_write', '_writev'] as const) {
    const original = stream[name];
    if (!original) continue;
    stream[name] = function (this: unknown, ...args: unknown[]) {
      counter.writes += 1;
      return original.apply(this, args);
    };
  }
  return counter;
};

describe('sendTogether', () => {
  it('answers each statement in the order issued, in one write on PostgreSQL', async () => {
    await database.db.transaction(async (tx) => {
      const counter = countWrites(tx);
      const [a, b, c] = await sendTogether(tx, () => [
        tx.execute(sql`select ${1}::int as n`).execute(),
        tx.execute(sql`select ${2}::int as n`).execute(),
        tx.execute(sql`select ${3}::int as n`).execute(),
      ]);
      expect([a, b, c].map((result) => firstRow(settledValue(result)))).toEqual([
        { n: 1 },
        { n: 2 },
        { n: 3 },
      ]);
      if (counter.hasSocket) expect(counter.writes).toBe(1);
    });
  });

  it('settles a failed statement without losing the ones before it, and the transaction rolls back', async () => {
    await database.db.execute(sql`create table if not exists send_together_probe (n int)`);
    const attempt = database.db.transaction(async (tx) => {
      const [inserted, failed] = await sendTogether(tx, () => [
        tx.execute(sql`insert into send_together_probe values (${1})`).execute(),
        tx.execute(sql`select ${1}::int / 0`).execute(),
      ]);
      expect(inserted.status).toBe('fulfilled');
      expect(() => settledValue(failed)).toThrow(/division by zero/);
      settledValue(failed);
    });
    await expect(attempt).rejects.toThrow(/division by zero/);
    const rows = await database.db.execute(sql`select count(*)::int as n from send_together_probe`);
    expect(firstRow(rows)).toEqual({ n: 0 });
  });
});
