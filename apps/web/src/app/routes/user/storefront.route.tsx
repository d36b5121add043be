export { StorefrontPage as Component } from '../../../features/storefront/components/storefront-page';
