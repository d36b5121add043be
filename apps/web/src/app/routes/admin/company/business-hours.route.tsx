export { BusinessHoursPage as Component } from '../../../../features/company-settings/components/business-hours/business-hours-page';
