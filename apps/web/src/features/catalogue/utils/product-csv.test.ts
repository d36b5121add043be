import { makeProduct } from '@jumun/shared/testing';
import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../../../lib/files/csv';
import { exportProductsCsv, previewProductImport } from './product-csv';
import type { CsvLookups } from './product-csv-columns';

const lookups: CsvLookups = {
  categoryIdByName: new Map([['커피', 'c1']]),
  categoryNameById: new Map([['c1', '커피']]),
  optionGroupIdByName: new Map([['커피 옵션', 'og1']]),
  optionGroupNameById: new Map([['og1', '커피 옵션']]),
  optionIdByName: new Map([['사이즈', 'o1']]),
  optionNameById: new Map([['o1', '사이즈']]),
};
const products = [
  makeProduct('p1', { productName: '아메리카노', categories: ['c1'], optionGroupId: 'og1', revision: 3 }),
  makeProduct('p2', { productName: '라떼, 따뜻한', description: '우유 "듬뿍"', priceDiscounted: 5000 }),
];

/** Edits one cell of an exported file, by header name. */
const editCell = (csv: string, line: number, header: string, value: string) => {
  const rows = parseCsv(csv).rows;
  const column = rows[0]?.indexOf(header) ?? -1;
  const row = rows[line - 1];
  if (row) row[column] = value;
  return toCsv(rows);
};

describe('product CSV', () => {
  it('round-trips an export with nothing to save', () => {
    const preview = previewProductImport(exportProductsCsv(products, lookups), products, lookups);
    expect(preview.rows.map((r) => r.status)).toEqual(['unchanged', 'unchanged']);
    expect(preview.canImport).toBe(false);
  });

  it('turns an edited price into an update carrying the exported revision', () => {
    const csv = editCell(exportProductsCsv(products, lookups), 2, '판매가', '3,800원');
    const preview = previewProductImport(csv, products, lookups);
    expect(preview.rows[0]?.status).toBe('update');
    expect(preview.toSave).toHaveLength(1);
    expect(preview.toSave[0]).toMatchObject({
      id: 'p1',
      revision: 3,
      priceDiscounted: 3800,
      categories: ['c1'],
    });
    expect(preview.canImport).toBe(true);
  });

  it('adds rows without an id as new products with schema defaults', () => {
    const csv = toCsv([
      ['상품명', '판매가', '카테고리'],
      ['콜드브루', '5500', '커피'],
    ]);
    const preview = previewProductImport(csv, products, lookups);
    expect(preview.rows[0]).toMatchObject({ status: 'new', line: 2 });
    expect(preview.toSave[0]).toMatchObject({
      productName: '콜드브루',
      priceDiscounted: 5500,
      stockQuantity: 10000,
    });
  });

  it('reports every problem per row and blocks the whole import', () => {
    const csv = toCsv([
      ['상품ID', '상품명', '판매가', '카테고리', '노출'],
      ['', '', '-1', '없는 카테고리', '글쎄'],
      ['p999', '유령', '1000', '', ''],
      ['', '정상 상품', '1000', '', ''],
    ]);
    const preview = previewProductImport(csv, products, lookups);
    expect(preview.canImport).toBe(false);
    expect(preview.rows[0]?.errors).toEqual(
      expect.arrayContaining([
        '카테고리: 없는 카테고리입니다: 없는 카테고리',
        '노출: 예 또는 아니오로 입력하세요',
        '상품명: 상품명을 입력하세요',
        '판매가: 0원 이상이어야 합니다',
      ]),
    );
    expect(preview.rows[1]?.errors).toEqual(['상품ID: 없는 상품입니다 (p999)']);
    expect(preview.rows[2]?.status).toBe('new');
  });

  it('refuses a row exported before someone else changed the product', () => {
    const csv = editCell(exportProductsCsv(products, lookups), 2, '수정번호', '2');
    const preview = previewProductImport(csv, products, lookups);
    expect(preview.rows[0]?.errors[0]).toContain('서버에서 내용이 변경되어 저장할 수 없습니다');
  });

  it('refuses files without a 상품명 column or with more than 500 rows to save', () => {
    expect(previewProductImport(toCsv([['가격'], ['1']]), [], lookups).fileError).toBe(
      '상품명 열이 없습니다.',
    );
    const many = toCsv([['상품명'], ...Array.from({ length: 501 }, (_, i) => [`상품 ${i}`])]);
    const preview = previewProductImport(many, [], lookups);
    expect(preview.canImport).toBe(false);
    expect(preview.fileError).toContain('최대 500개');
  });
});
