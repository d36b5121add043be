import { companyIdSchema, envelopeSchema, ORDER_ID_PATTERN, orderNotificationSchema } from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyAccessOf, registerCompanyScope } from '../../access';
import type { NotificationsService } from './notifications.service';

/** `GET /api/admin/companies/:companyId/orders/:orderId/notifications`: what the customer was told, and how. */
export const registerNotificationRoutes = async (app: FastifyInstance, service: NotificationsService) => {
  await registerCompanyScope(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().get('/orders/:orderId/notifications', {
      schema: {
        params: z.object({
          companyId: companyIdSchema,
          orderId: z.string().regex(ORDER_ID_PATTERN, '주문 번호 형식이 올바르지 않습니다'),
        }),
        response: { 200: envelopeSchema(z.array(orderNotificationSchema)) },
      },
      handler: async (request) => ({
        isSuccess: true,
        data: await service.listForOrder(companyAccessOf(request, 'read'), request.params.orderId),
      }),
    });
  });
};
