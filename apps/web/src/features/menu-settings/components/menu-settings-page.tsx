import { Center, Loader, Stack } from '@mantine/core';
import { DemoReadOnlyNotice } from '../../../components/ui/demo-read-only-notice';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { useMenuCatalogue } from '../hooks/use-menu-catalogue';
import { MenuSettingsForm } from './menu-settings-form';

/** /admin/settings/menu-settings (issue #6 §4). */
export const MenuSettingsPage = () => {
  const { company, companyId, canWrite } = useCurrentCompany();
  const catalogue = useMenuCatalogue(companyId);
  return (
    <Stack gap={0}>
      <PageHeader
        title="메뉴 노출 설정"
        description="손님 화면에 보일 카테고리와 순서, 시간대별 메뉴, 카테고리마다 받을 주문 종류를 정합니다."
      />
      <DemoReadOnlyNotice mb="md" />
      {company ? (
        <MenuSettingsForm key={company.id} company={company} catalogue={catalogue} canWrite={canWrite} />
      ) : (
        <Center py="xl" role="status">
          <Loader aria-label="불러오는 중" />
        </Center>
      )}
    </Stack>
  );
};
