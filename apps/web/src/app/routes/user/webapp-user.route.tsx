export { WebappUserPage as Component } from '../../../features/storefront/home/components/webapp-user-page';
