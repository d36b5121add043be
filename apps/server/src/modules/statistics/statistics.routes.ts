import {
  companyParamsSchema,
  dashboardTodaySchema,
  envelopeSchema,
  monthlyOrderStatisticsSchema,
  monthQuerySchema,
} from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyAccessOf, registerCompanyScope } from '../../access';
import type { StatisticsService } from './statistics.service';

/** `GET …/dashboard/today` and `GET …/statistics/monthly-orders?month=yyyyMM` (issue 13). */
export const registerStatisticsRoutes = (app: FastifyInstance, service: StatisticsService) =>
  registerCompanyScope(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/dashboard/today', {
      schema: { params: companyParamsSchema, response: { 200: envelopeSchema(dashboardTodaySchema) } },
      handler: async (request) => ({
        isSuccess: true,
        data: await service.today(companyAccessOf(request, 'read')),
      }),
    });
    api.get('/statistics/monthly-orders', {
      schema: {
        params: companyParamsSchema,
        querystring: monthQuerySchema,
        response: { 200: envelopeSchema(monthlyOrderStatisticsSchema) },
      },
      handler: async (request) => ({
        isSuccess: true,
        data: await service.monthlyOrders(companyAccessOf(request, 'read'), request.query.month),
      }),
    });
  });
