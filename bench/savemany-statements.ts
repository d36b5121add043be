import { productInputSchema } from '@jumun/shared';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { products } from '../apps/server/src/db/schema';
import { setInsertParts } from '../apps/server/src/db/set-insert';
import { newIds } from '../apps/server/src/lib/ids';
import { auditInsertParts } from '../apps/server/src/modules/audit';
import { createFreshDatabase, median } from './lib';

/**
 * `node --import tsx bench/savemany-statements.ts`: PostgreSQL's share of a saveMany of 100 new products, without the
 * API process: the statements the catalogue save sends (the rows + audit entries + NOTIFY statement, the company
 * version bump, COMMIT), timed from a client one after another on a fresh database, then EXPLAIN ANALYZE of the
 * insert statement (which nodes, indexes and triggers cost what). Env: BENCH_DATABASE_URL, BENCH_ROUNDS (30).
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const { url: dbUrl, drop: dropDatabase } = await createFreshDatabase('jumun_stmt');
// Opening it migrates it.
const database = await openPostgres(dbUrl, { poolSize: 1 });
await database.close();
const client = new pg.Client({ connectionString: dbUrl });
await client.connect();
await client.query(
  `INSERT INTO companies (id, business_info, business_hours, delivery_config, order_support, contact_info, bank_account, reward_policy, kakao_info)
   VALUES ('benchWrite', '{}', '{}', '{}', '{}', '{}', '{}', '{}', '{}')`,
);

/** The statement catalogue-write.repository.ts builds for a bulk create: rows, audit entries and the NOTIFY. */
const statement = () => {
  const ids = newIds('prd', 100);
  const rows = ids.map((id, i) => ({
    ...productInputSchema.parse({ productName: `벤치 ${i}` }),
    id,
    companyId: 'benchWrite',
  }));
  const audits = auditInsertParts(
    rows.map((row) => ({
      companyId: 'benchWrite',
      actorUid: 'bench',
      actorRole: 'owner',
      kind: 'product',
      entityId: row.id,
      action: 'created',
      before: null,
      after: null,
      summary: row.productName,
    })),
  );
  const parts = [
    ...setInsertParts(products, rows, { id: products.id, revision: products.revision }),
    ...audits,
  ];
  const params: unknown[] = parts.map((part) => part.rows);
  const withs = parts.map((part, index) => `w${index} as (${part.text(index + 1)})`);
  params.push('company_changed', JSON.stringify({ companyId: 'benchWrite' }));
  const text = `with ${withs.join(', ')} select pg_notify($${params.length - 1}, $${params.length}) as notified, (select coalesce(json_agg(json_build_object('id', s.id, 'revision', s.revision)), '[]'::json) from (select id, revision from w0) s) as saved`;
  return { text, params };
};

const timed = async (text: string, params?: unknown[]) => {
  const started = process.hrtime.bigint();
  await client.query(text, params);
  return Number(process.hrtime.bigint() - started) / 1e6;
};
const times = { insert: [] as number[], bump: [] as number[], commit: [] as number[] };
for (let round = 0; round < rounds; round++) {
  const { text, params } = statement();
  await client.query('begin');
  times.insert.push(await timed(text, params));
  times.bump.push(
    await timed(
      `update companies set product_revision = product_revision + 1 where id = 'benchWrite' returning id`,
    ),
  );
  times.commit.push(await timed('commit'));
}
const { text, params } = statement();
await client.query('begin');
const plan = await client.query(`explain (analyze, buffers, verbose off) ${text}`, params);
await client.query('rollback');
const rows = await client.query('select count(*)::int as n from products');
console.info(
  `median ms over ${rounds} rounds (${rows.rows[0].n} products stored): insert+audit+notify ${median(times.insert).toFixed(2)}, bump ${median(times.bump).toFixed(2)}, commit ${median(times.commit).toFixed(2)}`,
);
console.info(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
await client.end();
await dropDatabase();
