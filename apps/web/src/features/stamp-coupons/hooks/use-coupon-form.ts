import type { CouponDefinitionInput } from '@jumun/shared';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { href } from '../../../config/paths';
import { useUnsavedChangesGuard } from '../../../hooks/use-unsaved-changes-guard';
import { type SaveProblem, toSaveProblem } from '../../../lib/save-problem';
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
 * The create / edit form of a coupon definition (issue #6 "Every form"): validated with the shared schema, guarded
 * against leaving with unsaved changes, saved with the revision it was opened at, then back to the list.
 */
export const useCouponForm = ({ initialValues, revision, save }: UseCouponFormOptions) => {
  const navigate = useNavigate();
  const form = useForm<CouponFormValues>({ mode: 'controlled', initialValues, validate: validateCouponForm });
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isDirty = form.isDirty();
  const { blocker, allowNextNavigation } = useUnsavedChangesGuard(isDirty);

  const submit = form.onSubmit(
    async (values) => {
      setProblem(null);
      setIsSaving(true);
      try {
        await save(parseCouponInput(values, revision));
        notifications.show({
          color: 'green',
          message: `‘${values.couponName.trim()}’ 쿠폰 설정을 저장했습니다.`,
        });
        allowNextNavigation();
        navigate(href('admin-settings-stamp-coupon-settings'));
      } catch (error) {
        const found = toSaveProblem(error);
        for (const issue of found.fieldIssues)
          form.setFieldError(toCouponFormPath(issue.path), issue.message);
        setProblem(found);
      } finally {
        setIsSaving(false);
      }
    },
    () => setProblem({ kind: 'invalid', message: '빨간색으로 표시된 항목을 확인하세요.', fieldIssues: [] }),
  );

  return { form, submit, problem, isDirty, isSaving, blocker };
};

export type CouponForm = ReturnType<typeof useCouponForm>;
