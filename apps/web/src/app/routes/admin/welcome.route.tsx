export { WelcomePage as Component } from '../../../features/onboarding/components/welcome-page';
