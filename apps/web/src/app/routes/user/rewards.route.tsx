export { RewardsPage as Component } from '../../../features/storefront';
