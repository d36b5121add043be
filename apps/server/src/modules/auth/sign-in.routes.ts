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
import type { SmsLoginService } from './sms-login.service';
import type { TokenService } from './token.service';

export type SignInServices = { smsLogin: SmsLoginService; tokens: TokenService };

/**
 * The phone sign-in routes under one prefix: `/api/auth` for administrators and `/api/userAuth` for customers
 * (docs/decisions/014) answer with the same bodies; only the services behind them (and so the token audience)
 * differ. All anonymous: the credential is in the body.
 */
export const registerSignInRoutes = (app: FastifyInstance, prefix: string, services: SignInServices) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };

  api.post(`${prefix}/send-sms`, {
    schema: { body: sendSmsBodySchema, response: { 200: envelopeSchema(sendSmsResultSchema) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await services.smsLogin.sendSms(request.body.phoneNumber, request.ip),
    }),
  });

  api.post(`${prefix}/verify-sms`, {
    schema: { body: verifySmsBodySchema, response: { 200: envelopeSchema(verifySmsResultSchema) } },
    handler: async (request, reply) => {
      const data = await services.smsLogin.verifySms(request.body.phoneNumber, request.body.code, request.ip);
      reply.headers(noStore);
      return { isSuccess: true, data };
    },
  });

  api.post(`${prefix}/session`, {
    schema: { body: sessionBodySchema, response: { 200: envelopeSchema(sessionTokensSchema) } },
    handler: async (request, reply) => {
      const data = await services.tokens.signIn(request.body.customToken, {
        client: { userAgent: request.headers['user-agent'] },
      });
      reply.headers(noStore);
      return { isSuccess: true, data };
    },
  });

  api.post(`${prefix}/refresh`, {
    schema: { body: refreshBodySchema, response: { 200: envelopeSchema(sessionTokensSchema) } },
    handler: async (request, reply) => {
      const data = await services.tokens.refresh(request.body.refreshToken, {
        userAgent: request.headers['user-agent'],
      });
      reply.headers(noStore);
      return { isSuccess: true, data };
    },
  });

  api.post(`${prefix}/logout`, {
    schema: { body: logoutBodySchema, response: { 200: envelopeSchema(logoutResultSchema) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await services.tokens.logout(request.body.refreshToken),
    }),
  });
};
