import { z } from 'zod';
import { idSchema } from '../api/ids.schema';
import { documentMetaSchema, idListSchema, wonSchema } from '../catalogue/document-meta.schema';

/** percentDiscount: 정률 할인; fixedAmountDiscount: 정액 할인; freeItem: 무료 상품 (domain §7.2). */
export const COUPON_TYPES = ['percentDiscount', 'fixedAmountDiscount', 'freeItem'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];
export const COUPON_TYPE_LABELS: Record<CouponType, string> = {
  percentDiscount: '정률 할인',
  fixedAmountDiscount: '정액 할인',
  freeItem: '무료 상품',
};

export const WHERE_TO_USE = ['all', 'web', 'offline'] as const;
export type WhereToUse = (typeof WHERE_TO_USE)[number];
export const WHERE_TO_USE_LABELS: Record<WhereToUse, string> = {
  all: '온라인·매장 모두',
  web: '온라인 주문만',
  offline: '매장에서만',
};

/** Coupon definition ids keep the original `def_{epochMs}_{4 digits}` shape; any `def_` id is accepted. */
export const COUPON_DEFINITION_ID_PATTERN = /^def_[A-Za-z0-9_-]{1,60}$/;

/** Fields every coupon type shares. Defaults are the original factory's (unlimited, everywhere, no expiry). */
const couponCommonFieldsSchema = z.object({
  couponName: z
    .string()
    .trim()
    .min(1, '쿠폰 이름을 입력하세요')
    .max(50, '쿠폰 이름은 50자까지 입력할 수 있습니다'),
  eventName: z.string().trim().max(50, '이벤트 이름은 50자까지 입력할 수 있습니다').default(''),
  stampsRequired: z
    .number('필요한 스탬프 수를 입력하세요')
    .int('스탬프 수는 정수여야 합니다')
    .min(1, '스탬프는 1개 이상이어야 합니다')
    .max(1000, '스탬프는 1000개까지 설정할 수 있습니다'),
  /** −1 unlimited, 0 issuing stopped, >0 first come first served. */
  maxIssueCount: z
    .number()
    .int('발급 수량은 정수여야 합니다')
    .min(-1, '발급 수량은 -1(무제한), 0(발급 중지) 또는 1 이상이어야 합니다')
    .max(1_000_000)
    .default(-1),
  whereToUse: z.enum(WHERE_TO_USE, '사용처를 선택하세요').default('all'),
  /** Empty = every product / category. */
  availableProductIds: idListSchema,
  availableCategoryIds: idListSchema,
  /** Last moment the coupon can be used; null = no fixed end. */
  dateExpiration: z.iso
    .datetime({ offset: true, error: '만료일 형식이 올바르지 않습니다' })
    .nullable()
    .default(null),
  /** Days valid after issue; −1 = unlimited. */
  validForDays: z
    .number()
    .int('유효 기간은 정수여야 합니다')
    .max(3650, '유효 기간은 3650일까지 설정할 수 있습니다')
    .refine((days) => days === -1 || days >= 1, '유효 기간은 -1(무제한) 또는 1일 이상이어야 합니다')
    .default(-1),
  memo: z.string().max(500, '메모는 500자까지 입력할 수 있습니다').default(''),
});

const percentFieldsSchema = z.object({
  type: z.literal('percentDiscount'),
  discountRate: z
    .number('할인율을 입력하세요')
    .int('할인율은 정수여야 합니다')
    .min(1, '할인율은 1% 이상이어야 합니다')
    .max(100, '할인율은 100%를 넘을 수 없습니다'),
  /** Cap of the discount in 원; 0 = no cap. */
  discountMaxAmount: wonSchema.default(0),
});

const fixedAmountFieldsSchema = z.object({
  type: z.literal('fixedAmountDiscount'),
  discountAmount: wonSchema.min(1, '할인 금액을 입력하세요'),
  /** 분할 사용: the unused remainder stays on the coupon for a later order. */
  isPossibleSave: z.boolean().default(false),
});

const freeItemFieldsSchema = z.object({
  type: z.literal('freeItem'),
  freeItemProductId: z.string().trim().min(1, '무료로 줄 상품을 선택하세요').pipe(idSchema),
});

const definitionInputRefSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(COUPON_DEFINITION_ID_PATTERN, '쿠폰 설정 id 형식이 올바르지 않습니다')
    .optional(),
  revision: z.number().int().nonnegative().optional(),
});

const byType = <T extends z.ZodRawShape>(base: z.ZodObject<T>) =>
  z.discriminatedUnion(
    'type',
    [
      base.extend(couponCommonFieldsSchema.shape).extend(percentFieldsSchema.shape),
      base.extend(couponCommonFieldsSchema.shape).extend(fixedAmountFieldsSchema.shape),
      base.extend(couponCommonFieldsSchema.shape).extend(freeItemFieldsSchema.shape),
    ],
    { error: '쿠폰 종류를 선택하세요' },
  );

/** What an admin form sends: create without an id, update with the id and the revision it was based on. */
export const couponDefinitionInputSchema = byType(definitionInputRefSchema);
/** A stored coupon definition (v2_companies/{id}/v2_couponDefinitions). */
export const couponDefinitionSchema = byType(documentMetaSchema);

export type CouponDefinitionInput = z.input<typeof couponDefinitionInputSchema>;
export type CouponDefinition = z.infer<typeof couponDefinitionSchema>;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** What is stored per definition besides the server-owned meta (id, companyId, revision, dates). */
export type CouponDefinitionFields = DistributiveOmit<
  z.output<typeof couponDefinitionInputSchema>,
  'id' | 'revision'
>;
