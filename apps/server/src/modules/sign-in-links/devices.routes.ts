import {
  companyParamsSchema,
  deviceLoginBodySchema,
  deviceLoginResultSchema,
  deviceSchema,
  envelopeSchema,
  logoutBodySchema,
  logoutResultSchema,
  refreshBodySchema,
  registerDeviceInputSchema,
  registeredDeviceSchema,
  sessionTokensSchema,
} from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyAccessOf, registerCompanyScope } from '../../access';
import type { DevicesService } from './devices.service';

const itemParams = companyParamsSchema.extend({ id: z.string().regex(/^dev_[A-Za-z0-9_-]{1,40}$/) });
const noStore = { 'cache-control': 'no-store' };

/** Device sign-in (`/api/auth/device/…`, anonymous: the credential is the body) and the company's device list. */
export const registerDeviceRoutes = async (app: FastifyInstance, devices: DevicesService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/api/auth/device/login', {
    schema: { body: deviceLoginBodySchema, response: { 200: envelopeSchema(deviceLoginResultSchema) } },
    handler: async (request, reply) => {
      const data = await devices.login(request.body.credential, request.ip);
      reply.headers(noStore);
      return { isSuccess: true, data };
    },
  });
  api.post('/api/auth/device/refresh', {
    schema: { body: refreshBodySchema, response: { 200: envelopeSchema(sessionTokensSchema) } },
    handler: async (request, reply) => {
      const data = await devices.tokens.refresh(request.body.refreshToken);
      reply.headers(noStore);
      return { isSuccess: true, data };
    },
  });
  api.post('/api/auth/device/logout', {
    schema: { body: logoutBodySchema, response: { 200: envelopeSchema(logoutResultSchema) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await devices.tokens.logout(request.body.refreshToken),
    }),
  });

  await registerCompanyScope(app, (scope) => {
    const company = scope.withTypeProvider<ZodTypeProvider>();
    company.get('/devices', {
      schema: { params: companyParamsSchema, response: { 200: envelopeSchema(z.array(deviceSchema)) } },
      handler: async (request) => ({
        isSuccess: true,
        data: await devices.list(companyAccessOf(request, 'read')),
      }),
    });
    company.post('/devices', {
      schema: {
        params: companyParamsSchema,
        body: registerDeviceInputSchema,
        response: { 200: envelopeSchema(registeredDeviceSchema) },
      },
      handler: async (request, reply) => {
        reply.headers(noStore);
        return {
          isSuccess: true,
          data: await devices.register(companyAccessOf(request, 'write'), request.body),
        };
      },
    });
    company.post('/devices/:id/revoke', {
      schema: { params: itemParams, response: { 200: envelopeSchema(deviceSchema) } },
      handler: async (request) => ({
        isSuccess: true,
        data: await devices.revoke(companyAccessOf(request, 'write'), request.params.id),
      }),
    });
  });
};
