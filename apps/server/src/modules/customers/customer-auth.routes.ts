import {
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
import type { CustomerAuthServices } from './customer-auth.service';

/**
 * The customer sign-in tree `/api/userAuth` (domain §6.3 names it; docs/decisions/014). Same bodies and answers as
 * `/api/auth`, but every token it issues is of the customer audience. All anonymous: the credential is in the body.
 */
export const registerCustomerAuthRoutes = (app: FastifyInstance, auth: CustomerAuthServices) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };

  api.post('/api/userAuth/send-sms', {
    schema: { body: sendSmsBodySchema, response: { 200: envelopeSchema(sendSmsResultSchema) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await auth.smsLogin.sendSms(request.body.phoneNumber, request.ip),
    }),
  });

  api.post('/api/userAuth/verify-sms', {
    schema: { body: verifySmsBodySchema, response: { 200: envelopeSchema(verifySmsResultSchema) } },
    handler: async (request, reply) => {
      const data = await auth.smsLogin.verifySms(request.body.phoneNumber, request.body.code);
      reply.headers(noStore);
      return { isSuccess: true, data };
    },
  });

  api.post('/api/userAuth/session', {
    schema: { body: sessionBodySchema, response: { 200: envelopeSchema(sessionTokensSchema) } },
    handler: async (request, reply) => {
      const data = await auth.tokens.signIn(request.body.customToken);
      reply.headers(noStore);
      return { isSuccess: true, data };
    },
  });

  api.post('/api/userAuth/refresh', {
    schema: { body: refreshBodySchema, response: { 200: envelopeSchema(sessionTokensSchema) } },
    handler: async (request, reply) => {
      const data = await auth.tokens.refresh(request.body.refreshToken);
      reply.headers(noStore);
      return { isSuccess: true, data };
    },
  });

  api.post('/api/userAuth/logout', {
    schema: { body: logoutBodySchema, response: { 200: envelopeSchema(logoutResultSchema) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await auth.tokens.logout(request.body.refreshToken),
    }),
  });
};
