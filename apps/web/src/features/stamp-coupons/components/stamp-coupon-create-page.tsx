import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { useCreateCouponDefinition } from '../api/create-coupon-definition';
import { useCouponCatalogue } from '../hooks/use-coupon-catalogue';
import { useCouponForm } from '../hooks/use-coupon-form';
import { EMPTY_COUPON_FORM } from '../utils/coupon-form';
import { CouponForm } from './coupon-form';

const noReload = () => {};

/** /admin/settings/stamp-coupon-settings/create */
export const StampCouponCreatePage = () => {
  const { companyId, canWrite } = useCurrentCompany();
  const catalogue = useCouponCatalogue(companyId);
  const create = useCreateCouponDefinition(companyId);
  const coupon = useCouponForm({ initialValues: EMPTY_COUPON_FORM, save: create.mutateAsync });
  return (
    <Stack gap={0}>
      <PageHeader
        title="스탬프 쿠폰 만들기"
        description="손님이 스탬프를 모으면 자동으로 받는 쿠폰을 정합니다."
      />
      <CouponForm coupon={coupon} catalogue={catalogue} canWrite={canWrite} onReload={noReload} />
    </Stack>
  );
};
