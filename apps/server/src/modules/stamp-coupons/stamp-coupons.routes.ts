import {
  COUPON_DEFINITION_ID_PATTERN,
  couponDefinitionInputSchema,
  couponDefinitionSchema,
  couponIssuancePreviewInputSchema,
  couponIssuancePreviewSchema,
  envelopeSchema,
} from '@jumun/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AccessMode, requireCompanyAccess } from '../auth/access';
import type { StampCouponsService } from './stamp-coupons.service';

const companyParams = z.object({ companyId: z.string().min(1).max(64) });
const itemParams = companyParams.extend({
  id: z.string().regex(COUPON_DEFINITION_ID_PATTERN, '쿠폰 설정 id 형식이 올바르지 않습니다'),
});
const savedSchema = z.object({ id: z.string(), revision: z.number().int() });

/**
 * Runs before body validation, so a caller without access gets 401/403 rather than a 400 that describes the
 * body. The services check again: they are the rule, this is only the order.
 */
const guard = (mode: AccessMode) => async (request: FastifyRequest) => {
  const { companyId } = request.params as { companyId?: unknown };
  requireCompanyAccess(request.session, typeof companyId === 'string' ? companyId : '', mode);
};

/**
 * Stamp coupon definitions, `/api/admin/companies/:companyId/coupon-definitions` (domain §7.2, issue #6 §5):
 * list / get / create / update (revision checked) / delete (tombstone), and the issuance preview (§7.5).
 */
export const registerStampCouponRoutes = (app: FastifyInstance, coupons: StampCouponsService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/admin/companies/:companyId/coupon-definitions';

  api.get(base, {
    schema: { params: companyParams, response: { 200: envelopeSchema(z.array(couponDefinitionSchema)) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await coupons.list(request.session, request.params.companyId),
    }),
  });

  api.get(`${base}/:id`, {
    schema: { params: itemParams, response: { 200: envelopeSchema(couponDefinitionSchema) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await coupons.getOne(request.session, request.params.companyId, request.params.id),
    }),
  });

  api.post(base, {
    schema: {
      params: companyParams,
      body: couponDefinitionInputSchema,
      response: { 200: envelopeSchema(couponDefinitionSchema) },
    },
    preValidation: guard('write'),
    handler: async (request) => ({
      isSuccess: true,
      data: await coupons.create(request.session, request.params.companyId, request.body),
    }),
  });

  api.put(`${base}/:id`, {
    schema: {
      params: itemParams,
      body: couponDefinitionInputSchema,
      response: { 200: envelopeSchema(couponDefinitionSchema) },
    },
    preValidation: guard('write'),
    handler: async (request) => ({
      isSuccess: true,
      data: await coupons.update(request.session, request.params.companyId, request.params.id, request.body),
    }),
  });

  api.delete(`${base}/:id`, {
    schema: { params: itemParams, response: { 200: envelopeSchema(savedSchema) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await coupons.remove(request.session, request.params.companyId, request.params.id),
    }),
  });

  api.post(`${base}/preview-issuance`, {
    schema: {
      params: companyParams,
      body: couponIssuancePreviewInputSchema,
      response: { 200: envelopeSchema(couponIssuancePreviewSchema) },
    },
    preValidation: guard('read'),
    handler: async (request) => ({
      isSuccess: true,
      data: await coupons.previewIssuance(request.session, request.params.companyId, request.body),
    }),
  });
};
