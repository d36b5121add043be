export { RewardsPage as Component } from '../../../features/storefront/rewards/components/rewards-page';
