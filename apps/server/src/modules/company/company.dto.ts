import {
  type Company,
  kakaoInfoSchema,
  orderSettingsSchema,
  type PublicCompany,
  parseMenuSettings,
  paymentSettingsSchema,
  toPublicCompany,
} from '@jumun/shared';
import { type FieldCipher, mapSecuredFields } from '../../lib/field-cipher';
import type { CompanyRow } from './company.repository';
import { toVersionInfo } from './company-versions.repository';

/** A stored settings object that no longer parses reads as the defaults rather than breaking the company. */
const parseOr = <T>(
  schema: { safeParse: (value: unknown) => { success: boolean; data?: T }; parse: (value: unknown) => T },
  value: unknown,
): T => {
  const parsed = schema.safeParse(value ?? {});
  return parsed.success && parsed.data !== undefined ? parsed.data : schema.parse({});
};

/**
 * Kakao settings stored before a field existed (a template code or the shop's wordings, decision 022) read with that
 * field's default; what is stored is kept as it is.
 */
const withKakaoDefaults = (stored: Company['kakaoInfo']): Company['kakaoInfo'] => {
  const defaults = kakaoInfoSchema.parse({});
  return { ...defaults, ...stored, templateTexts: { ...defaults.templateTexts, ...stored.templateTexts } };
};

/** Row → full company document for its administrators (secured fields decrypted). */
export const toCompanyDto = (row: CompanyRow, cipher: FieldCipher): Company => ({
  id: row.id,
  revision: row.revision,
  versionInfo: toVersionInfo(row),
  companyType: row.companyType as Company['companyType'],
  status: row.status === 'suspended' ? 'suspended' : 'active',
  isOpen: row.isOpen,
  isHeadCompany: row.isHeadCompany,
  parentCompanyId: row.parentCompanyId,
  businessInfo: mapSecuredFields(row.businessInfo, cipher.decrypt),
  businessHours: row.businessHours,
  deliveryConfig: row.deliveryConfig,
  orderSupport: row.orderSupport,
  contactInfo: mapSecuredFields(row.contactInfo, cipher.decrypt),
  bankAccount: row.bankAccount,
  rewardPolicy: row.rewardPolicy,
  rewardStampValue: row.rewardStampValue,
  kakaoInfo: withKakaoDefaults(mapSecuredFields(row.kakaoInfo, cipher.decrypt)),
  notice: row.notice,
  isNoticeDisplay: row.isNoticeDisplay,
  imageThumbnailFileName: row.imageThumbnailFileName,
  imageGalleryFileNames: row.imageGalleryFileNames,
  // Stored before the shape was fixed, or hand-edited: an unparsable value reads as the defaults.
  menuSettings: parseMenuSettings(row.menuSettings),
  paymentSettings: parseOr(paymentSettingsSchema, row.paymentSettings),
  orderSettings: parseOr(orderSettingsSchema, row.orderSettings),
  dateCreated: row.dateCreated.toISOString(),
  dateModified: row.dateModified.toISOString(),
});

/** What a customer may see: the shared allow-list (`toPublicCompany`), closed while the operator suspends it. */
export const toPublicCompanyDto = (row: CompanyRow, cipher: FieldCipher): PublicCompany => {
  const shown = toPublicCompany(toCompanyDto(row, cipher));
  // A company the operator suspended is closed to customers: the menu says so and orders are refused.
  return { ...shown, isOpen: shown.isOpen && shown.status === 'active' };
};
