export { MePage as Component } from '../../../features/account/components/me-page';
