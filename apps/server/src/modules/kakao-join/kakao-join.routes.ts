import {
  companyParamsSchema,
  envelopeSchema,
  kakaoChannelIdInputSchema,
  kakaoChannelProfileSchema,
  kakaoChannelSearchResultSchema,
  kakaoProfileAddBodySchema,
  kakaoProfileAuthBodySchema,
  kakaoProfileAuthResultSchema,
  kakaoSenderKeyBodySchema,
  kakaoTemplateListSchema,
} from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyAccessOf, registerCompanyScope } from '../../access';
import type { KakaoJoinService } from './kakao-join.service';
import type { KakaoTemplatesService } from './kakao-templates.service';

/**
 * 이용신청's Kakao steps (domain §6.2) at the paths the domain names: `/api/alligo/profileAuth`, `/profileAdd`,
 * `/friendList` (here: a pasted sender key), and `GET /api/companies/search-by-kakao-channel-id`. Signed-in only.
 */
export const registerKakaoJoinRoutes = (app: FastifyInstance, join: KakaoJoinService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };

  api.get('/api/companies/search-by-kakao-channel-id', {
    schema: {
      querystring: z.object({ kakaoChannelId: kakaoChannelIdInputSchema }),
      response: { 200: envelopeSchema(kakaoChannelSearchResultSchema) },
    },
    handler: async (request) => ({
      isSuccess: true,
      data: await join.searchByChannelId(request.session, request.query.kakaoChannelId),
    }),
  });
  api.post('/api/alligo/profileAuth', {
    schema: {
      body: kakaoProfileAuthBodySchema,
      response: { 200: envelopeSchema(kakaoProfileAuthResultSchema) },
    },
    handler: async (request) => ({
      isSuccess: true,
      data: await join.requestCode(request.session, request.body),
    }),
  });
  api.post('/api/alligo/profileAdd', {
    schema: { body: kakaoProfileAddBodySchema, response: { 200: envelopeSchema(kakaoChannelProfileSchema) } },
    handler: async (request, reply) => {
      reply.headers(noStore);
      return { isSuccess: true, data: await join.addProfile(request.session, request.body) };
    },
  });
  api.post('/api/alligo/friendList', {
    schema: { body: kakaoSenderKeyBodySchema, response: { 200: envelopeSchema(kakaoChannelProfileSchema) } },
    handler: async (request, reply) => {
      reply.headers(noStore);
      return { isSuccess: true, data: await join.useSenderKey(request.session, request.body) };
    },
  });
};

/** 설정's template list (`GET /api/admin/companies/:companyId/kakao-templates`), read from Aligo each time. */
export const registerKakaoTemplateRoutes = (app: FastifyInstance, templates: KakaoTemplatesService) =>
  registerCompanyScope(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().get('/kakao-templates', {
      schema: { params: companyParamsSchema, response: { 200: envelopeSchema(kakaoTemplateListSchema) } },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { isSuccess: true, data: await templates.list(companyAccessOf(request, 'read')) };
      },
    });
  });
