import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteArrayReader } from './pglite-reads';

/** What Drizzle's PGlite session asks of `query()` for an array-mode statement (drizzle-orm/pglite/session.js). */
const DRIZZLE_ARRAY_MODE = {
  rowMode: 'array' as const,
  parsers: Object.fromEntries(
    [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE].map((typeId) => [
      typeId,
      (value: string) => value,
    ]),
  ),
};

const SELECT = `SELECT id, name, price, on_sale, tags, info, created_at, day, big, amount, nothing
  FROM items WHERE company_id = $1 AND id = $2 LIMIT 1`;

describe('the embedded one-call read', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      CREATE TABLE items (id text PRIMARY KEY, company_id text, name text, price integer, on_sale boolean,
        tags text[], info jsonb, created_at timestamptz, day date, big bigint, amount numeric, nothing text);
      INSERT INTO items VALUES
        ('a', 'c1', '아메리카노 "샷"', 4500, true, ARRAY['커피', 'a,b'], '{"size": [1, 2], "note": null}',
         '2026-11-27 01:02:03.456+00', '2026-11-27', 9007199254740993, 12.50, NULL),
        ('b', 'c1', '', 0, false, '{}', '[]', NULL, NULL, 1, NULL, 'x');`);
  });
  afterAll(() => client.close());

  it('answers the values PGlite query() gives Drizzle, for every column type the catalogue uses', async () => {
    const read = createPgliteArrayReader(client);
    for (const id of ['a', 'b', 'missing']) {
      const expected = (await client.query(SELECT, ['c1', id], DRIZZLE_ARRAY_MODE)).rows;
      expect(await read(SELECT, ['c1', id])).toEqual(expected);
    }
    expect((await read(SELECT, ['c1', 'a']))[0]).toEqual([
      'a',
      '아메리카노 "샷"',
      4500,
      true,
      ['커피', 'a,b'],
      { size: [1, 2], note: null },
      '2026-11-27 01:02:03.456+00',
      '2026-11-27',
      9007199254740993n,
      '12.50',
      null,
    ]);
  });

  it('refuses a statement PostgreSQL refuses and keeps working', async () => {
    const read = createPgliteArrayReader(client);
    await expect(read('SELECT id FROM no_such_table WHERE id = $1', ['a'])).rejects.toThrow(/no_such_table/);
    await expect(read('SELECT id FROM items WHERE price = $1', ['not a number'])).rejects.toThrow(/integer/);
    expect(await read('SELECT id FROM items WHERE price = $1', [4500])).toEqual([['a']]);
    expect(await read('SELECT id FROM items WHERE on_sale = $1 AND big > $2', [false, 0n])).toEqual([['b']]);
  });

  it("never runs inside another caller's open transaction", async () => {
    const read = createPgliteArrayReader(client);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query(`UPDATE items SET name = 'uncommitted' WHERE id = 'b'`);
      await held;
      await tx.rollback();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reading = read(SELECT, ['c1', 'b']);
    release();
    await transaction.catch(() => undefined);
    const [row] = await reading;
    expect(row?.[1]).toBe('');
  });
});
