import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { arrayRowsStatement, executeNamed, placeholderRow, preparedStatement, runNamed } from './prepared';
import { idempotencyKeys } from './schema';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

let builds = 0;
const claim = preparedStatement((db) => {
  builds += 1;
  return db
    .insert(idempotencyKeys)
    .values({
      scope: 'prepared-test',
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('hash'),
      statusCode: 0,
      response: sql.placeholder('response'),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key, response: idempotencyKeys.response });
});

const stored = async (key: string) =>
  database.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, 'prepared-test'), eq(idempotencyKeys.key, key)));

describe('preparedStatement', () => {
  it('builds the statement once and runs it in each transaction it is given, with that call’s values', async () => {
    const rolledBack = new Error('roll back');
    await expect(
      database.db.transaction(async (tx) => {
        expect(await claim(tx, { key: 'a', hash: 'h1', response: { n: 1 } })).toEqual([
          { key: 'a', response: { n: 1 } },
        ]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    // Two transactions at once: each call binds its own connection, so each commits only its own row.
    await Promise.all(
      ['b', 'c'].map((key) =>
        database.db.transaction(async (tx) => {
          await claim(tx, { key, hash: `h-${key}`, response: { key } });
        }),
      ),
    );

    expect(await stored('a')).toEqual([]);
    expect((await stored('b')).map((row) => [row.requestHash, row.response])).toEqual([
      ['h-b', { key: 'b' }],
    ]);
    expect((await stored('c')).map((row) => [row.requestHash, row.response])).toEqual([
      ['h-c', { key: 'c' }],
    ]);
    expect(builds).toBe(1);
  });
});

describe('statement names', () => {
  it('names the statements of all three entry points after their SQL text on PostgreSQL; PGlite runs them unnamed', async () => {
    const named = await database.db.transaction(async (tx) => {
      await claim(tx, { key: 'named', hash: 'h', response: {} });
      await runNamed(
        tx
          .update(idempotencyKeys)
          .set({ statusCode: 200 })
          .where(and(eq(idempotencyKeys.scope, 'prepared-test'), eq(idempotencyKeys.key, 'named'))),
      );
      await executeNamed(tx, 'select $1::int as n', [1]);
      const { rows } = (await tx.execute(
        sql`select name, statement from pg_prepared_statements where name like 'jumun_named_%'`,
      )) as unknown as { rows: { name: string; statement: string }[] };
      return rows;
    });
    const kinds = named.map((row) => row.statement.split(' ')[0]).sort();
    expect(kinds).toEqual(database.driver === 'postgres' ? ['insert', 'select', 'update'] : []);
    expect(new Set(named.map((row) => row.name)).size).toBe(named.length);
  });
});

describe('placeholderRow', () => {
  it('binds values by name, writes null as the literal NULL and leaves undefined to the column default', () => {
    const { row, params, shape } = placeholderRow({ a: 1, b: null, c: undefined, d: { x: 1 } }, 'p_');
    expect(params).toEqual({ p_a: 1, p_d: { x: 1 } });
    expect(shape).toBe('a,b=null,d,');
    expect(Object.keys(row)).toEqual(['a', 'b', 'd']);
    // Another null pattern is another statement text, so it gets its own name.
    expect(placeholderRow({ a: 1, b: 2, c: undefined, d: null }, 'p_').shape).toBe('a,b,d=null,');
  });
});

describe('arrayRowsStatement', () => {
  it('answers the rows as mapped arrays with this call’s values, the same on PostgreSQL and the embedded read path', async () => {
    await database.db.insert(idempotencyKeys).values([
      { scope: 'array-rows', key: 'k1', requestHash: 'h', statusCode: 201, response: { n: [1, 'a'] } },
      { scope: 'array-rows', key: 'k2', requestHash: 'h', statusCode: 409, response: {} },
    ]);
    const query = database.db
      .select({
        key: idempotencyKeys.key,
        statusCode: idempotencyKeys.statusCode,
        response: idempotencyKeys.response,
        dateCreated: idempotencyKeys.dateCreated,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, 'array-rows'), eq(idempotencyKeys.key, sql.placeholder('key'))));
    const statement = arrayRowsStatement(database.db, query.getSQL(), 'array_rows_test', (row) => row);
    const [expected] = await query.execute({ key: 'k1' });

    const [row] = await statement.execute({ key: 'k1' });
    expect(row?.slice(0, 3)).toEqual(['k1', 201, { n: [1, 'a'] }]);
    // A timestamp comes back unmapped (Drizzle's column mapping is skipped) and names the same instant.
    expect(Date.parse(`${row?.[3]}`.replace(' ', 'T').replace(/\+00$/, 'Z'))).toBe(
      new Date(expected?.dateCreated ?? '').getTime(),
    );
    expect((await statement.execute({ key: 'k2' })).map((r) => r[1])).toEqual([409]);
    expect(await statement.execute({ key: 'none' })).toEqual([]);
  });
});
