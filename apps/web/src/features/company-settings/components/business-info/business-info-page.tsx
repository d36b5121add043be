import { useTranslation } from '../../../../lib/i18n';
import { CompanySettingsPage } from '../common/company-settings-page';
import { BusinessInfoForm } from './business-info-form';

/** /admin/company/edit-business-info */
export const BusinessInfoPage = () => {
  const { t } = useTranslation();
  return (
    <CompanySettingsPage
      title={t('pages.company.businessInfo.title')}
      description={t('pages.company.businessInfo.description')}
    >
      {(context) => <BusinessInfoForm {...context} />}
    </CompanySettingsPage>
  );
};
