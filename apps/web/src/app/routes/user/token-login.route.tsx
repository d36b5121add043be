export { TokenLoginPage as Component } from '../../../features/storefront';
