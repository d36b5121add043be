export { AutologinPage as Component } from '../../../features/onboarding/components/autologin-page';
