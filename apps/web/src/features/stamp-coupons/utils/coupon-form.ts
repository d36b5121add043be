import {
  type CouponDefinition,
  type CouponDefinitionInput,
  type CouponType,
  couponDefinitionInputSchema,
  formatSeoulDateKey,
  getSeoulParts,
  type WhereToUse,
} from '@jumun/shared';
import type { FormErrors } from '@mantine/form';
import { schemaResolver } from '../../../lib/forms/zod-resolver';
import { stampCouponsText } from '../i18n';

type NumberField = number | string;

/**
 * The coupon form's values: every type's fields at once (switching the type keeps what was typed), and the two
 * choices the schema encodes in numbers — how many may be issued, and how the coupon expires — as modes.
 */
export type CouponFormValues = {
  type: CouponType;
  couponName: string;
  eventName: string;
  stampsRequired: NumberField;
  discountRate: NumberField;
  discountMaxAmount: NumberField;
  discountAmount: NumberField;
  isPossibleSave: boolean;
  freeItemProductId: string;
  issueMode: 'unlimited' | 'stopped' | 'limited';
  issueLimit: NumberField;
  whereToUse: WhereToUse;
  availableProductIds: string[];
  availableCategoryIds: string[];
  expiryMode: 'none' | 'date' | 'days';
  expiryDate: string;
  validForDays: NumberField;
  memo: string;
};

export const EMPTY_COUPON_FORM: CouponFormValues = {
  type: 'percentDiscount',
  couponName: '',
  eventName: '',
  stampsRequired: 10,
  discountRate: 10,
  discountMaxAmount: 0,
  discountAmount: 1000,
  isPossibleSave: false,
  freeItemProductId: '',
  issueMode: 'unlimited',
  issueLimit: 100,
  whereToUse: 'all',
  availableProductIds: [],
  availableCategoryIds: [],
  expiryMode: 'none',
  expiryDate: '',
  validForDays: 30,
  memo: '',
};

/** A stored definition as form values (the fields of other types keep their defaults). */
export const toCouponFormValues = (definition: CouponDefinition): CouponFormValues => ({
  ...EMPTY_COUPON_FORM,
  ...definition,
  issueMode:
    definition.maxIssueCount < 0 ? 'unlimited' : definition.maxIssueCount === 0 ? 'stopped' : 'limited',
  issueLimit: definition.maxIssueCount > 0 ? definition.maxIssueCount : EMPTY_COUPON_FORM.issueLimit,
  expiryMode: definition.dateExpiration ? 'date' : definition.validForDays > 0 ? 'days' : 'none',
  expiryDate: definition.dateExpiration
    ? formatSeoulDateKey(getSeoulParts(new Date(definition.dateExpiration)))
    : '',
  validForDays: definition.validForDays > 0 ? definition.validForDays : EMPTY_COUPON_FORM.validForDays,
});

/** An empty number box is "not entered": the schema then says what is missing, in Korean. */
const numberOf = (value: NumberField): number | undefined =>
  value === '' || value === undefined ? undefined : Number(value);

/** Form values → the shared input (the fields of other types are dropped by the schema). */
export const toCouponInput = (values: CouponFormValues, revision?: number): Record<string, unknown> => ({
  ...(revision === undefined ? {} : { revision }),
  type: values.type,
  couponName: values.couponName,
  eventName: values.eventName,
  stampsRequired: numberOf(values.stampsRequired),
  discountRate: numberOf(values.discountRate),
  discountMaxAmount: numberOf(values.discountMaxAmount) ?? 0,
  discountAmount: numberOf(values.discountAmount),
  isPossibleSave: values.isPossibleSave,
  freeItemProductId: values.freeItemProductId,
  maxIssueCount:
    values.issueMode === 'unlimited' ? -1 : values.issueMode === 'stopped' ? 0 : numberOf(values.issueLimit),
  whereToUse: values.whereToUse,
  availableProductIds: values.availableProductIds,
  availableCategoryIds: values.availableCategoryIds,
  // The coupon is usable through the whole last day, Seoul time.
  dateExpiration:
    values.expiryMode === 'date' && values.expiryDate ? `${values.expiryDate}T23:59:59+09:00` : null,
  validForDays: values.expiryMode === 'days' ? numberOf(values.validForDays) : -1,
  memo: values.memo,
});

/** Schema paths that the form shows under a differently named field. */
const FORM_PATH: Record<string, keyof CouponFormValues> = {
  maxIssueCount: 'issueLimit',
  dateExpiration: 'expiryDate',
};

const resolveSchema = schemaResolver(couponDefinitionInputSchema);

/** The shared schema's verdict on the form (zodResolver), plus what only the modes can get wrong. */
export const validateCouponForm = (values: CouponFormValues): FormErrors => {
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(resolveSchema(toCouponInput(values)))) {
    errors[FORM_PATH[path] ?? path] = message;
  }
  if (values.issueMode === 'limited' && !(Number(values.issueLimit) >= 1)) {
    errors.issueLimit = stampCouponsText.t('validation.issueLimit');
  }
  if (values.expiryMode === 'date' && !values.expiryDate)
    errors.expiryDate = stampCouponsText.t('validation.expiryDate');
  if (values.expiryMode === 'days' && values.validForDays === '')
    errors.validForDays = stampCouponsText.t('validation.validForDays');
  return errors;
};

/** The validated input to send; call after validateCouponForm passed. */
export const parseCouponInput = (values: CouponFormValues, revision?: number): CouponDefinitionInput =>
  couponDefinitionInputSchema.parse(toCouponInput(values, revision));

/** A server field path (`body.` already dropped) as the form's field. */
export const toCouponFormPath = (path: string): string => {
  const [head = '', ...rest] = path.split('.');
  return [FORM_PATH[head] ?? head, ...rest].join('.');
};
