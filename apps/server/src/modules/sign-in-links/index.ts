/** Sign-in without an SMS code (issue 15): customer login links and registered counter devices. */
export { createCredentialFailures } from './credential-failures';
export { registerLoginTokenRoutes } from './login-tokens.routes';
export { createLoginTokensService, type LoginTokensService } from './login-tokens.service';
