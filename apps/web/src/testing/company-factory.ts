import { type Administrator, type Company, companySchema, EMPTY_VERSION_INFO } from '@jumun/shared';
import type { FakeApi } from './fake-api';
import { ok } from './fake-api';

const DATE = '2026-11-01T00:00:00.000Z';

/** A company document with the schema's defaults and a shop name. */
export const makeCompany = (id: string, fields: Partial<Company> = {}): Company =>
  companySchema.parse({
    id,
    revision: 3,
    versionInfo: EMPTY_VERSION_INFO,
    dateCreated: DATE,
    dateModified: DATE,
    businessInfo: { shopName: '테스트 카페' },
    ...fields,
  });

export const makeAdministrator = (uid: string, companyIds: string[]): Administrator => ({
  id: uid,
  companyId: companyIds[0] ?? '',
  companyIds,
  lastSelectedDemoCompanyId: 'demoCompanyCafe',
  roles: ['admin'],
  status: 'active',
  securedUserName: '박사장',
  contactInfo: {
    securedPhoneMain: '010-0000-0002',
    securedPhoneSub1: '',
    securedPhoneSub2: '',
    securedLandlineMain: '',
    securedEmail: '',
  },
  phoneSuffix: '0002',
  revision: 1,
  dateCreated: DATE,
  dateModified: DATE,
});

/** Serves the administrator record and the company document the shell reads for every admin page. */
export const serveCurrentCompany = (api: FakeApi, administrator: Administrator, company: () => Company) => {
  api.on('GET', /^\/api\/document\/admin\/administrator\/([^/]+)$/, () => ok(administrator));
  api.on('GET', /^\/api\/document\/admin\/company\/([^/]+)$/, () => ok(company()));
};
