import { type Company, companyFieldsSchema } from '@jumun/shared';
import type { CompanyFormConfig } from '../../../lib/company/use-company-form';

export type BusinessInfoValues = Pick<
  Company,
  | 'businessInfo'
  | 'contactInfo'
  | 'bankAccount'
  | 'notice'
  | 'isNoticeDisplay'
  | 'orderSupport'
  | 'imageThumbnailFileName'
  | 'imageGalleryFileNames'
>;

/** 사업자 · 위치 정보 page (issue #6 §1): the company fields it edits, validated by the shared contract. */
export const businessInfoFormConfig: CompanyFormConfig<BusinessInfoValues> = {
  schema: companyFieldsSchema.pick({
    businessInfo: true,
    contactInfo: true,
    bankAccount: true,
    notice: true,
    isNoticeDisplay: true,
    orderSupport: true,
    imageThumbnailFileName: true,
    imageGalleryFileNames: true,
  }),
  pick: (company) => ({
    businessInfo: company.businessInfo,
    contactInfo: company.contactInfo,
    bankAccount: company.bankAccount,
    notice: company.notice,
    isNoticeDisplay: company.isNoticeDisplay,
    orderSupport: company.orderSupport,
    imageThumbnailFileName: company.imageThumbnailFileName,
    imageGalleryFileNames: company.imageGalleryFileNames,
  }),
  merge: (base, values) => ({ ...base, ...values }),
};
