import type { CouponDefinition } from '@jumun/shared';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { href } from '../../../config/paths';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { useCouponDefinition } from '../api/get-coupon-definition';
import { useUpdateCouponDefinition } from '../api/update-coupon-definition';
import { useCouponCatalogue } from '../hooks/use-coupon-catalogue';
import { useCouponForm } from '../hooks/use-coupon-form';
import { toCouponFormValues } from '../utils/coupon-form';
import { CouponForm } from './coupon-form';

type EditFormProps = {
  companyId: string;
  definition: CouponDefinition;
  canWrite: boolean;
  onReload: () => void;
};

const EditForm = ({ companyId, definition, canWrite, onReload }: EditFormProps) => {
  const catalogue = useCouponCatalogue(companyId);
  const update = useUpdateCouponDefinition(companyId, definition.id);
  const coupon = useCouponForm({
    initialValues: toCouponFormValues(definition),
    revision: definition.revision,
    save: update.mutateAsync,
  });
  return <CouponForm coupon={coupon} catalogue={catalogue} canWrite={canWrite} onReload={onReload} />;
};

const NotFound = () => (
  <Stack align="center" py="xl" gap="sm">
    <Title order={2} fz="xl">
      쿠폰 설정을 찾을 수 없습니다
    </Title>
    <Text c="dimmed" size="sm">
      삭제되었거나 다른 회사의 쿠폰입니다.
    </Text>
    <Button component={Link} to={href('admin-settings-stamp-coupon-settings')} variant="light">
      목록으로
    </Button>
  </Stack>
);

/** /admin/settings/stamp-coupon-settings/edit/:id */
export const StampCouponEditPage = () => {
  const { id = '' } = useParams();
  const { companyId, canWrite } = useCurrentCompany();
  const query = useCouponDefinition(companyId, id);
  const definition = query.data;
  return (
    <Stack gap={0}>
      <PageHeader title="스탬프 쿠폰 수정" description={definition ? definition.couponName : undefined} />
      {definition ? (
        // A reload after a stale save brings a new revision: the form starts over from it.
        <EditForm
          key={`${definition.id}:${definition.revision}`}
          companyId={companyId}
          definition={definition}
          canWrite={canWrite}
          onReload={() => void query.refetch()}
        />
      ) : query.isError ? (
        <NotFound />
      ) : (
        <Center py="xl" role="status">
          <Loader aria-label="불러오는 중" />
        </Center>
      )}
    </Stack>
  );
};
