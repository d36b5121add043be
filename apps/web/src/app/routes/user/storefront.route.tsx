export { MenuPage as Component } from '../../../features/storefront/menu/components/menu-page';
