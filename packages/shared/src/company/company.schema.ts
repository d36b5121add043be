import { z } from 'zod';
import { optionalCompanyIdSchema } from '../api/ids.schema';
import { DEFAULT_COMPANY_TYPE } from '../constants';
import { menuSettingsSchema } from '../menu-settings/menu-settings.schema';
import { templateTextsSchema } from '../notifications/notification-templates';
import { orderSettingsSchema } from '../orders/order-settings.schema';
import { paymentSettingsSchema } from '../orders/payment-methods';
import { versionInfoSchema } from '../sync/version';
import { businessHoursSchema } from './business-hours.schema';
import { businessInfoSchema } from './business-info.schema';
import { contactInfoSchema } from './contact-info.schema';
import { deliveryConfigSchema } from './delivery-config.schema';

/** `basic` is the spec's default; the other three are the original system's CompanyType (domain §3.1). */
export const COMPANY_TYPES = ['basic', 'offline_store', 'offline_hq', 'online_mall'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const orderSupportSchema = z.object({
  supportTakeout: z.boolean().default(true),
  supportDineIn: z.boolean().default(false),
  supportDelivery: z.boolean().default(false),
  supportParcel: z.boolean().default(false),
});

export const bankAccountSchema = z.object({
  bankName: z.string().max(30).default(''),
  accountNumber: z.string().max(30).default(''),
  accountHolder: z.string().max(30).default(''),
});

export const rewardPolicySchema = z.object({
  saveType: z.enum(['point', 'stamp']).default('stamp'),
  savedRatePrepaidPoint: z.number().min(0).max(100).default(0),
  savedRatePrepaidCash: z.number().min(0).max(100).default(0),
  savedRatePrepaidCard: z.number().min(0).max(100).default(0),
  savedRateDeferredpayCard: z.number().min(0).max(100).default(0),
  savedRateDeferredpayCash: z.number().min(0).max(100).default(0),
});

/** Aligo template codes (templtCode) look like `TX_9877`. */
const templateCodeSchema = z
  .string()
  .trim()
  .max(50)
  .regex(/^[A-Za-z0-9_-]*$/, '템플릿 코드는 영문, 숫자, _, - 만 쓸 수 있습니다')
  .default('');

export const kakaoInfoSchema = z.object({
  /** The channel's search id, `@` first (domain §8.1). */
  kakaoChannelId: z
    .string()
    .trim()
    .max(50)
    .regex(/^(@\S+)?$/, '채널 ID는 @로 시작하고 띄어쓰기가 없어야 합니다 (예: @주문카페)')
    .default(''),
  /** Plain text on the wire to an authorised admin, encrypted at rest. A registered Korean sender number. */
  securedSender: z
    .string()
    .trim()
    .max(20)
    .regex(
      /^((0\d{1,2}|1\d{3})-?\d{3,4}-?\d{4})?$/,
      '발신번호는 전화번호 형식이어야 합니다 (예: 02-123-4567, 010-1234-5678)',
    )
    .default(''),
  securedSenderKey: z.string().max(100).default(''),
  noticeCodeOrderComplete: templateCodeSchema,
  noticeCodeOrderReady: templateCodeSchema,
  noticeCodeDeliveryStart: templateCodeSchema,
  noticeCodePurchaseStamp: templateCodeSchema,
  noticeCodeGiftSender: templateCodeSchema,
  noticeCodeGiftRecipient: templateCodeSchema,
  /**
   * Staff invitations (issue 14): not in the original system. With a code (and the sender key and number) the
   * invitation link goes by Alimtalk, else — or when Kakao refuses — by SMS. The template's text is
   * `staffInvitationMessage` (packages/shared/src/auth/members.schema.ts).
   */
  noticeCodeStaffInvitation: templateCodeSchema,
  /**
   * Not in the original system, which sent the acceptance and the cancellation with one code and had no departure or
   * coupon message: one code per customer message, as Kakao compares the text with the code's template (decision 022).
   */
  noticeCodeOrderDelivering: templateCodeSchema,
  noticeCodeOrderCancelled: templateCodeSchema,
  noticeCodeCouponEarned: templateCodeSchema,
  /** The shop's wording of each customer message, `#{…}` variables included; empty = ours (decision 022). */
  templateTexts: templateTextsSchema.default(() => templateTextsSchema.parse({})),
});

/** Fields an administrator of the company may edit through `POST api/document/admin/company`. */
export const companyFieldsSchema = z.object({
  companyType: z.enum(COMPANY_TYPES).default(DEFAULT_COMPANY_TYPE),
  isOpen: z.boolean().default(true),
  isHeadCompany: z.boolean().default(false),
  parentCompanyId: optionalCompanyIdSchema.default(''),
  businessInfo: businessInfoSchema.default(() => businessInfoSchema.parse({})),
  businessHours: businessHoursSchema.default(() => businessHoursSchema.parse({})),
  deliveryConfig: deliveryConfigSchema.default(() => deliveryConfigSchema.parse({})),
  orderSupport: orderSupportSchema.default(() => orderSupportSchema.parse({})),
  contactInfo: contactInfoSchema.default(() => contactInfoSchema.parse({})),
  bankAccount: bankAccountSchema.default(() => bankAccountSchema.parse({})),
  rewardPolicy: rewardPolicySchema.default(() => rewardPolicySchema.parse({})),
  rewardStampValue: z.number().int().min(0).max(1_000_000).default(150),
  kakaoInfo: kakaoInfoSchema.default(() => kakaoInfoSchema.parse({})),
  notice: z.string().max(2000).default(''),
  isNoticeDisplay: z.boolean().default(false),
  imageThumbnailFileName: z.string().max(200).default(''),
  imageGalleryFileNames: z.array(z.string().max(200)).max(20).default([]),
  /** Menu settings (issue #6): category order and visibility, dayparts, order types per category. */
  menuSettings: menuSettingsSchema.default(() => menuSettingsSchema.parse({})),
  /** Payment methods the customer may choose (issue 11); on-site payment only by default. */
  paymentSettings: paymentSettingsSchema.default(() => paymentSettingsSchema.parse({})),
  /** Order board settings (issue 12): default preparation time, escalation. */
  orderSettings: orderSettingsSchema.default(() => orderSettingsSchema.parse({})),
});

export const companyInputSchema = z
  .object({
    id: z.string().min(1).max(64),
    revision: z.number().int().nonnegative().optional(),
  })
  .extend(companyFieldsSchema.shape);

/** Set by the operator (super admin) only: a suspended company's storefront is closed and its members read only. */
export const COMPANY_STATUSES = ['active', 'suspended'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const companySchema = companyFieldsSchema.extend({
  id: z.string(),
  status: z.enum(COMPANY_STATUSES).default('active'),
  revision: z.number().int(),
  versionInfo: versionInfoSchema,
  dateCreated: z.string(),
  dateModified: z.string(),
});
export type CompanyInput = z.input<typeof companyInputSchema>;
export type Company = z.infer<typeof companySchema>;
