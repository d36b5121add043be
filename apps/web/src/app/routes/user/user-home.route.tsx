export { UserHomePage as Component } from '../../../features/storefront/components/user-home-page';
