import { Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FormSection } from '../../../components/forms/form-section';
import { DemoReadOnlyNotice } from '../../../components/ui/demo-read-only-notice';
import { PageHeader } from '../../../components/ui/page-header';
import { href } from '../../../config/paths';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { toSaveProblem } from '../../../lib/save-problem';
import { useCouponDefinitions } from '../api/get-coupon-definitions';
import { useCouponCatalogue } from '../hooks/use-coupon-catalogue';
import { CouponDefinitionCards } from './coupon-definition-cards';
import { CouponDefinitionTable } from './coupon-definition-table';
import { IssuanceSimulator } from './issuance-simulator';
import { RewardPolicyCard } from './reward-policy-card';

/** /admin/settings/stamp-coupon-settings: reward policy, coupon definitions, and the issuance simulator. */
export const StampCouponListPage = () => {
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
        title="스탬프 쿠폰"
        description="스탬프 적립 방식과, 스탬프를 모으면 자동으로 주는 쿠폰을 정합니다."
        actions={
          <Button component={Link} to={createPath} leftSection={<IconPlus size={16} />}>
            쿠폰 만들기
          </Button>
        }
      />
      <DemoReadOnlyNotice />
      {company ? <RewardPolicyCard key={company.id} company={company} canWrite={canWrite} /> : null}
      <FormSection title="쿠폰 설정" description="스탬프가 정한 개수에 이를 때마다 발급되는 쿠폰입니다.">
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
              아직 만든 쿠폰이 없습니다. 첫 쿠폰을 만들어 단골 손님에게 혜택을 주세요.
            </Text>
            <Button component={Link} to={createPath} variant="light" leftSection={<IconPlus size={16} />}>
              쿠폰 만들기
            </Button>
          </Paper>
        ) : definitions.error ? (
          <Text c="red" size="sm" role="alert">
            {toSaveProblem(definitions.error).message}
          </Text>
        ) : (
          <Center py="lg" role="status">
            <Loader size="sm" aria-label="불러오는 중" />
          </Center>
        )}
      </FormSection>
      {companyId ? <IssuanceSimulator companyId={companyId} /> : null}
    </Stack>
  );
};
