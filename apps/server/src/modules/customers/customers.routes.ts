import { companyParamsSchema, customerRewardsSchema, envelopeSchema } from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../access';
import type { RewardsService } from './rewards.service';

/** The signed-in customer's own data at a shop (`/api/store/companies/:companyId/me/…`). */
export const registerCustomerRoutes = (app: FastifyInstance, rewards: RewardsService) => {
  app.withTypeProvider<ZodTypeProvider>().get('/api/store/companies/:companyId/me/rewards', {
    schema: {
      params: companyParamsSchema,
      response: { 200: envelopeSchema(customerRewardsSchema) },
    },
    handler: async (request, reply) => {
      const customer = requireCustomer(request.customer);
      reply.header('cache-control', 'no-store');
      return { isSuccess: true, data: await rewards.getRewards(customer.uid, request.params.companyId) };
    },
  });
};
