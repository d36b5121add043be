import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { useCreateCouponDefinition } from '../api/create-coupon-definition';
import { useCouponCatalogue } from '../hooks/use-coupon-catalogue';
import { useCouponForm } from '../hooks/use-coupon-form';
import { stampCouponsText } from '../i18n';
import { EMPTY_COUPON_FORM } from '../utils/coupon-form';
import { CouponForm } from './coupon-form';

const noReload = () => {};

/** /admin/settings/stamp-coupon-settings/create */
export const StampCouponCreatePage = () => {
  const { t } = stampCouponsText.useT();
  const { companyId, canWrite } = useCurrentCompany();
  const catalogue = useCouponCatalogue(companyId);
  const create = useCreateCouponDefinition(companyId);
  const coupon = useCouponForm({ initialValues: EMPTY_COUPON_FORM, save: create.mutateAsync });
  return (
    <Stack gap={0}>
      <PageHeader title={t('createPage.title')} description={t('createPage.description')} />
      <CouponForm coupon={coupon} catalogue={catalogue} canWrite={canWrite} onReload={noReload} />
    </Stack>
  );
};
