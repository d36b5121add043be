import type { FastifyInstance } from 'fastify';
import { registerSignInRoutes } from '../auth';
import { type CustomerAuthDeps, createCustomerAuthServices } from './customer-auth.service';
import { registerCustomerRoutes } from './customers.routes';
import { createFriendtalkPricesService } from './friendtalk-prices.service';
import { createRewardsService } from './rewards.service';

/**
 * Wires the customer area: sign-in (`/api/userAuth`), the customer's rewards and Friendtalk prices; app.ts calls this
 * once.
 */
export const registerCustomerModule = (app: FastifyInstance, deps: CustomerAuthDeps) => {
  const auth = createCustomerAuthServices(deps);
  const rewards = createRewardsService({ db: deps.db, now: deps.now });
  // The same sign-in routes as /api/auth; these services issue customer-audience tokens (decision 014).
  registerSignInRoutes(app, '/api/userAuth', auth);
  registerCustomerRoutes(app, { rewards, friendtalkPrices: createFriendtalkPricesService({ db: deps.db }) });
  return { auth, rewards };
};
