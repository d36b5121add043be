export { UserHomePage as Component } from '../../../features/storefront/home/components/user-home-page';
