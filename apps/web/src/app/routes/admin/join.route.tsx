export { JoinPage as Component } from '../../../features/auth/components/join-page';
