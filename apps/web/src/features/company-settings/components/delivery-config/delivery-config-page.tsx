import { useTranslation } from '../../../../lib/i18n';
import { CompanySettingsPage } from '../common/company-settings-page';
import { DeliveryConfigForm } from './delivery-config-form';

/** /admin/company/edit-delivery-config */
export const DeliveryConfigPage = () => {
  const { t } = useTranslation();
  return (
    <CompanySettingsPage
      title={t('pages.company.deliveryConfig.title')}
      description={t('pages.company.deliveryConfig.description')}
    >
      {(context) => <DeliveryConfigForm {...context} />}
    </CompanySettingsPage>
  );
};
