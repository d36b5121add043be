import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { options, products } from './schema';
import { insertRowsAsJson, setInsertParts } from './set-insert';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

/** Rows as stored, minus what differs between two inserts by nature (company, instants, transaction id). */
const stored = async (table: typeof products | typeof options, companyId: string) => {
  const rows = await database.db
    .select()
    .from(table)
    .where(eq(table.companyId, companyId))
    .orderBy(asc(table.id));
  return rows.map(({ companyId: _c, dateCreated: _a, dateModified: _m, changeXid: _x, ...rest }) => rest);
};

const copyTo = <T extends Record<string, unknown>>(rows: T[], companyId: string) =>
  rows.map((row) => ({ ...row, companyId }));

// The oracle is Drizzle's own `insert … values`, the path this replaces: same rows in, same rows stored.
describe('insertRowsAsJson', () => {
  it('stores products exactly as Drizzle does: arrays, instants, numbers, and defaults for left-out columns', async () => {
    const rows = [
      {
        id: 'p1',
        productName: '김치 "특" \\ 1kg',
        categories: ['ctg_a', 'ctg,b', ''],
        priceOriginal: 5000,
        parcelBundleValue: 0.25,
        soldOutUntil: new Date('2026-11-26T09:30:00.123Z'),
        isSoldOut: true,
      },
      { id: 'p2', productName: '두부', imageGalleryFileNames: [], description: '줄\n바꿈' },
      { id: 'p3', productName: 'NULL', soldOutUntil: null, displayLevel: 3 },
    ];
    await database.db.insert(products).values(copyTo(rows, 'drizzle'));
    const saved = await insertRowsAsJson<{ id: string; revision: number }>(
      database.db,
      products,
      copyTo(rows, 'json'),
      { id: products.id, revision: products.revision },
    );
    expect(saved.map((row) => row.id).sort()).toEqual(['p1', 'p2', 'p3']);
    expect(saved.every((row) => row.revision === 1)).toBe(true);
    expect(await stored(products, 'json')).toEqual(await stored(products, 'drizzle'));
    const [first] = (await stored(products, 'json')) as Record<string, unknown>[];
    expect(first?.categories).toEqual(['ctg_a', 'ctg,b', '']);
    expect(first?.unit).toBe('개');
  });

  it('stores options with jsonb and integer[] columns exactly as Drizzle does', async () => {
    const rows = [
      {
        id: 'o1',
        optionName: '맛',
        optionItems: ['순한맛', '매운맛'],
        optionItemsPrice: [0, 500],
        soldOutItems: [{ item: '매운맛', until: null }],
        invalidCombinations: [],
      },
      { id: 'o2', optionName: '크기' },
    ];
    await database.db.insert(options).values(copyTo(rows, 'drizzle'));
    await insertRowsAsJson(database.db, options, copyTo(rows, 'json'), { id: options.id });
    expect(await stored(options, 'json')).toEqual(await stored(options, 'drizzle'));
  });

  it('refuses text PostgreSQL cannot store as a data error (class 22), like the parameter path', async () => {
    const error = await insertRowsAsJson(
      database.db,
      products,
      [{ id: 'nul', companyId: 'json', productName: 'a\u0000b' }],
      {
        id: products.id,
      },
    ).catch((caught: unknown) => caught);
    const codeOf = (e: unknown): string =>
      (e as { code?: string }).code ?? codeOf((e as { cause?: unknown }).cause ?? { code: '' });
    expect(codeOf(error)).toMatch(/^22/);
  });

  it('sends rows as they are, keyed by property, and copies only a row with a value to convert', async () => {
    const plain = [
      { id: 'k1', companyId: 'keys', productName: '그대로', categories: ['ctg_a'], revision: undefined },
      { id: 'k2', companyId: 'keys', productName: '그대로 둘', categories: [], revision: undefined },
    ];
    const [part] = setInsertParts(products, plain);
    // Serialised straight from the caller's objects (docs/decisions/039): no renamed copy per row.
    expect(part?.rows).toBe(JSON.stringify(plain));
    const instant = new Date('2026-11-27T01:02:03.004Z');
    const converted = setInsertParts(products, [{ id: 'k3', productName: '시각', soldOutUntil: instant }]);
    expect(JSON.parse(converted[0]?.rows ?? '')).toEqual([
      { id: 'k3', productName: '시각', soldOutUntil: '2026-11-27T01:02:03.004Z' },
    ]);
    // A key that is no column travels and is ignored; the left-out revision takes the column default.
    await insertRowsAsJson(database.db, products, [...plain.map((row) => ({ ...row, notAColumn: 1 }))], {
      id: products.id,
    });
    const stored = await database.db
      .select({ id: products.id, revision: products.revision, categories: products.categories })
      .from(products)
      .where(eq(products.companyId, 'keys'))
      .orderBy(asc(products.id));
    expect(stored).toEqual([
      { id: 'k1', revision: 1, categories: ['ctg_a'] },
      { id: 'k2', revision: 1, categories: [] },
    ]);
  });
  it('leaves to the database a column every row holds at its literal default, and stores what Drizzle stores', async () => {
    // What a parsed bulk create looks like: every field given, most at the schema's (and the column's) default.
    const parsed = (id: string, productName: string, priceOriginal: number) => ({
      id,
      productName,
      productNameShort: '',
      categories: [],
      isPrivateProduct: false,
      priceOriginal,
      priceDiscounted: 0,
      imageGalleryFileNames: [],
      unit: '개',
      stockQuantity: 10000,
      isVisible: true,
      displayLevel: 1000,
      parcelBundleValue: 1,
      soldOutUntil: null,
    });
    const rows = [parsed('d1', '기본값', 0), parsed('d2', '가격만 다름', 4500)];
    const [part] = setInsertParts(products, copyTo(rows, 'defaults'));
    const text = part?.text(1) ?? '';
    // Set by a row: sent for the whole group, so the group stays one statement.
    expect(text).toContain('"price_original"');
    expect(text).toContain('"product_name"');
    // At the default in every row: left out, and so not in the rows either.
    for (const name of ['"unit"', '"categories"', '"stock_quantity"', '"is_visible"', '"display_level"'])
      expect(text).not.toContain(name);
    expect(Object.keys(JSON.parse(part?.rows ?? '[]')[0]).sort()).toEqual(
      ['companyId', 'id', 'priceOriginal', 'productName'].sort(),
    );
    // The oracle: Drizzle writes every value; the database's defaults must give the same rows.
    await database.db.insert(products).values(copyTo(rows, 'drizzle-defaults'));
    await insertRowsAsJson(database.db, products, copyTo(rows, 'defaults'), { id: products.id });
    expect(await stored(products, 'defaults')).toEqual(await stored(products, 'drizzle-defaults'));
  });
});
