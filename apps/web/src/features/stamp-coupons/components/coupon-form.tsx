import { Button, Fieldset, Stack } from '@mantine/core';
import { SaveBar } from '../../../components/forms/save-bar';
import { SaveProblemAlert } from '../../../components/forms/save-problem-alert';
import { UnsavedChangesDialog } from '../../../components/forms/unsaved-changes-dialog';
import { DemoReadOnlyNotice } from '../../../components/ui/demo-read-only-notice';
import { href } from '../../../config/paths';
import { Link } from '../../../lib/router';
import type { useCouponCatalogue } from '../hooks/use-coupon-catalogue';
import type { CouponForm as CouponFormState } from '../hooks/use-coupon-form';
import { stampCouponsText } from '../i18n';
import { CouponBenefitSection } from './coupon-benefit-section';
import { CouponIssueSection } from './coupon-issue-section';
import { CouponUsageSection } from './coupon-usage-section';

type CouponFormProps = {
  coupon: CouponFormState;
  catalogue: ReturnType<typeof useCouponCatalogue>;
  canWrite: boolean;
  onReload: () => void;
};

/** The coupon definition form shared by the create and edit pages; read-only for demo administrators. */
export const CouponForm = ({ coupon, catalogue, canWrite, onReload }: CouponFormProps) => {
  const { t } = stampCouponsText.useT();
  return (
    <Stack gap="md">
      <DemoReadOnlyNotice />
      <SaveProblemAlert problem={coupon.problem} onReload={onReload} />
      <form noValidate onSubmit={coupon.submit}>
        <Stack gap="md">
          <Fieldset variant="unstyled" disabled={!canWrite} p={0} m={0}>
            <Stack gap="md">
              <CouponBenefitSection form={coupon.form} catalogue={catalogue} />
              <CouponIssueSection form={coupon.form} />
              <CouponUsageSection form={coupon.form} catalogue={catalogue} />
            </Stack>
          </Fieldset>
          <SaveBar
            isDirty={coupon.isDirty}
            isSaving={coupon.isSaving}
            canWrite={canWrite}
            back={
              <Button component={Link} to={href('admin-settings-stamp-coupon-settings')} variant="default">
                {t('editPage.back')}
              </Button>
            }
          />
        </Stack>
      </form>
      <UnsavedChangesDialog blocker={coupon.blocker} />
    </Stack>
  );
};
