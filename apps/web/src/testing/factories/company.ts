import { type Administrator, type Company, companySchema, EMPTY_VERSION_INFO } from '@jumun/shared';
import type { FakeApi } from '../fake-api';
import { ok } from '../fake-api';

const DATE = '2026-01-05T00:00:00.000Z';
const NINE_TO_NINE = { isOpen: true, open: '09:00', close: '21:00', breakStart: null, breakEnd: null };
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * The one company factory: a company as GET api/document/admin/company returns it — the schema's defaults, a
 * realistic shop (샘플카페 합정점, open 09:00–21:00 every day) and `fields` on top, parsed by the shared schema.
 */
export const makeCompany = (id = 'coA', fields: Partial<Company> = {}): Company =>
  companySchema.parse({
    businessInfo: {
      shopName: '샘플카페 합정점',
      brandName: '샘플카페',
      ceoName: '박사장',
      road_address_name: '서울 마포구 양화로 45',
      address_name: '서울 마포구 합정동 413',
      building_name: '메세나폴리스',
      encryptedDetailAddress: '지하 2층 B217호',
      postCode: '04036',
      geoPoint: { latitude: 37.5509, longitude: 126.9134 },
      businessRegistrationNumber: '105-31-74024',
    },
    businessHours: { weeklyHours: Object.fromEntries(WEEKDAYS.map((day) => [day, NINE_TO_NINE])) },
    contactInfo: { securedPhoneMain: '010-1000-0002', securedLandlineMain: '02-6011-0415' },
    id,
    revision: 3,
    versionInfo: EMPTY_VERSION_INFO,
    dateCreated: DATE,
    dateModified: DATE,
    ...fields,
  });

/** The one administrator factory: the owner of `companyIds` (none: a new administrator, demo companies only). */
export const makeAdministrator = (
  uid = 'uid_owner',
  companyIds: string[] = ['coA'],
  fields: Partial<Administrator> = {},
): Administrator => ({
  id: uid,
  companyId: companyIds[0] ?? '',
  companyIds,
  companyRoles: Object.fromEntries(companyIds.map((companyId) => [companyId, 'owner' as const])),
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
  ...fields,
});

/** Serves the administrator record and the company document the shell reads for every admin page. */
export const serveCurrentCompany = (api: FakeApi, administrator: Administrator, company: () => Company) => {
  api.on('GET', /^\/api\/document\/admin\/administrator\/([^/]+)$/, () => ok(administrator));
  api.on('GET', /^\/api\/document\/admin\/company\/([^/]+)$/, () => ok(company()));
};
