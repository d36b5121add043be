export { MenuSettingsPage as Component } from '../../../../features/menu-settings/components/menu-settings-page';
