export { MenuPage as Component } from '../../../features/storefront';
