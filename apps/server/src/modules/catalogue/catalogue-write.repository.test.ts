import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { auditLog, products } from '../../db/schema';
import { type AuditEntry, auditInsertParts } from '../audit';
import { CATALOGUE_KIND_CONFIG } from './catalogue.kinds';
import { insertItemsWithAudits } from './catalogue-write.repository';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const product = CATALOGUE_KIND_CONFIG.product;

const entry = (companyId: string, entityId: string, action: string): AuditEntry => ({
  companyId,
  actorUid: 'uid_owner',
  actorRole: 'owner',
  kind: 'product',
  entityId,
  action,
  before: action === 'updated' ? { productName: '옛 이름' } : null,
  after: action === 'updated' ? { productName: '새 이름' } : null,
  summary: entityId,
});

const auditsOf = (companyId: string) =>
  database.db
    .select({ entityId: auditLog.entityId, action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.companyId, companyId))
    .orderBy(asc(auditLog.id));

// One statement replaces two (insert, audit insert): the same rows and entries must come out.
describe('insertItemsWithAudits', () => {
  it('stores new rows of different column sets and every audit entry in order', async () => {
    const values = [
      { id: 'p_a', companyId: 'co_one', productName: '김밥', description: '설명' },
      { id: 'p_b', companyId: 'co_one', productName: '라면' },
    ];
    const saved = await database.db.transaction((tx) =>
      insertItemsWithAudits(
        tx,
        product,
        values,
        auditInsertParts([
          entry('co_one', 'p_old', 'updated'),
          entry('co_one', 'p_a', 'created'),
          entry('co_one', 'p_b', 'created'),
        ]),
      ),
    );
    expect(saved).toEqual([
      { id: 'p_a', revision: 1 },
      { id: 'p_b', revision: 1 },
    ]);
    const rows = await database.db
      .select({ id: products.id, description: products.description, unit: products.unit })
      .from(products)
      .where(eq(products.companyId, 'co_one'))
      .orderBy(asc(products.id));
    expect(rows).toEqual([
      { id: 'p_a', description: '설명', unit: '개' },
      { id: 'p_b', description: '', unit: '개' },
    ]);
    expect(await auditsOf('co_one')).toEqual([
      { entityId: 'p_old', action: 'updated', after: { productName: '새 이름' } },
      { entityId: 'p_a', action: 'created', after: null },
      { entityId: 'p_b', action: 'created', after: null },
    ]);
  });

  it('writes only the entries when nothing is new (a save of existing items), and nothing at all for nothing', async () => {
    await database.db.transaction(async (tx) => {
      expect(
        await insertItemsWithAudits(tx, product, [], auditInsertParts([entry('co_two', 'p_x', 'updated')])),
      ).toEqual([]);
      expect(await insertItemsWithAudits(tx, product, [], auditInsertParts([]))).toEqual([]);
    });
    expect(await auditsOf('co_two')).toEqual([
      { entityId: 'p_x', action: 'updated', after: { productName: '새 이름' } },
    ]);
  });

  it('leaves no row and no entry when any part fails', async () => {
    await database.db.insert(products).values({ id: 'p_taken', companyId: 'co_three', productName: '있음' });
    const failed = database.db.transaction((tx) =>
      insertItemsWithAudits(
        tx,
        product,
        [
          { id: 'p_new', companyId: 'co_three', productName: '새것' },
          { id: 'p_taken', companyId: 'co_three', productName: '중복' },
        ],
        auditInsertParts([entry('co_three', 'p_new', 'created'), entry('co_three', 'p_taken', 'created')]),
      ),
    );
    await expect(failed).rejects.toThrow();
    const rows = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.companyId, 'co_three'));
    expect(rows).toEqual([{ id: 'p_taken' }]);
    expect(await auditsOf('co_three')).toEqual([]);
  });
});
