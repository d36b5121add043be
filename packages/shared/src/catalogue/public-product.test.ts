import { describe, expect, it } from 'vitest';
import { productSchema } from './product.schema';
import { isProductSoldOut } from './product-availability';
import {
  PRIVATE_PRODUCT_FIELDS,
  PUBLIC_PRODUCT_FIELDS,
  publicProductSchema,
  toPublicProduct,
} from './public-product';

const SECRET = 'SECRET-숨김';

/** A product whose every string holds a marker and whose private numbers are recognisable, so a leak shows. */
const plantedProduct = (overrides: Record<string, unknown> = {}) => {
  const base = productSchema.parse({
    id: 'p1',
    companyId: 'co1',
    revision: 1,
    dateCreated: '2026-11-25T00:00:00.000Z',
    dateModified: '2026-11-25T00:00:00.000Z',
    productName: '라떼',
  });
  return {
    ...base,
    parentProductId: `parentProductId.${SECRET}`,
    useParentData: true,
    stockQuantity: 4321,
    priceDiscounted: 5000,
    priceFriendtalk: 3777,
    ...overrides,
  };
};

describe('the public product (allow-list, issue 9)', () => {
  it('classifies every field of the product as public or private', () => {
    const classified = new Set<string>([...PUBLIC_PRODUCT_FIELDS, ...PRIVATE_PRODUCT_FIELDS]);
    expect(Object.keys(productSchema.shape).filter((key) => !classified.has(key))).toEqual([]);
    expect(
      PUBLIC_PRODUCT_FIELDS.filter((key) => (PRIVATE_PRODUCT_FIELDS as readonly string[]).includes(key)),
    ).toEqual([]);
  });

  it('never shows the stock count, the Friendtalk price or the head-office link', () => {
    const shown = toPublicProduct(plantedProduct());
    const json = JSON.stringify(shown);
    expect(json).not.toContain(SECRET);
    expect(json).not.toContain('4321');
    expect(json).not.toContain('3777');
    for (const key of PRIVATE_PRODUCT_FIELDS) expect(shown).not.toHaveProperty(key);
    expect(shown).toMatchObject({ id: 'p1', productName: '라떼', priceDiscounted: 5000, isSoldOut: false });
  });

  it('is exactly what the public schema declares: a new product field is not in it by default', () => {
    const shown = toPublicProduct(plantedProduct());
    const parsed = publicProductSchema.strict().safeParse(shown);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(Object.keys(publicProductSchema.shape).sort()).toEqual([...PUBLIC_PRODUCT_FIELDS].sort());
  });

  it('shows stock 0 as sold out until turned back, without the count', () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    const soldOutForAnHour = { isSoldOut: true, soldOutUntil: '2026-11-25T13:00:00.000Z' };
    const empty = toPublicProduct(plantedProduct({ stockQuantity: 0, ...soldOutForAnHour }));
    expect(empty).toMatchObject({ isSoldOut: true, soldOutUntil: null });
    expect(isProductSoldOut(empty, new Date('2026-11-26T00:00:00.000Z'))).toBe(true);
    const stocked = toPublicProduct(plantedProduct({ stockQuantity: 3, ...soldOutForAnHour }));
    expect(stocked).toMatchObject(soldOutForAnHour);
    expect(isProductSoldOut(stocked, now)).toBe(true);
    expect(isProductSoldOut(stocked, new Date('2026-11-25T14:00:00.000Z'))).toBe(false);
  });
});
