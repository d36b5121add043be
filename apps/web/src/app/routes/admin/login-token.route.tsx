export { LoginTokenPage as Component } from '../../../features/login-tokens/components/login-token-page';
