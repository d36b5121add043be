import { describe, expect, it } from 'vitest';
import { EMPTY_VERSION_INFO } from '../sync/version';
import { companySchema } from './company.schema';
import {
  PRIVATE_COMPANY_FIELDS,
  PUBLIC_COMPANY_FIELDS,
  PUBLIC_SECTION_FIELDS,
  publicCompanySchema,
  toPublicCompany,
} from './public-company';

const SECRET = 'SECRET-숨김';

const plainCompany = () =>
  companySchema.parse({
    id: 'co1',
    revision: 1,
    versionInfo: EMPTY_VERSION_INFO,
    dateCreated: '2026-11-25T00:00:00.000Z',
    dateModified: '2026-11-25T00:00:00.000Z',
  });

/** A company whose every string field holds a marker, so whatever leaks is visible. */
const plantedCompany = () => {
  const base = plainCompany();
  const mark = (section: Record<string, unknown>, prefix: string) =>
    Object.fromEntries(
      Object.entries(section).map(([key, value]) => [
        key,
        typeof value === 'string' ? `${prefix}.${key}.${SECRET}` : value,
      ]),
    );
  return {
    ...base,
    businessInfo: mark(base.businessInfo, 'businessInfo'),
    contactInfo: mark(base.contactInfo, 'contactInfo'),
    kakaoInfo: mark(base.kakaoInfo, 'kakaoInfo'),
    orderSettings: { ...base.orderSettings, escalationMinutes: 77 },
  } as typeof base;
};

describe('the public company (allow-list, issue 9)', () => {
  it('classifies every field of the company as public, private or a section with public fields', () => {
    const classified = new Set<string>([
      ...PUBLIC_COMPANY_FIELDS,
      ...PRIVATE_COMPANY_FIELDS,
      ...Object.keys(PUBLIC_SECTION_FIELDS),
    ]);
    expect(Object.keys(companySchema.shape).filter((key) => !classified.has(key))).toEqual([]);
  });

  it('shows the allowed fields and nothing else of the planted values', () => {
    const company = plantedCompany();
    const shown = toPublicCompany(company);
    const json = JSON.stringify(shown);
    const leaked = [...json.matchAll(/"([A-Za-z]+)\.([A-Za-z_]+)\.SECRET-숨김"/g)].map(
      (m) => `${m[1]}.${m[2]}`,
    );
    const allowed = Object.entries(PUBLIC_SECTION_FIELDS).flatMap(([section, keys]) =>
      keys.map((key) => `${section}.${key}`),
    );
    expect(leaked.sort()).toEqual(allowed.filter((path) => json.includes(`"${path}.${SECRET}"`)).sort());
    for (const hidden of [
      'contactInfo.securedPhoneMain',
      'contactInfo.securedEmail',
      'businessInfo.encryptedDetailAddress',
      'kakaoInfo.securedSender',
      'kakaoInfo.securedSenderKey',
      'kakaoInfo.noticeCodeOrderComplete',
    ]) {
      expect(json).not.toContain(`${hidden}.${SECRET}`);
    }
    expect(shown.businessInfo.shopName).toBe(company.businessInfo.shopName);
    expect(shown.contactInfo.securedLandlineMain).toBe(company.contactInfo.securedLandlineMain);
    expect(json).not.toContain('orderSettings');
    expect(shown.id).toBe('co1');
  });

  it('is exactly what the public schema declares: a new company field is not in it by default', () => {
    const shown = toPublicCompany(plainCompany());
    const parsed = publicCompanySchema.strict().safeParse(shown);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(Object.keys(publicCompanySchema.shape).sort()).toEqual(
      [...PUBLIC_COMPANY_FIELDS, ...Object.keys(PUBLIC_SECTION_FIELDS)].sort(),
    );
    for (const [section, keys] of Object.entries(PUBLIC_SECTION_FIELDS)) {
      expect(Object.keys(shown[section as keyof typeof PUBLIC_SECTION_FIELDS]).sort()).toEqual(
        [...keys].sort(),
      );
    }
  });
});
