/** The customer area's public entry: customer sessions (tokens), sign-in wiring, rewards for the orders module. */

export { findCustomer, findFriendtalkReceiver, markFriendtalkReceiver } from './customer.repository';
export {
  CUSTOMER_AUDIENCE,
  type CustomerIdTokenService,
  createCustomerIdTokenService,
} from './customer-id-token';
export { type CustomerSessionGate, createCustomerSessionGate } from './customer-session-gate';
export { registerCustomerModule } from './customers.module';
export type { RewardsService } from './rewards.service';
