export { BusinessInfoPage as Component } from '../../../../features/company-settings/components/business-info/business-info-page';
