export { UserHomePage as Component } from '../../../features/storefront';
