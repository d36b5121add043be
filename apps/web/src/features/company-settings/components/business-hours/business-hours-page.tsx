import { useTranslation } from '../../../../lib/i18n';
import { CompanySettingsPage } from '../common/company-settings-page';
import { BusinessHoursForm } from './business-hours-form';

/** /admin/company/edit-business-hours */
export const BusinessHoursPage = () => {
  const { t } = useTranslation();
  return (
    <CompanySettingsPage
      title={t('pages.company.businessHours.title')}
      description={t('pages.company.businessHours.description')}
    >
      {(context) => <BusinessHoursForm {...context} />}
    </CompanySettingsPage>
  );
};
