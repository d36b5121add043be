export { SettingsPage as Component } from '../../../../features/company-settings/components/kakao/settings-page';
