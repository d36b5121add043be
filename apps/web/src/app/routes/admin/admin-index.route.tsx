export { AdminIndexPage as Component } from '../../../features/onboarding/components/admin-index-page';
