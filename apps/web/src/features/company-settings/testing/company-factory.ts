import { type Administrator, type Company, companyFieldsSchema } from '@jumun/shared';

const NINE_TO_NINE = { isOpen: true, open: '09:00', close: '21:00', breakStart: null, breakEnd: null };

/** A company as GET api/document/admin/company returns it: shared defaults plus realistic shop details. */
export const buildCompany = (overrides: Partial<Company> = {}): Company => {
  const fields = companyFieldsSchema.parse({
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
    businessHours: {
      weeklyHours: Object.fromEntries(
        ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) => [
          day,
          NINE_TO_NINE,
        ]),
      ),
    },
    contactInfo: { securedPhoneMain: '010-1000-0002', securedLandlineMain: '02-6011-0415' },
  });
  return {
    ...fields,
    id: 'coA',
    revision: 3,
    versionInfo: { productVersion: 0, categoryVersion: 0, optionVersion: 0, optionGroupVersion: 0 },
    dateCreated: '2026-01-05T00:00:00.000Z',
    dateModified: '2026-01-05T00:00:00.000Z',
    ...overrides,
  };
};

export const buildAdministrator = (overrides: Partial<Administrator> = {}): Administrator => ({
  id: 'uid_owner',
  companyId: 'coA',
  companyIds: ['coA'],
  lastSelectedDemoCompanyId: 'demoCompanyCafe',
  securedUserName: '박사장',
  contactInfo: {
    securedPhoneMain: '',
    securedPhoneSub1: '',
    securedPhoneSub2: '',
    securedLandlineMain: '',
    securedEmail: '',
  },
  roles: ['admin'],
  status: 'active',
  phoneSuffix: '0002',
  revision: 1,
  dateCreated: '2026-01-05T00:00:00.000Z',
  dateModified: '2026-01-05T00:00:00.000Z',
  ...overrides,
});
