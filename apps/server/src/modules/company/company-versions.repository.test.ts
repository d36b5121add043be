import { CATALOGUE_KINDS, type CatalogueKind, DATA_REVISION_SCALE } from '@jumun/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { companies } from '../../db/schema';
import {
  bumpDataRevision,
  bumpProductRevisionReturningCompany,
  COMPANY_CHANGED_CHANNEL,
  toVersionInfo,
} from './company-versions.repository';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const addCompany = (id: string) =>
  database.db.execute(sql`
    insert into companies (id, business_info, business_hours, delivery_config, order_support, contact_info,
      bank_account, reward_policy, kakao_info)
    values (${id}, '{}', '{}', '{}', '{}', '{}', '{}', '{}', '{}')`);

/** The `company.changed` payloads heard while `work` runs, parsed, after a moment for delivery. */
const heardDuring = async (work: () => Promise<unknown>) => {
  const heard: unknown[] = [];
  const stop = await database.listen(COMPANY_CHANGED_CHANNEL, (payload) => heard.push(JSON.parse(payload)));
  try {
    await work().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    await stop();
  }
  return heard;
};

/** The event as TypeScript writes it for the row the bump left: what every listener has always received. */
const expectedEvent = async (companyId: string, changed: string) => {
  const [row] = await database.db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw new Error(`${companyId} is gone`);
  return { companyId, revision: row.revision, versionInfo: toVersionInfo(row), changed };
};

// The bump's own statement builds the event in SQL (decisions/045); a listener must not be able to tell it from the
// event composeVersion and JSON.stringify make.
describe('a data-revision bump queues its company.changed event', () => {
  it('for every kind, equal to the event TypeScript composes, delivered at commit', async () => {
    await addCompany('co_bump');
    for (const kind of CATALOGUE_KINDS) {
      const heard = await heardDuring(() =>
        database.db.transaction((tx) => bumpDataRevision(tx, 'co_bump', kind)),
      );
      expect(heard).toEqual([await expectedEvent('co_bump', kind)]);
    }
  });

  it('matches composeVersion over generated generations and revisions, wrap-around included', async () => {
    await addCompany('co_values');
    const edges = [0, 1, 9, 10, 99_999, 999_998, 999_999, 1_000_000, 1_234_567, 2_147_483_646];
    const random = (limit: number) => Math.floor(Math.random() * limit);
    const pairs = [
      ...edges.map((revision, index) => [edges[(index * 3) % edges.length] ?? 0, revision] as const),
      ...Array.from({ length: 30 }, () => [random(100_000), random(DATA_REVISION_SCALE * 50)] as const),
    ];
    for (const [generation, revision] of pairs) {
      const kind: CatalogueKind = CATALOGUE_KINDS[revision % CATALOGUE_KINDS.length] ?? 'product';
      await database.db
        .update(companies)
        .set({
          productGeneration: generation,
          productRevision: revision,
          categoryGeneration: revision % 1000,
          categoryRevision: generation,
          optionGeneration: generation,
          optionRevision: revision,
          optionGroupGeneration: 0,
          optionGroupRevision: revision,
        })
        .where(eq(companies.id, 'co_values'));
      const heard = await heardDuring(() =>
        database.db.transaction((tx) => bumpDataRevision(tx, 'co_values', kind)),
      );
      expect(heard, `generation ${generation}, revision ${revision}`).toEqual([
        await expectedEvent('co_values', kind),
      ]);
    }
  });

  it('says nothing when the transaction rolls back, or when there is no such company', async () => {
    await addCompany('co_rollback');
    const heard = await heardDuring(async () => {
      await database.db
        .transaction(async (tx) => {
          await bumpDataRevision(tx, 'co_rollback', 'product');
          throw new Error('refused after the lock');
        })
        .catch(() => undefined);
      expect(await database.db.transaction((tx) => bumpDataRevision(tx, 'co_missing', 'product'))).toBe(
        undefined,
      );
    });
    expect(heard).toEqual([]);
  });

  it("order placement's lock announces the product change too, and hands back the row without it", async () => {
    await addCompany('co_place');
    let row: Awaited<ReturnType<typeof bumpProductRevisionReturningCompany>>;
    const heard = await heardDuring(async () => {
      row = await database.db.transaction((tx) => bumpProductRevisionReturningCompany(tx, 'co_place'));
    });
    expect(heard).toEqual([await expectedEvent('co_place', 'product')]);
    expect(row).toMatchObject({ id: 'co_place', productRevision: 1 });
    expect(row).not.toHaveProperty('announced');
  });
});
