import {
  companyParamsSchema,
  createLoginTokenInputSchema,
  envelopeSchema,
  loginByTokenBodySchema,
  loginByTokenResultSchema,
  loginTokenSchema,
} from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyAccessOf, registerCompanyScope } from '../../access';
import type { LoginTokensService } from './login-tokens.service';

const itemParams = companyParamsSchema.extend({ id: z.string().regex(/^lt_[A-Za-z0-9_-]{1,40}$/) });

/** The shop's links (`/api/admin/companies/:companyId/login-tokens`) and the customers' sign-in with one. */
export const registerLoginTokenRoutes = async (app: FastifyInstance, loginTokens: LoginTokensService) => {
  app.withTypeProvider<ZodTypeProvider>().post('/api/userAuth/login-by-token', {
    schema: { body: loginByTokenBodySchema, response: { 200: envelopeSchema(loginByTokenResultSchema) } },
    handler: async (request, reply) => {
      const data = await loginTokens.loginByToken(request.body, request.ip);
      reply.header('cache-control', 'no-store');
      return { isSuccess: true, data };
    },
  });

  await registerCompanyScope(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/login-tokens', {
      schema: { params: companyParamsSchema, response: { 200: envelopeSchema(z.array(loginTokenSchema)) } },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { isSuccess: true, data: await loginTokens.list(companyAccessOf(request, 'read')) };
      },
    });
    api.post('/login-tokens', {
      schema: {
        params: companyParamsSchema,
        body: createLoginTokenInputSchema,
        response: { 200: envelopeSchema(loginTokenSchema) },
      },
      handler: async (request) => ({
        isSuccess: true,
        data: await loginTokens.create(companyAccessOf(request, 'write'), request.body),
      }),
    });
    api.post('/login-tokens/:id/revoke', {
      schema: { params: itemParams, response: { 200: envelopeSchema(loginTokenSchema) } },
      handler: async (request) => ({
        isSuccess: true,
        data: await loginTokens.revoke(companyAccessOf(request, 'write'), request.params.id),
      }),
    });
  });
};
