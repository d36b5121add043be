import { Alert, Anchor } from '@mantine/core';
import { href } from '../../../../config/paths';
import { useCompanyForm } from '../../../../lib/company/use-company-form';
import { Link } from '../../../../lib/router';
import { companySettingsText } from '../../i18n';
import { deliveryConfigFormConfig } from '../../utils/delivery-config-form';
import type { SettingsPageContext } from '../common/company-settings-page';
import { SettingsFormLayout } from '../common/settings-form-layout';
import { DeliveryFeeTester } from './delivery-fee-tester';
import { DeliveryTypeSection } from './delivery-type-section';
import { OrderLimitsSection } from './order-limits-section';

/** The fee rule only matters when the matching order type is accepted; say so instead of failing silently. */
const OrderSupportHint = ({
  type,
  support,
}: {
  type: string;
  support: SettingsPageContext['company']['orderSupport'];
}) => {
  const isOff =
    (type === 'quick' && !support.supportDelivery) || (type === 'parcel' && !support.supportParcel);
  const { t } = companySettingsText.useT();
  if (!isOff) return null;
  return (
    <Alert role="note" color="yellow" variant="light">
      {t('delivery.orderTypeOff', { orderType: t(`orderType.${type === 'quick' ? 'delivery' : 'parcel'}`) })}{' '}
      <Anchor component={Link} to={href('admin-company-edit-business-info')} size="sm" fw={600}>
        {t('delivery.changeOrderSupport')}
      </Anchor>
    </Alert>
  );
};

/** 배달 설정 (issue #6 §3) with the fee tester below it. */
export const DeliveryConfigForm = ({ company, canWrite, reload }: SettingsPageContext) => {
  const settings = useCompanyForm(company, deliveryConfigFormConfig);
  const { form } = settings;
  return (
    <SettingsFormLayout
      settings={settings}
      canWrite={canWrite}
      onReload={() => void reload()}
      after={
        <DeliveryFeeTester
          config={form.values.deliveryConfig}
          shopLocation={settings.base.businessInfo.geoPoint}
        />
      }
    >
      <OrderSupportHint type={form.values.deliveryConfig.type} support={settings.base.orderSupport} />
      <DeliveryTypeSection form={form} />
      <OrderLimitsSection form={form} />
    </SettingsFormLayout>
  );
};
