import type { CompanyChangedEvent } from '@jumun/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { auditLog, products } from '../../db/schema';
import { COMPANY_CHANGED_CHANNEL } from '../company';

const t = useTestApp();
const COMPANY = 'coJumunSample';

const saveMany = (companyId: string, items: Record<string, unknown>[], headers = t.owner) =>
  t.app.inject({
    method: 'POST',
    url: '/api/document/admin/product/saveMany',
    headers,
    payload: { companyId, items },
  });

/** The company events heard while `work` runs, after a moment for delivery. */
const eventsDuring = async (work: () => Promise<unknown>) => {
  const heard: CompanyChangedEvent[] = [];
  const stop = await t.database.listen(COMPANY_CHANGED_CHANNEL, (payload) => heard.push(JSON.parse(payload)));
  try {
    await work();
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    await stop();
  }
  return heard;
};

const named = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ productName: `${prefix} ${i}` }));

// decisions/033: a bulk of new items that point at nothing goes in before the company lock; what a save leaves
// behind must not change: rows, audit entries, one version bump and one event per save, nothing on failure.
describe('saveMany of new items that point at nothing (inserted before the company lock)', () => {
  it('stores every row with its audit entry, moves productVersion with each save and sends one event each', async () => {
    let first: string[] = [];
    let second: string[] = [];
    const events = await eventsDuring(async () => {
      first = (await saveMany(COMPANY, named('대량 가', 12))).json().data.ids;
      second = (await saveMany(COMPANY, named('대량 나', 10))).json().data.ids;
    });
    expect(first).toHaveLength(12);
    expect(second).toHaveLength(10);
    const stored = await t.database.db
      .select({ id: products.id, productName: products.productName })
      .from(products)
      .where(and(eq(products.companyId, COMPANY), inArray(products.id, [...first, ...second])));
    expect(new Map(stored.map((row) => [row.id, row.productName])).get(first[3] as string)).toBe('대량 가 3');
    expect(stored).toHaveLength(22);
    const audits = await t.database.db
      .select({ entityId: auditLog.entityId, action: auditLog.action, summary: auditLog.summary })
      .from(auditLog)
      .where(inArray(auditLog.entityId, [...first, ...second]));
    expect(audits).toHaveLength(22);
    expect(audits.every((row) => row.action === 'created' && row.summary.startsWith('대량'))).toBe(true);
    const mine = events.filter((event) => event.companyId === COMPANY && event.changed === 'product');
    expect(mine).toHaveLength(2);
    const [a, b] = mine as [CompanyChangedEvent, CompanyChangedEvent];
    expect(b.versionInfo.productVersion).toBeGreaterThan(a.versionInfo.productVersion);
  });

  it('still checks references under the lock when one item points at a category', async () => {
    const items = [...named('참조', 11), { productName: '없는 분류', categories: ['ctg_missing'] }];
    const events = await eventsDuring(async () => {
      const res = await saveMany(COMPANY, items);
      expect(res.statusCode).toBe(400);
    });
    const stored = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.companyId, COMPANY), eq(products.productName, '참조 0')));
    expect(stored).toEqual([]);
    expect(events.filter((event) => event.companyId === COMPANY)).toEqual([]);
  });

  it('writes nothing for a company that does not exist (404 after the rows went in, all rolled back)', async () => {
    const operator = await t.bearer({ uid: 'uid_bulk_super', roles: ['admin', 'super'] });
    const res = await saveMany('coNowhere', named('유령', 12), operator);
    expect(res.statusCode).toBe(404);
    const stored = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.companyId, 'coNowhere'));
    expect(stored).toEqual([]);
    const audits = await t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.companyId, 'coNowhere'));
    expect(audits).toEqual([]);
  });

  it('starts every new row at revision 1 whatever revision the request carries, and answers it', async () => {
    const items = named('판', 12).map((item) => ({ ...item, revision: 7 }));
    const res = await saveMany(COMPANY, items);
    expect(res.statusCode).toBe(200);
    const { ids, items: saved } = res.json().data as {
      ids: string[];
      items: { id: string; revision: number }[];
    };
    expect(saved).toEqual(ids.map((id) => ({ id, revision: 1 })));
    const stored = await t.database.db
      .select({ id: products.id, revision: products.revision, productName: products.productName })
      .from(products)
      .where(and(eq(products.companyId, COMPANY), inArray(products.id, ids)));
    expect(new Set(stored.map((row) => row.revision))).toEqual(new Set([1]));
    expect(new Map(stored.map((row) => [row.id, row.productName])).get(ids[11] as string)).toBe('판 11');
  });
});
