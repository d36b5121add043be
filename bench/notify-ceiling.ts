import pg from 'pg';
import { BENCH_SERVER_URL } from './lib';

/**
 * `node --import tsx bench/notify-ceiling.ts`: how many write transactions per second PostgreSQL commits from 10
 * connections, with and without a NOTIFY in each (docs/benchmarks.md, "Writes and NOTIFY"). PostgreSQL serialises
 * the commits of every transaction that queued a NOTIFY in a database (async.c takes a database-wide lock in
 * PreCommit_Notify and holds it until the commit record is flushed), so their rate is bounded by one WAL flush each.
 * Modes: `none` (BEGIN, INSERT, COMMIT), `separate` (+ `select pg_notify` before COMMIT), `same statement` (the INSERT
 * and pg_notify as one statement, what catalogue saves do) and `after commit` (pg_notify in its own transaction).
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (5), BENCH_ROUNDS (2).
 */
const url = BENCH_SERVER_URL;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const table = `notify_ceiling_${Date.now()}`;

type Mode = 'none' | 'separate' | 'same statement' | 'after commit';
const MODES: Mode[] = ['none', 'separate', 'same statement', 'after commit'];

const transaction = async (client: pg.Client, mode: Mode) => {
  await client.query('BEGIN');
  if (mode === 'same statement')
    await client.query(`WITH i AS (INSERT INTO ${table} (v) VALUES ($1)) SELECT pg_notify($2, $1)`, [
      'x',
      table,
    ]);
  else await client.query(`INSERT INTO ${table} (v) VALUES ($1)`, ['x']);
  if (mode === 'separate') await client.query('SELECT pg_notify($1, $2)', [table, 'x']);
  await client.query('COMMIT');
  if (mode === 'after commit') await client.query('SELECT pg_notify($1, $2)', [table, 'x']);
};

const commitsPerSecond = async (mode: Mode) => {
  const clients = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  let commits = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (client) => {
      while (Date.now() < end) {
        await transaction(client, mode);
        commits++;
      }
    }),
  );
  await Promise.all(clients.map((client) => client.end()));
  return commits / seconds;
};

const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`CREATE TABLE ${table} (id serial PRIMARY KEY, v text)`);
const results = new Map<Mode, number[]>(MODES.map((mode) => [mode, []]));
for (let round = 0; round < rounds; round++)
  for (const mode of MODES) results.get(mode)?.push(await commitsPerSecond(mode));
await admin.query(`DROP TABLE ${table}`);
await admin.end();
const none = Math.max(...(results.get('none') ?? [0]));
for (const [mode, rates] of results)
  console.info(
    `${mode}: ${rates.map((rate) => rate.toFixed(0)).join(' / ')} commits/s (best ÷ none ${(Math.max(...rates) / none).toFixed(2)}×)`,
  );
