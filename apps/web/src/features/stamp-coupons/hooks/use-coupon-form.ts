import type { CouponDefinitionInput } from '@jumun/shared';
import { href } from '../../../config/paths';
import { useSaveForm } from '../../../lib/forms/use-save-form';
import { stampCouponsText } from '../i18n';
import {
  type CouponFormValues,
  parseCouponInput,
  toCouponFormPath,
  validateCouponForm,
} from '../utils/coupon-form';

type UseCouponFormOptions = {
  initialValues: CouponFormValues;
  /** The revision the edit page opened; none when creating. */
  revision?: number;
  save: (input: CouponDefinitionInput) => Promise<unknown>;
};

/**
 * The create / edit form of a coupon definition (issue #6 "Every form") on the one form-save hook: validated with
 * the shared schema, saved with the revision it was opened at, then back to the list.
 */
export const useCouponForm = ({ initialValues, revision, save }: UseCouponFormOptions) =>
  useSaveForm<CouponFormValues>({
    initialValues,
    validate: validateCouponForm,
    save: (values) => save(parseCouponInput(values, revision)),
    toFormPath: toCouponFormPath,
    savedMessage: (values) => stampCouponsText.t('form.saved', { name: values.couponName.trim() }),
    navigateTo: href('admin-settings-stamp-coupon-settings'),
  });

export type CouponForm = ReturnType<typeof useCouponForm>;
