import {
  addAdministratorAndCompanyBodySchema,
  addAdministratorAndCompanyResultSchema,
  envelopeSchema,
  logoutBodySchema,
  logoutResultSchema,
  refreshBodySchema,
  sendSmsBodySchema,
  sendSmsResultSchema,
  sessionBodySchema,
  sessionTokensSchema,
  verifySmsBodySchema,
  verifySmsResultSchema,
} from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthServices } from './auth.module';

/**
 * The /api/auth tree (spec §7 auth rows, architecture brief §5). Everything here is reachable anonymously except
 * addAdministratorAndCompany, whose service requires the session; the credential of the others is in the body.
 */
export const registerAuthRoutes = (app: FastifyInstance, auth: AuthServices) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };

  api.post('/api/auth/send-sms', {
    schema: { body: sendSmsBodySchema, response: { 200: envelopeSchema(sendSmsResultSchema) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await auth.smsLogin.sendSms(request.body.phoneNumber, request.ip),
    }),
  });

  api.post('/api/auth/verify-sms', {
    schema: { body: verifySmsBodySchema, response: { 200: envelopeSchema(verifySmsResultSchema) } },
    handler: async (request, reply) => {
      const data = await auth.smsLogin.verifySms(request.body.phoneNumber, request.body.code);
      reply.headers(noStore);
      return { isSuccess: true, data };
    },
  });

  api.post('/api/auth/session', {
    schema: { body: sessionBodySchema, response: { 200: envelopeSchema(sessionTokensSchema) } },
    handler: async (request, reply) => {
      const data = await auth.tokens.signIn(request.body.customToken);
      reply.headers(noStore);
      return { isSuccess: true, data };
    },
  });

  api.post('/api/auth/refresh', {
    schema: { body: refreshBodySchema, response: { 200: envelopeSchema(sessionTokensSchema) } },
    handler: async (request, reply) => {
      const data = await auth.tokens.refresh(request.body.refreshToken);
      reply.headers(noStore);
      return { isSuccess: true, data };
    },
  });

  api.post('/api/auth/logout', {
    schema: { body: logoutBodySchema, response: { 200: envelopeSchema(logoutResultSchema) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await auth.tokens.logout(request.body.refreshToken),
    }),
  });

  api.post('/api/auth/addAdministratorAndCompany', {
    schema: {
      body: addAdministratorAndCompanyBodySchema,
      response: { 200: envelopeSchema(addAdministratorAndCompanyResultSchema) },
    },
    handler: async (request) => ({
      isSuccess: true,
      data: await auth.registration.addAdministratorAndCompany(request.session, request.body),
    }),
  });
};
