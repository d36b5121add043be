import { Center, Loader, Stack } from '@mantine/core';
import { DemoReadOnlyNotice } from '../../../components/ui/demo-read-only-notice';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { useMenuCatalogue } from '../hooks/use-menu-catalogue';
import { menuSettingsText } from '../i18n';
import { MenuSettingsForm } from './menu-settings-form';

/** /admin/settings/menu-settings (issue #6 §4). */
export const MenuSettingsPage = () => {
  const { t } = menuSettingsText.useT();
  const { company, companyId, canWrite } = useCurrentCompany();
  const catalogue = useMenuCatalogue(companyId);
  return (
    <Stack gap={0}>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <DemoReadOnlyNotice mb="md" />
      {company ? (
        <MenuSettingsForm key={company.id} company={company} catalogue={catalogue} canWrite={canWrite} />
      ) : (
        <Center py="xl" role="status">
          <Loader aria-label={t('page.loading')} />
        </Center>
      )}
    </Stack>
  );
};
