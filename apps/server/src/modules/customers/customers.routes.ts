import {
  companyParamsSchema,
  customerRewardsSchema,
  envelopeSchema,
  friendtalkPricesSchema,
} from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../access';
import type { FriendtalkPricesService } from './friendtalk-prices.service';
import type { RewardsService } from './rewards.service';

/** The signed-in customer's own data at a shop (`/api/store/companies/:companyId/me/…`). */
export const registerCustomerRoutes = (
  app: FastifyInstance,
  services: { rewards: RewardsService; friendtalkPrices: FriendtalkPricesService },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/store/companies/:companyId/me/rewards', {
    schema: {
      params: companyParamsSchema,
      response: { 200: envelopeSchema(customerRewardsSchema) },
    },
    handler: async (request, reply) => {
      const customer = requireCustomer(request.customer, request.params.companyId);
      reply.header('cache-control', 'no-store');
      return {
        isSuccess: true,
        data: await services.rewards.getRewards(customer.uid, request.params.companyId),
      };
    },
  });

  api.get('/api/store/companies/:companyId/me/friendtalk-prices', {
    schema: {
      params: companyParamsSchema,
      response: { 200: envelopeSchema(friendtalkPricesSchema) },
    },
    handler: async (request, reply) => {
      const customer = requireCustomer(request.customer, request.params.companyId);
      reply.header('cache-control', 'no-store');
      return {
        isSuccess: true,
        data: await services.friendtalkPrices.get(customer.uid, request.params.companyId),
      };
    },
  });
};
