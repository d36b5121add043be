/**
 * Public surface of this feature: the pages app/routes renders. Route modules import a page module itself
 * (named here) so each page stays its own lazy chunk; nothing else of the feature is used from outside.
 */
export { BusinessHoursPage } from './components/business-hours/business-hours-page';
export { BusinessInfoPage } from './components/business-info/business-info-page';
export { DeliveryConfigPage } from './components/delivery-config/delivery-config-page';
export { SettingsPage } from './components/kakao/settings-page';
