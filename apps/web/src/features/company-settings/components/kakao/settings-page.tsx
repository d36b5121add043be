import { useTranslation } from 'react-i18next';
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
      intro={<SettingsLinks />}
    >
      {(context) => <KakaoSettingsForm {...context} />}
    </CompanySettingsPage>
  );
};
