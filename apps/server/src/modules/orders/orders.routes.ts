import {
  adminOrderListQuerySchema,
  companyParamsSchema,
  confirmPaymentSchema,
  customerOrderListQuerySchema,
  envelopeSchema,
  ORDER_ID_PATTERN,
  orderListSchema,
  orderPauseBodySchema,
  orderPauseResultSchema,
  orderSchema,
  orderStatusChangeSchema,
  placeOrderRequestSchema,
  placeOrderResultSchema,
  quoteRequestSchema,
  quoteResultSchema,
} from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyAccessOf, registerCompanyScope } from '../../access';
import { idempotencyOf } from '../idempotency';
import type { BoardPresenceService } from './board-presence.service';
import type { OrderQueriesService } from './order-queries.service';
import type { OrderStatusService } from './order-status.service';
import type { PlaceOrderService } from './place-order.service';

export type OrderRouteServices = {
  placing: PlaceOrderService;
  queries: OrderQueriesService;
  status: OrderStatusService;
  boards: BoardPresenceService;
};

const orderParams = companyParamsSchema.extend({
  orderId: z.string().regex(ORDER_ID_PATTERN, '주문 번호 형식이 올바르지 않습니다'),
});

/** Customer side (decision 012 route table): the store tree plus the two paths the domain names. */
const registerCustomerOrderRoutes = (app: FastifyInstance, services: OrderRouteServices) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/store/companies/:companyId/quote', {
    schema: {
      params: companyParamsSchema,
      body: quoteRequestSchema,
      response: { 200: envelopeSchema(quoteResultSchema) },
    },
    handler: async (request) => ({
      isSuccess: true,
      data: await services.placing.quote(request.customer, request.params.companyId, request.body.order),
    }),
  });

  api.post('/api/order/place', {
    schema: { body: placeOrderRequestSchema, response: { 200: envelopeSchema(placeOrderResultSchema) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await services.placing.place(request.customer, request.body, idempotencyOf(request)),
    }),
  });

  api.get('/api/orders/listByDate', {
    schema: { querystring: customerOrderListQuerySchema, response: { 200: envelopeSchema(orderListSchema) } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        isSuccess: true,
        data: await services.queries.listCustomerOrders(request.customer, request.query),
      };
    },
  });

  api.get('/api/store/companies/:companyId/orders/:orderId', {
    schema: { params: orderParams, response: { 200: envelopeSchema(orderSchema) } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { companyId, orderId } = request.params;
      return {
        isSuccess: true,
        data: await services.queries.getCustomerOrder(request.customer, companyId, orderId),
      };
    },
  });
};

/** Administrators: the day list the domain names, and the company-scoped tree for one order. */
const registerAdminOrderRoutes = async (app: FastifyInstance, services: OrderRouteServices) => {
  app.withTypeProvider<ZodTypeProvider>().get('/api/orders/listByDateAdmin', {
    schema: { querystring: adminOrderListQuerySchema, response: { 200: envelopeSchema(orderListSchema) } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        isSuccess: true,
        data: await services.queries.listCompanyOrders(request.session, request.query),
      };
    },
  });

  await registerCompanyScope(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/orders/:orderId', {
      schema: { params: orderParams, response: { 200: envelopeSchema(orderSchema) } },
      handler: async (request) => ({
        isSuccess: true,
        data: await services.queries.getCompanyOrder(
          companyAccessOf(request, 'read'),
          request.params.orderId,
        ),
      }),
    });
    // The order board is the shop floor's: 직원 may run it (issue 14).
    api.post('/orders/:orderId/status', {
      config: { access: 'operate' },
      schema: {
        params: orderParams,
        body: orderStatusChangeSchema,
        response: { 200: envelopeSchema(orderSchema) },
      },
      handler: async (request) => ({
        isSuccess: true,
        data: await services.status.changeStatus(
          companyAccessOf(request, 'operate'),
          request.params.orderId,
          request.body,
          idempotencyOf(request),
        ),
      }),
    });
    // The open board reports in every 30 s (issue 12 auto-pause); staff who run the board may send it.
    api.post('/order-board/heartbeat', {
      config: { access: 'read' },
      schema: {
        params: companyParamsSchema,
        response: { 200: envelopeSchema(z.object({ resumed: z.boolean() })) },
      },
      handler: async (request) => ({
        isSuccess: true,
        data: await services.boards.heartbeat(companyAccessOf(request, 'read')),
      }),
    });
    // Pausing online orders in a rush is the floor's call too (직원 included); longer stops are 설정's.
    api.post('/order-pause', {
      config: { access: 'operate' },
      schema: {
        params: companyParamsSchema,
        body: orderPauseBodySchema,
        response: { 200: envelopeSchema(orderPauseResultSchema) },
      },
      handler: async (request) => ({
        isSuccess: true,
        data: await services.boards.pause(companyAccessOf(request, 'operate'), request.body.until),
      }),
    });
    api.post('/orders/:orderId/confirm-payment', {
      config: { access: 'operate' },
      schema: {
        params: orderParams,
        body: confirmPaymentSchema,
        response: { 200: envelopeSchema(orderSchema) },
      },
      handler: async (request) => ({
        isSuccess: true,
        data: await services.status.confirmPayment(
          companyAccessOf(request, 'operate'),
          request.params.orderId,
          request.body,
          idempotencyOf(request),
        ),
      }),
    });
  });
};

export const registerOrderRoutes = async (app: FastifyInstance, services: OrderRouteServices) => {
  registerCustomerOrderRoutes(app, services);
  await registerAdminOrderRoutes(app, services);
};
