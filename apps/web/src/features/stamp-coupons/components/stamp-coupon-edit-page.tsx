import type { CouponDefinition } from '@jumun/shared';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import { href } from '../../../config/paths';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { Link, useParams } from '../../../lib/router';
import { useCouponDefinition } from '../api/get-coupon-definition';
import { useUpdateCouponDefinition } from '../api/update-coupon-definition';
import { useCouponCatalogue } from '../hooks/use-coupon-catalogue';
import { useCouponForm } from '../hooks/use-coupon-form';
import { stampCouponsText } from '../i18n';
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

const NotFound = () => {
  const { t } = stampCouponsText.useT();
  return (
    <Stack align="center" py="xl" gap="sm">
      <Title order={2} fz="xl">
        {t('editPage.notFound')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('editPage.notFoundBody')}
      </Text>
      <Button component={Link} to={href('admin-settings-stamp-coupon-settings')} variant="light">
        {t('editPage.back')}
      </Button>
    </Stack>
  );
};

/** /admin/settings/stamp-coupon-settings/edit/:id */
export const StampCouponEditPage = () => {
  const { t } = stampCouponsText.useT();
  const { id = '' } = useParams();
  const { companyId, canWrite } = useCurrentCompany();
  const query = useCouponDefinition(companyId, id);
  const definition = query.data;
  return (
    <Stack gap={0}>
      <PageHeader title={t('editPage.title')} description={definition ? definition.couponName : undefined} />
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
          <Loader aria-label={t('list.loading')} />
        </Center>
      )}
    </Stack>
  );
};
