import { CATALOGUE_KINDS, DOCUMENT_OUTPUT_SCHEMAS } from '@jumun/shared';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { useTestApp } from '../../../test/build-app';
import { SAMPLE_OWNER } from '../../../test/factories/administrator';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';

/**
 * The document answers are sent without a zod pass (lib/documented-response.ts), so this is what holds them to the
 * shared output schemas: every field declared, nothing more (a leaked column fails `strict()`).
 */
const COMPANY = SAMPLE_OWNED_COMPANY_ID;
const t = useTestApp();

const read = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, url).toBe(200);
  return res.json().data;
};

const expectShape = (schema: z.ZodObject, value: unknown) => {
  const result = schema.strict().safeParse(value);
  expect(result.success ? [] : result.error.issues).toEqual([]);
};

describe.each(['admin', 'user'] as const)('%s area answers match the shared output schemas', (area) => {
  const headers = () => (area === 'admin' ? t.owner : {});

  it.each(CATALOGUE_KINDS)('%s: list and one item', async (kind) => {
    const items = await read(`/api/document/${area}/${kind}?companyId=${COMPANY}`, headers());
    expect(items.length).toBeGreaterThan(0);
    const schema = DOCUMENT_OUTPUT_SCHEMAS[area][kind];
    for (const item of items) expectShape(schema, item);
    expectShape(
      schema,
      await read(`/api/document/${area}/${kind}/${items[0].id}?companyId=${COMPANY}`, headers()),
    );
  });

  it('company', async () => {
    expectShape(
      DOCUMENT_OUTPUT_SCHEMAS[area].company,
      await read(`/api/document/${area}/company/${COMPANY}?companyId=`, headers()),
    );
  });
});

describe('admin area', () => {
  it('administrator', async () => {
    expectShape(
      DOCUMENT_OUTPUT_SCHEMAS.admin.administrator,
      await read(`/api/document/admin/administrator/${SAMPLE_OWNER.uid}?companyId=`, t.owner),
    );
  });
});

/**
 * GET one builds its answer from the driver's array row (catalogue.dto.ts `arrayRowToDto`, decisions/038), the list
 * from Drizzle's mapped row (`toCatalogueDto`): the two must give the same item, byte for byte and in the same key
 * order, for every kind in both areas. A product with a sold-out instant and a gallery covers the dates and arrays.
 */
describe.each(['admin', 'user'] as const)('%s area: one item is the list item', (area) => {
  const headers = () => (area === 'admin' ? t.owner : {});

  it.each(CATALOGUE_KINDS)('%s', async (kind) => {
    let savedId: string | undefined;
    if (kind === 'product') {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/document/admin/product',
        headers: t.owner,
        payload: {
          companyId: COMPANY,
          item: {
            productName: '비교용 상품',
            isSoldOut: true,
            soldOutUntil: '2026-11-22T14:59:59.123Z',
            imageGalleryFileNames: ['a.webp', 'b.webp'],
            parcelBundleValue: 0.5,
          },
        },
      });
      expect(saved.statusCode).toBe(200);
      savedId = saved.json().data.id;
    }
    const listed = await t.app.inject({
      url: `/api/document/${area}/${kind}?companyId=${COMPANY}`,
      headers: headers(),
    });
    const items: { id: string }[] = listed.json().data;
    expect(items.length).toBeGreaterThan(0);
    const compared = [...items.slice(0, 4), ...items.filter((item) => item.id === savedId)];
    expect(compared.length).toBe(kind === 'product' ? 5 : Math.min(items.length, 4));
    for (const item of compared) {
      const one = await t.app.inject({
        url: `/api/document/${area}/${kind}/${item.id}?companyId=${COMPANY}`,
        headers: headers(),
      });
      expect(JSON.stringify(one.json().data)).toBe(JSON.stringify(item));
    }
  });
});
