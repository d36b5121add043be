import {
  addAdministratorAndCompanyBodySchema,
  addAdministratorAndCompanyResultSchema,
  envelopeSchema,
} from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthServices } from './auth.module';
import { registerSignInRoutes } from './sign-in.routes';

/**
 * The /api/auth tree (spec §7 auth rows, architecture brief §5): the phone sign-in routes, plus
 * addAdministratorAndCompany, whose service requires the session.
 */
export const registerAuthRoutes = (app: FastifyInstance, auth: AuthServices) => {
  registerSignInRoutes(app, '/api/auth', auth);

  app.withTypeProvider<ZodTypeProvider>().post('/api/auth/addAdministratorAndCompany', {
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
