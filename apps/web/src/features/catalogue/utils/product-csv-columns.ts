import type { Product } from '@jumun/shared';

/** Names ↔ ids of what a product links to; CSV files carry names, because owners do not know ids. */
export type CsvLookups = {
  categoryIdByName: ReadonlyMap<string, string>;
  categoryNameById: ReadonlyMap<string, string>;
  optionGroupIdByName: ReadonlyMap<string, string>;
  optionGroupNameById: ReadonlyMap<string, string>;
  optionIdByName: ReadonlyMap<string, string>;
  optionNameById: ReadonlyMap<string, string>;
};

type Parsed = { value: unknown } | { error: string };
export type CsvColumn = {
  /** The product field the column fills. */
  field: keyof Product;
  header: string;
  toCell: (product: Product, lookups: CsvLookups) => string;
  /** '' means "not given": an update keeps the current value, a new product takes the default. */
  fromCell: (cell: string, lookups: CsvLookups) => Parsed;
};

export const LIST_SEPARATOR = ' | ';
const YES = new Set(['예', 'y', 'yes', 'true', '1', 'o']);
const NO = new Set(['아니오', '아니요', 'n', 'no', 'false', '0', 'x']);

const text = (field: keyof Product, header: string): CsvColumn => ({
  field,
  header,
  toCell: (p) => String(p[field] ?? ''),
  fromCell: (cell) => ({ value: cell }),
});

const number = (field: keyof Product, header: string): CsvColumn => ({
  field,
  header,
  toCell: (p) => String(p[field] ?? ''),
  fromCell: (cell) => {
    const value = Number(cell.replace(/[,\s원]/g, ''));
    return Number.isFinite(value) ? { value } : { error: '숫자를 입력하세요' };
  },
});

const boolean = (field: keyof Product, header: string): CsvColumn => ({
  field,
  header,
  toCell: (p) => (p[field] ? '예' : '아니오'),
  fromCell: (cell) => {
    const key = cell.trim().toLowerCase();
    if (YES.has(key)) return { value: true };
    if (NO.has(key)) return { value: false };
    return { error: '예 또는 아니오로 입력하세요' };
  },
});

const names = (cell: string) =>
  cell
    .split('|')
    .map((name) => name.trim())
    .filter(Boolean);

const nameList = (
  field: 'categories' | 'optionIds',
  header: string,
  label: string,
  byName: (l: CsvLookups) => ReadonlyMap<string, string>,
  byId: (l: CsvLookups) => ReadonlyMap<string, string>,
): CsvColumn => ({
  field,
  header,
  toCell: (p, l) =>
    p[field]
      .map((id) => byId(l).get(id))
      .filter(Boolean)
      .join(LIST_SEPARATOR),
  fromCell: (cell, l) => {
    const missing = names(cell).filter((name) => !byName(l).has(name));
    if (missing.length > 0) return { error: `없는 ${label}입니다: ${missing.join(', ')}` };
    return { value: names(cell).map((name) => byName(l).get(name)) };
  },
});

/** Column order of the exported file; headers are Korean, the field names are accepted on import too. */
export const PRODUCT_CSV_COLUMNS: CsvColumn[] = [
  text('id', '상품ID'),
  number('revision', '수정번호'),
  text('productName', '상품명'),
  text('productNameShort', '짧은 이름'),
  nameList(
    'categories',
    '카테고리',
    '카테고리',
    (l) => l.categoryIdByName,
    (l) => l.categoryNameById,
  ),
  number('priceOriginal', '정가'),
  number('priceDiscounted', '판매가'),
  number('priceFriendtalk', '친구톡 가격'),
  text('unit', '단위'),
  number('stockQuantity', '재고'),
  boolean('isVisible', '노출'),
  boolean('isPrivateProduct', '비공개'),
  number('displayLevel', '표시 순서'),
  number('rewardStamp', '스탬프(개당)'),
  number('rewardPoint', '포인트(개당)'),
  number('parcelBundleValue', '묶음 배송 값'),
  {
    field: 'optionGroupId',
    header: '옵션 그룹',
    toCell: (p, l) => l.optionGroupNameById.get(p.optionGroupId) ?? '',
    fromCell: (cell, l) => {
      const id = l.optionGroupIdByName.get(cell.trim());
      return id ? { value: id } : { error: `없는 옵션 그룹입니다: ${cell.trim()}` };
    },
  },
  nameList(
    'optionIds',
    '옵션',
    '옵션',
    (l) => l.optionIdByName,
    (l) => l.optionNameById,
  ),
  text('description', '설명'),
];

export const columnLabel = (field: string) =>
  PRODUCT_CSV_COLUMNS.find((column) => column.field === field)?.header ?? field;
