import {
  companyIdSchema,
  companyNotificationSchema,
  envelopeSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationParamsSchema,
  ORDER_ID_PATTERN,
  orderNotificationSchema,
} from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyAccessOf, registerCompanyScope } from '../../access';
import type { NotificationListService } from './notification-list.service';
import type { NotificationsService } from './notifications.service';

/**
 * What customers were told, and how: one order's messages (its detail), every message of the company (the
 * notifications list, filterable by state) and the re-send of a failed one (직원 too: it is part of running the floor).
 */
export const registerNotificationRoutes = async (
  app: FastifyInstance,
  service: NotificationsService,
  list: NotificationListService,
) => {
  await registerCompanyScope(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/orders/:orderId/notifications', {
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

    api.get('/notifications', {
      schema: {
        params: z.object({ companyId: companyIdSchema }),
        querystring: notificationListQuerySchema,
        response: { 200: envelopeSchema(notificationPageSchema) },
      },
      handler: async (request) => ({
        isSuccess: true,
        data: await list.list(companyAccessOf(request, 'read'), request.query),
      }),
    });

    api.post('/notifications/:notificationId/resend', {
      config: { access: 'operate' },
      schema: {
        params: notificationParamsSchema,
        response: { 200: envelopeSchema(companyNotificationSchema) },
      },
      handler: async (request) => ({
        isSuccess: true,
        data: await list.resend(companyAccessOf(request, 'operate'), request.params.notificationId),
      }),
    });
  });
};
