import { Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { FormSection } from '../../../components/forms/form-section';
import { DemoReadOnlyNotice } from '../../../components/ui/demo-read-only-notice';
import { PageHeader } from '../../../components/ui/page-header';
import { href } from '../../../config/paths';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { Link } from '../../../lib/router';
import { toSaveProblem } from '../../../lib/save-problem';
import { useCouponDefinitions } from '../api/get-coupon-definitions';
import { useCouponCatalogue } from '../hooks/use-coupon-catalogue';
import { stampCouponsText } from '../i18n';
import { CouponDefinitionCards } from './coupon-definition-cards';
import { CouponDefinitionTable } from './coupon-definition-table';
import { IssuanceSimulator } from './issuance-simulator';
import { RewardPolicyCard } from './reward-policy-card';

/** /admin/settings/stamp-coupon-settings: reward policy, coupon definitions, and the issuance simulator. */
export const StampCouponListPage = () => {
  const { t } = stampCouponsText.useT();
  const { company, companyId, canWrite } = useCurrentCompany();
  const definitions = useCouponDefinitions(companyId);
  const catalogue = useCouponCatalogue(companyId);
  const createPath = href('admin-settings-stamp-coupon-settings-create');
  // The table needs the width of a desktop; narrower screens get cards instead of a sideways scroll.
  const isWide = useMediaQuery('(min-width: 62em)', true);
  const sorted = [...(definitions.data ?? [])].sort((a, b) => a.stampsRequired - b.stampsRequired);
  const DefinitionList = isWide ? CouponDefinitionTable : CouponDefinitionCards;

  return (
    <Stack gap="md">
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Button component={Link} to={createPath} leftSection={<IconPlus size={16} />}>
            {t('list.create')}
          </Button>
        }
      />
      <DemoReadOnlyNotice />
      {company ? <RewardPolicyCard key={company.id} company={company} canWrite={canWrite} /> : null}
      <FormSection title={t('list.definitions')} description={t('list.definitionsHint')}>
        {definitions.data && definitions.data.length > 0 ? (
          <DefinitionList
            companyId={companyId}
            definitions={sorted}
            productName={catalogue.productName}
            canWrite={canWrite}
          />
        ) : definitions.data ? (
          <Paper withBorder radius="md" p="lg" ta="center">
            <Text size="sm" c="dimmed" mb="sm">
              {t('list.empty')}
            </Text>
            <Button component={Link} to={createPath} variant="light" leftSection={<IconPlus size={16} />}>
              {t('list.create')}
            </Button>
          </Paper>
        ) : definitions.error ? (
          <Text c="red" size="sm" role="alert">
            {toSaveProblem(definitions.error).message}
          </Text>
        ) : (
          <Center py="lg" role="status">
            <Loader size="sm" aria-label={t('list.loading')} />
          </Center>
        )}
      </FormSection>
      {companyId ? <IssuanceSimulator companyId={companyId} /> : null}
    </Stack>
  );
};
