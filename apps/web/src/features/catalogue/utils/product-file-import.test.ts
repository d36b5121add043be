import { makeProduct } from '@jumun/shared/testing';
import { describe, expect, it } from 'vitest';
import { decodeText } from '../../../lib/files/decode-text';
import { readXlsxRows, toXlsx } from '../../../lib/files/xlsx';
import { previewProductImport, previewProductRows, productFileRows } from './product-csv';
import type { CsvLookups } from './product-csv-columns';

const lookups: CsvLookups = {
  categoryIdByName: new Map([['커피', 'c1']]),
  categoryNameById: new Map([['c1', '커피']]),
  optionGroupIdByName: new Map(),
  optionGroupNameById: new Map(),
  optionIdByName: new Map(),
  optionNameById: new Map(),
};

/** "상품명,판매가\r\n에스프레소,3500\r\n" saved by Excel on Korean Windows (CP949), byte for byte. */
const CP949_CSV = Uint8Array.from([
  187, 243, 199, 176, 184, 237, 44, 198, 199, 184, 197, 176, 161, 13, 10, 191, 161, 189, 186, 199, 193, 183,
  185, 188, 210, 44, 51, 53, 48, 48, 13, 10,
]);

describe('product import from what Korean Excel saves', () => {
  it('imports a CP949 CSV (issue #9: it used to say 가져올 행이 없습니다)', () => {
    const preview = previewProductImport(decodeText(CP949_CSV).text, [], lookups);
    expect(preview.fileError).toBeUndefined();
    expect(preview.canImport).toBe(true);
    expect(preview.toSave).toEqual([
      expect.objectContaining({ productName: '에스프레소', priceDiscounted: 3500 }),
    ]);
  });

  it('round-trips the product table through an .xlsx workbook', async () => {
    const products = [
      makeProduct('p1', { productName: '아메리카노, 아이스', categories: ['c1'], revision: 2 }),
      makeProduct('p2', {
        productName: '=HYPERLINK("x")',
        description: '진한 "에스프레소"\n두 샷',
        isVisible: false,
      }),
    ];
    const rows = productFileRows(products, lookups);
    const read = await readXlsxRows(await toXlsx(rows, 'products'));
    expect(read).toEqual(rows);
    const preview = previewProductRows(read, products, lookups);
    expect(preview.rows.map((row) => row.status)).toEqual(['unchanged', 'unchanged']);
  });

  it('takes an edited workbook row as an update', async () => {
    const products = [makeProduct('p1', { revision: 2 })];
    const rows = productFileRows(products, lookups);
    const priceColumn = rows[0]?.indexOf('판매가') ?? -1;
    const edited = rows.map((row, index) =>
      index === 1 ? row.map((cell, i) => (i === priceColumn ? '3900' : cell)) : row,
    );
    const preview = previewProductRows(
      await readXlsxRows(await toXlsx(edited, 'products')),
      products,
      lookups,
    );
    expect(preview.toSave).toEqual([
      expect.objectContaining({ id: 'p1', revision: 2, priceDiscounted: 3900 }),
    ]);
  });
});
