import {
  categoryInputSchema,
  companyInputSchema,
  couponDefinitionInputSchema,
  DEMO_COMPANY_IDS,
  optionGroupInputSchema,
  optionInputSchema,
  productInputSchema,
} from '@jumun/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  administrators,
  authUsers,
  categories,
  companies,
  companyMembers,
  couponDefinitions,
  optionGroups,
  options,
  products,
} from '../db/schema';
import type { FieldCipher } from '../lib/field-cipher';
import { nameSearchKey, withNameKey } from '../modules/administrators';
import { liveCatalogueIds } from '../modules/catalogue';
import { createCompanyService, insertCompany } from '../modules/company';
import { CAFE_HAPJEONG, CAFE_YEONNAM, cafeSeed } from './companies/cafe';
import { hqSeed } from './companies/hq';
import { mallSeed } from './companies/mall';
import { seedDemoCustomer } from './customers/demo-customer';
import { seedOrderHistory } from './orders/order-history';
import { seedId } from './seed-ids';
import type { SeedAdministrator, SeedCompany } from './seed-types';

export const SAMPLE_OWNED_COMPANY_ID = 'coJumunSample';

export const SEED_COMPANIES: SeedCompany[] = [
  cafeSeed('demoCompanyCafe', CAFE_YEONNAM),
  hqSeed('demoHQ'),
  mallSeed('demoMall'),
  cafeSeed(SAMPLE_OWNED_COMPANY_ID, CAFE_HAPJEONG),
];

/** Demo logins (README): fixed test codes, see AUTH_TEST_PHONE_NUMBERS. */
export const SEED_ADMINISTRATORS: SeedAdministrator[] = [
  {
    uid: 'uid_owner_sample',
    phone: '+821000000002',
    companyIds: [SAMPLE_OWNED_COMPANY_ID],
    companyRole: 'owner',
    roles: ['admin'],
    name: '박사장',
  },
  {
    uid: 'uid_staff_sample',
    phone: '+821000000003',
    companyIds: [SAMPLE_OWNED_COMPANY_ID],
    // 매니저: edits the menu and settings beside the owner, but no staff, bank account or business info (issue 14).
    companyRole: 'manager',
    roles: ['admin'],
    name: '이매니저',
  },
];

/** Creates one demo company with its catalogue; false when it exists already (its data is never touched). */
const seedCompany = async (db: Db, cipher: FieldCipher, seed: SeedCompany): Promise<boolean> => {
  const { id, revision: _revision, ...fields } = companyInputSchema.parse(seed.company);
  const isCreated = await insertCompany(db, cipher, { id, fields });
  if (!isCreated) return false;

  const idOf = (kind: string, key: string) => seedId(kind, id, key);
  const meta = (kind: string, key: string) => ({ id: idOf(kind, key), companyId: id });
  await db
    .insert(categories)
    .values(
      seed.categories.map(({ key, ...c }) => ({ ...categoryInputSchema.parse(c), ...meta('ctg', key) })),
    );
  await db
    .insert(options)
    .values(seed.options.map(({ key, ...o }) => ({ ...optionInputSchema.parse(o), ...meta('opt', key) })));
  await db.insert(optionGroups).values(
    seed.optionGroups.map(({ key, optionKeys, ...g }) => ({
      ...optionGroupInputSchema.parse({ ...g, optionIds: optionKeys.map((k) => idOf('opt', k)) }),
      ...meta('og', key),
    })),
  );
  await db.insert(products).values(
    seed.products.map(({ categoryKeys, optionGroupKey, optionKeys, ...p }, index) => {
      const parsed = productInputSchema.parse({
        ...p,
        categories: categoryKeys.map((k) => idOf('ctg', k)),
        optionGroupId: optionGroupKey ? idOf('og', optionGroupKey) : '',
        optionIds: (optionKeys ?? []).map((k) => idOf('opt', k)),
      });
      return {
        ...parsed,
        soldOutUntil: parsed.soldOutUntil ? new Date(parsed.soldOutUntil) : null,
        ...meta('p', String(index + 1).padStart(3, '0')),
      };
    }),
  );
  const definitions = seed.couponDefinitions ?? [];
  if (definitions.length > 0) {
    await db.insert(couponDefinitions).values(
      definitions.map(({ key, ...d }) => {
        const { id: _id, revision: _rev, ...definition } = couponDefinitionInputSchema.parse(d);
        return { companyId: id, id: idOf('def', key), definition };
      }),
    );
  }
  return true;
};

export type SeedOptions = {
  /** The last 90 days of orders of the demo companies (on by default; tests leave it out to stay fast). */
  orderHistory?: boolean;
  now?: Date;
};

/** Whether the demo companies exist already, i.e. whether this is not a first start. */
export const isDemoSeeded = async (db: Db) => {
  const found = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, SAMPLE_OWNED_COMPANY_ID));
  return found.length > 0;
};

/**
 * Idempotent: companies, administrators, the demo customer and order histories that exist are left as they are.
 * Answers whether this call created any demo company, i.e. whether it was a first start.
 */
export const seedDemoData = async (db: Db, cipher: FieldCipher, options: SeedOptions = {}) => {
  const isFirstSeed = await seedCompaniesAndAdministrators(db, cipher);
  const now = options.now ?? new Date();
  const companies = createCompanyService(db, cipher, liveCatalogueIds);
  await seedDemoCustomer(db, cipher, await companies.getOne(null, 'user', SAMPLE_OWNED_COMPANY_ID), now);
  if (options.orderHistory === false) return isFirstSeed;
  for (const id of DEMO_COMPANY_IDS)
    await seedOrderHistory(db, cipher, await companies.getOne(null, 'user', id), now);
  return isFirstSeed;
};

const seedCompaniesAndAdministrators = async (db: Db, cipher: FieldCipher) => {
  let isAnyCreated = false;
  for (const seed of SEED_COMPANIES) isAnyCreated = (await seedCompany(db, cipher, seed)) || isAnyCreated;
  for (const admin of SEED_ADMINISTRATORS) {
    // The auth user maps the demo phone to the seeded uid, so signing in with it reaches this administrator.
    await db
      .insert(authUsers)
      .values({
        uid: admin.uid,
        securedPhone: cipher.encrypt(admin.phone),
        phoneHash: cipher.lookupHash(admin.phone),
      })
      .onConflictDoNothing();
    // Memberships go first and only where none exists: a role changed in 직원 관리 is never put back.
    await db
      .insert(companyMembers)
      .values(
        admin.companyIds.map((companyId) => ({
          companyId,
          administratorId: admin.uid,
          role: admin.companyRole,
        })),
      )
      .onConflictDoNothing();
    const [existing] = await db
      .select({ id: administrators.id })
      .from(administrators)
      .where(eq(administrators.id, admin.uid));
    if (existing) continue;
    await db.insert(administrators).values({
      id: admin.uid,
      companyId: admin.companyIds[0] ?? '',
      companyIds: admin.companyIds,
      roles: admin.roles,
      status: 'active',
      securedUserName: cipher.encrypt(admin.name),
      contactInfo: {
        securedPhoneMain: cipher.encrypt(admin.phone),
        securedPhoneSub1: '',
        securedPhoneSub2: '',
        securedLandlineMain: '',
        securedEmail: '',
      },
      phoneSuffix: admin.phone.slice(-4),
      searchField: withNameKey([admin.phone.slice(-4)], nameSearchKey(cipher, admin.name)),
    });
  }
  return isAnyCreated;
};
