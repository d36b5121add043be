import {
  calculateCouponIssuance,
  calculateDeliveryFee,
  companyInputSchema,
  couponDefinitionInputSchema,
  createDefaultSelection,
  isValidBusinessRegistrationNumber,
  menuSettingsSchema,
  optionInputSchema,
  productInputSchema,
  resolveProductOptions,
  validateOptionSelection,
} from '@jumun/shared';
import { describe, expect, it } from 'vitest';
import { SAMPLE_OWNED_COMPANY_ID, SEED_COMPANIES } from './demo-seed';
import { seedId } from './seed-ids';
import type { SeedCompany } from './seed-types';

const NOW = new Date('2026-11-23T12:00:00+09:00');

/** The seed's catalogue with its local keys resolved to the ids the seeder stores. */
const resolveCatalogue = (seed: SeedCompany) => {
  const companyId = seed.company.id;
  const options = seed.options.map(({ key, ...o }) => ({
    ...optionInputSchema.parse(o),
    id: seedId('opt', companyId, key),
  }));
  const groups = new Map(
    seed.optionGroups.map((g) => [
      seedId('og', companyId, g.key),
      { optionIds: g.optionKeys.map((k) => seedId('opt', companyId, k)) },
    ]),
  );
  const products = seed.products.map(({ categoryKeys, optionGroupKey, optionKeys, ...p }, index) => ({
    ...productInputSchema.parse(p),
    id: seedId('p', companyId, String(index + 1).padStart(3, '0')),
    categories: categoryKeys.map((k) => seedId('ctg', companyId, k)),
    optionGroupId: optionGroupKey ? seedId('og', companyId, optionGroupKey) : '',
    optionIds: (optionKeys ?? []).map((k) => seedId('opt', companyId, k)),
  }));
  return { companyId, options, optionsById: new Map(options.map((o) => [o.id, o])), groups, products };
};

describe.each(SEED_COMPANIES.map((seed) => [seed.company.id, seed] as const))('seed %s', (_id, seed) => {
  const { companyId, options, optionsById, groups, products } = resolveCatalogue(seed);
  const company = companyInputSchema.parse(seed.company);

  it('is a valid company with a checksum-valid 사업자등록번호 and one closure date', () => {
    expect(isValidBusinessRegistrationNumber(company.businessInfo.businessRegistrationNumber)).toBe(true);
    expect(company.businessHours.closureDates).toHaveLength(1);
    expect(company.businessInfo.shopName).not.toBe('');
  });

  it('only references keys that exist', () => {
    const categoryKeys = new Set(seed.categories.map((c) => c.key));
    const optionKeys = new Set(seed.options.map((o) => o.key));
    const groupKeys = new Set(seed.optionGroups.map((g) => g.key));
    for (const product of seed.products) {
      for (const key of product.categoryKeys) expect(categoryKeys).toContain(key);
      for (const key of product.optionKeys ?? []) expect(optionKeys).toContain(key);
      if (product.optionGroupKey) expect(groupKeys).toContain(product.optionGroupKey);
    }
    for (const group of seed.optionGroups)
      for (const key of group.optionKeys) expect(optionKeys).toContain(key);
    for (const option of options) {
      for (const rule of option.invalidCombinations) expect(optionsById.has(rule.optionId)).toBe(true);
    }
    const settings = menuSettingsSchema.parse(company.menuSettings);
    const productIds = new Set(products.map((p) => p.id));
    for (const id of Object.keys(settings.productDayparts)) expect(productIds).toContain(id);
    const categoryIds = seed.categories.map((c) => seedId('ctg', companyId, c.key));
    for (const id of Object.keys(settings.categoryOrderTypes)) expect(categoryIds).toContain(id);
  });

  it('has stamp coupon definitions that parse and point at real products and categories', () => {
    const categoryIds = seed.categories.map((c) => seedId('ctg', companyId, c.key));
    for (const { key: _key, ...input } of seed.couponDefinitions ?? []) {
      const definition = couponDefinitionInputSchema.parse(input);
      for (const id of definition.availableCategoryIds) expect(categoryIds).toContain(id);
      if (definition.type === 'freeItem')
        expect(products.map((p) => p.id)).toContain(definition.freeItemProductId);
    }
  });

  // A required-highlight choice starts empty on purpose (the customer must pick it, decision 013); every other
  // option's default must already be a valid order, so a sheet never opens in an error the customer did not cause.
  it('opens every product sheet valid except for the choices the customer must make', () => {
    for (const product of products) {
      const productOptions = resolveProductOptions(product, groups, optionsById);
      const selection = createDefaultSelection(productOptions, NOW);
      const mustChoose = productOptions
        .filter((option) => option.type === 'select' && option.styleType === 'required-highlight')
        .map((option) => option.id);
      const { errors } = validateOptionSelection(productOptions, selection, NOW);
      expect(errors.map((error) => error.optionId).sort()).toEqual([...mustChoose].sort());
    }
  });
});

describe('seed catalogues', () => {
  const byId = new Map(SEED_COMPANIES.map((seed) => [seed.company.id, seed]));

  it('keeps 아메리카노 as p_coJumunSample_001 in the coffee category (server tests rely on it)', () => {
    const sample = byId.get(SAMPLE_OWNED_COMPANY_ID);
    expect(sample?.products[0]).toMatchObject({ productName: '아메리카노', categoryKeys: ['coffee'] });
  });

  it('gives the cafe a realistic menu with sold-out, hidden and forbidden combinations', () => {
    const cafe = byId.get('demoCompanyCafe');
    expect(cafe?.categories).toHaveLength(6);
    expect(cafe?.products.length).toBeGreaterThanOrEqual(35);
    expect(cafe?.products.some((p) => p.isSoldOut)).toBe(true);
    expect(cafe?.products.some((p) => p.isVisible === false)).toBe(true);
    expect(
      cafe?.options.filter((o) => (o.invalidCombinations ?? []).length > 0).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('seeds the demo cafe stamp card of the domain example, and none for the owned sample', () => {
    const definitions = (byId.get('demoCompanyCafe')?.couponDefinitions ?? []).map(({ key, ...d }) => ({
      ...couponDefinitionInputSchema.parse(d),
      id: seedId('def', 'demoCompanyCafe', key),
    }));
    expect(calculateCouponIssuance(3, 4, definitions)).toEqual({
      issued: [{ definitionId: 'def_demoCompanyCafe_stamp5', count: 1 }],
      newBalance: 7,
    });
    expect(byId.get(SAMPLE_OWNED_COMPANY_ID)?.couponDefinitions).toEqual([]);
  });

  it('makes demoHQ a head office and demoMall a parcel shop charging 4,000원 per two bundles', () => {
    expect(byId.get('demoHQ')?.company).toMatchObject({ isHeadCompany: true, companyType: 'offline_hq' });
    const mall = companyInputSchema.parse(byId.get('demoMall')?.company);
    expect(mall.companyType).toBe('online_mall');
    expect(mall.orderSupport.supportParcel).toBe(true);
    const threeKilos = { quantity: 1, parcelBundleValue: 1 };
    const fiveKilos = { quantity: 1, parcelBundleValue: 2 };
    const fee = (lines: (typeof threeKilos)[]) =>
      calculateDeliveryFee({ config: mall.deliveryConfig, orderType: 'parcel', orderAmount: 50_000, lines })
        .fee;
    expect(fee([threeKilos, threeKilos])).toBe(4000);
    expect(fee([fiveKilos, threeKilos])).toBe(8000);
  });
});
