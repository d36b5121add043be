import { sql } from 'drizzle-orm';
import { openPostgres } from '../apps/server/src/db/client';
import { products } from '../apps/server/src/db/schema';
import { insertRowsAsJson } from '../apps/server/src/db/set-insert';
import { createFreshDatabase, median } from './lib';

/**
 * `node --import tsx bench/set-insert.ts`: 100 products inserted in one transaction, one writer at a time, through
 * Drizzle's `insert … values` (a parameter per cell) and through `insertRowsAsJson` (one jsonb parameter,
 * decisions/026), alternating. Isolates the statement from the HTTP path, so it holds on a busy machine.
 * Env: BENCH_DATABASE_URL (server for a fresh database), SET_INSERT_RUNS (40).
 */
const runs = Number(process.env.SET_INSERT_RUNS ?? 40);
const { url, drop: dropDatabase } = await createFreshDatabase('jumun_bench_set_insert');
const database = await openPostgres(url);
const rows = (run: number, way: string) =>
  Array.from({ length: 100 }, (_, i) => ({
    id: `${way}_${run}_${i}`,
    companyId: 'bench',
    productName: `벤치 ${i}`,
    categories: ['ctg_a'],
    priceOriginal: 5000,
    description: '벤치마크용 상품 설명입니다.',
  }));
const times = { drizzle: [] as number[], json: [] as number[] };
try {
  for (let run = 0; run < runs; run++) {
    for (const way of ['drizzle', 'json'] as const) {
      const started = performance.now();
      await database.db.transaction(async (tx) => {
        if (way === 'drizzle')
          await tx.insert(products).values(rows(run, way)).returning({ id: products.id });
        else await insertRowsAsJson(tx, products, rows(run, way), { id: products.id });
      });
      times[way].push(performance.now() - started);
    }
  }
  const count = await database.db.execute(sql`select count(*)::int as n from products`);
  console.info(
    `100 products per transaction, ${runs} runs each, medians: Drizzle values ${median(times.drizzle).toFixed(1)} ms, ` +
      `jsonb_to_recordset ${median(times.json).toFixed(1)} ms (${(median(times.drizzle) / median(times.json)).toFixed(1)}× faster); ` +
      `${(count as unknown as { rows: { n: number }[] }).rows[0]?.n} rows`,
  );
} finally {
  await database.close();
  await dropDatabase();
}
