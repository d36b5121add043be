import {
  COUPON_DEFINITION_ID_PATTERN,
  companyParamsSchema,
  couponDefinitionInputSchema,
  couponDefinitionSchema,
  couponIssuancePreviewInputSchema,
  couponIssuancePreviewSchema,
  envelopeSchema,
  savedIdSchema,
} from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyAccessOf, registerCompanyScope } from '../../access';
import type { StampCouponsService } from './stamp-coupons.service';

const itemParams = companyParamsSchema.extend({
  id: z.string().regex(COUPON_DEFINITION_ID_PATTERN, '쿠폰 설정 id 형식이 올바르지 않습니다'),
});

/**
 * Stamp coupon definitions, `/api/admin/companies/:companyId/coupon-definitions` (domain §7.2, issue #6 §5):
 * list / get / create / update (revision checked) / delete (tombstone), and the issuance preview (§7.5).
 */
export const registerStampCouponRoutes = (app: FastifyInstance, coupons: StampCouponsService) =>
  registerCompanyScope(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const base = '/coupon-definitions';

    api.get(base, {
      schema: {
        params: companyParamsSchema,
        response: { 200: envelopeSchema(z.array(couponDefinitionSchema)) },
      },
      handler: async (request) => ({
        isSuccess: true,
        data: await coupons.list(companyAccessOf(request, 'read')),
      }),
    });

    api.get(`${base}/:id`, {
      schema: { params: itemParams, response: { 200: envelopeSchema(couponDefinitionSchema) } },
      handler: async (request) => ({
        isSuccess: true,
        data: await coupons.getOne(companyAccessOf(request, 'read'), request.params.id),
      }),
    });

    api.post(base, {
      schema: {
        params: companyParamsSchema,
        body: couponDefinitionInputSchema,
        response: { 200: envelopeSchema(couponDefinitionSchema) },
      },
      handler: async (request) => ({
        isSuccess: true,
        data: await coupons.create(companyAccessOf(request, 'write'), request.body),
      }),
    });

    api.put(`${base}/:id`, {
      schema: {
        params: itemParams,
        body: couponDefinitionInputSchema,
        response: { 200: envelopeSchema(couponDefinitionSchema) },
      },
      handler: async (request) => ({
        isSuccess: true,
        data: await coupons.update(companyAccessOf(request, 'write'), request.params.id, request.body),
      }),
    });

    api.delete(`${base}/:id`, {
      schema: { params: itemParams, response: { 200: envelopeSchema(savedIdSchema) } },
      handler: async (request) => ({
        isSuccess: true,
        data: await coupons.remove(companyAccessOf(request, 'write'), request.params.id),
      }),
    });

    api.post(`${base}/preview-issuance`, {
      schema: {
        params: companyParamsSchema,
        body: couponIssuancePreviewInputSchema,
        response: { 200: envelopeSchema(couponIssuancePreviewSchema) },
      },
      config: { access: 'read' },
      handler: async (request) => ({
        isSuccess: true,
        data: await coupons.previewIssuance(companyAccessOf(request, 'read'), request.body),
      }),
    });
  });
