export { WebappUserPage as Component } from '../../../features/storefront';
