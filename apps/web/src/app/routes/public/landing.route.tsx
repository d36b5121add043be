export { LandingPage as Component } from '../../../features/onboarding/components/landing-page';
