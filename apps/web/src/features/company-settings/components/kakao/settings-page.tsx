import { Stack } from '@mantine/core';
import { CurrentShopLinkCard } from '../../../../components/shop-link/current-shop-link-card';
import { useTranslation } from '../../../../lib/i18n';
import { CompanySettingsPage } from '../common/company-settings-page';
import { KakaoSettingsForm } from './kakao-settings-form';
import { SettingsLinks } from './settings-links';

/** /admin/settings: links to every settings screen, then the Kakao channel settings. */
export const SettingsPage = () => {
  const { t } = useTranslation();
  return (
    <CompanySettingsPage
      title={t('pages.settings.title')}
      description={t('pages.settings.description')}
      intro={
        <Stack gap="md">
          <CurrentShopLinkCard />
          <SettingsLinks />
        </Stack>
      }
    >
      {(context) => <KakaoSettingsForm {...context} />}
    </CompanySettingsPage>
  );
};
