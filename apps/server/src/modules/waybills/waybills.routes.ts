import {
  companyParamsSchema,
  envelopeSchema,
  WAYBILL_SEND_ID_PATTERN,
  waybillOrderMatchSchema,
  waybillSendDetailSchema,
  waybillSendRequestSchema,
  waybillSendSummarySchema,
} from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyAccessOf, registerCompanyScope } from '../../access';
import { idempotencyOf } from '../idempotency';
import type { WaybillsService } from './waybills.service';

const sendParams = companyParamsSchema.extend({
  sendId: z.string().regex(WAYBILL_SEND_ID_PATTERN, '송장 발송 id 형식이 올바르지 않습니다'),
});

/** `/api/admin/companies/:companyId/waybill-sends`: send, history, one send's rows, re-send failed rows. */
export const registerWaybillRoutes = (app: FastifyInstance, service: WaybillsService) =>
  registerCompanyScope(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post('/waybill-sends', {
      // A 5,000-row paste is a few hundred kB.
      bodyLimit: 2 * 1024 * 1024,
      // Sending 송장 is shop-floor work: 직원 may (issue 14, decision 017's `operate`).
      config: { access: 'operate' },
      schema: {
        params: companyParamsSchema,
        body: waybillSendRequestSchema,
        response: { 200: envelopeSchema(waybillSendDetailSchema) },
      },
      handler: async (request) => ({
        isSuccess: true,
        data: await service.send(companyAccessOf(request, 'operate'), request.body, idempotencyOf(request)),
      }),
    });
    api.post('/waybill-sends/matches', {
      bodyLimit: 2 * 1024 * 1024,
      // A question, not a write: whoever may read the orders may ask it.
      config: { access: 'read' },
      schema: {
        params: companyParamsSchema,
        body: waybillSendRequestSchema,
        response: { 200: envelopeSchema(z.array(waybillOrderMatchSchema)) },
      },
      handler: async (request) => ({
        isSuccess: true,
        data: await service.matches(companyAccessOf(request, 'read'), request.body),
      }),
    });
    api.get('/waybill-sends', {
      schema: {
        params: companyParamsSchema,
        response: { 200: envelopeSchema(z.array(waybillSendSummarySchema)) },
      },
      handler: async (request) => ({
        isSuccess: true,
        data: await service.list(companyAccessOf(request, 'read')),
      }),
    });
    api.get('/waybill-sends/:sendId', {
      schema: { params: sendParams, response: { 200: envelopeSchema(waybillSendDetailSchema) } },
      handler: async (request) => ({
        isSuccess: true,
        data: await service.get(companyAccessOf(request, 'read'), request.params.sendId),
      }),
    });
    api.post('/waybill-sends/:sendId/resend-failed', {
      config: { access: 'operate' },
      schema: { params: sendParams, response: { 200: envelopeSchema(waybillSendDetailSchema) } },
      handler: async (request) => ({
        isSuccess: true,
        data: await service.resendFailed(companyAccessOf(request, 'operate'), request.params.sendId),
      }),
    });
  });
