export { DeliveryConfigPage as Component } from '../../../../features/company-settings/components/delivery-config/delivery-config-page';
