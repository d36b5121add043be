import type { z } from 'zod';
import { businessInfoSchema } from './business-info.schema';
import { type Company, companySchema, kakaoInfoSchema } from './company.schema';
import { contactInfoSchema } from './contact-info.schema';

type Section = 'businessInfo' | 'contactInfo' | 'kakaoInfo';

/**
 * What a customer may see of a company (issue 9: an allow-list, not a list of what to hide). Every top-level field is
 * classified here; a section named in PUBLIC_SECTION_FIELDS is public only for the fields it lists. The public schema
 * is built from these lists, so a field added to the company later stays private until someone decides otherwise
 * (public-company.test.ts fails while a field is unclassified).
 */
export const PUBLIC_COMPANY_FIELDS = [
  'id',
  'revision',
  'versionInfo',
  'companyType',
  'status',
  'isOpen',
  'isHeadCompany',
  'parentCompanyId',
  'businessHours',
  'deliveryConfig',
  'orderSupport',
  // 무통장입금: the customer must know where to send the money.
  'bankAccount',
  'rewardPolicy',
  'rewardStampValue',
  'notice',
  'isNoticeDisplay',
  'imageThumbnailFileName',
  'imageGalleryFileNames',
  'menuSettings',
  'paymentSettings',
  'dateCreated',
  'dateModified',
] as const satisfies readonly (keyof Company)[];

/** Fields the customer never sees (the board's alert and pause settings are the shop's own business). */
export const PRIVATE_COMPANY_FIELDS = ['orderSettings'] as const satisfies readonly (keyof Company)[];

export const PUBLIC_SECTION_FIELDS = {
  // Not the detail address (the owner's home, for some shops).
  businessInfo: [
    'shopName',
    'brandName',
    'ceoName',
    'address_name',
    'road_address_name',
    'building_name',
    'postCode',
    'geoPoint',
    // 전자상거래법: the seller's registration numbers are shown to buyers.
    'businessRegistrationNumber',
    'permitNumber',
    'telecomBusinessNumber',
  ],
  // The shop's landline for customers; mobile numbers and e-mail are the owner's.
  contactInfo: ['securedLandlineMain'],
  // The channel customers add; the sender number, sender key and template codes are not theirs.
  kakaoInfo: ['kakaoChannelId'],
} as const satisfies { [S in Section]: readonly (keyof Company[S])[] };

const pickMask = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, true])) as { [P in K]: true };

/** The company as the `user` area answers it (GET api/document/user/company/{id}, the storefront's shop). */
export const publicCompanySchema = companySchema.pick(pickMask(PUBLIC_COMPANY_FIELDS)).extend({
  businessInfo: businessInfoSchema.pick(pickMask(PUBLIC_SECTION_FIELDS.businessInfo)),
  contactInfo: contactInfoSchema.pick(pickMask(PUBLIC_SECTION_FIELDS.contactInfo)),
  kakaoInfo: kakaoInfoSchema.pick(pickMask(PUBLIC_SECTION_FIELDS.kakaoInfo)),
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;

const pick = (value: object, keys: readonly string[]) => {
  const source = value as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, source[key]]));
};

/** The company as a customer gets it: the allowed fields copied, nothing else. */
export const toPublicCompany = (company: Company): PublicCompany => {
  const out = pick(company, PUBLIC_COMPANY_FIELDS);
  for (const section of Object.keys(PUBLIC_SECTION_FIELDS) as Section[]) {
    out[section] = pick(company[section], PUBLIC_SECTION_FIELDS[section]);
  }
  return out as PublicCompany;
};
