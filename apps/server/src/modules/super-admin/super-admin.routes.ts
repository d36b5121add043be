import {
  auditEntrySchema,
  auditQuerySchema,
  companyParamsSchema,
  envelopeSchema,
  idSchema,
  superAdministratorPageSchema,
  superAdministratorQuerySchema,
  superAdministratorUpdateSchema,
  superCompanyCreateSchema,
  superCompanyDetailSchema,
  superCompanyPageSchema,
  superCompanyQuerySchema,
  superCompanyUpdateSchema,
} from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditService } from '../audit';
import type { SuperAdminService } from './super-admin.service';

const uidParams = z.object({ uid: idSchema });
const uidResult = envelopeSchema(z.object({ uid: z.string() }));

/** The operator's API (`/api/super/...`): every handler's service call starts with requireSuper. */
export const registerSuperAdminRoutes = (
  app: FastifyInstance,
  deps: { superAdmin: SuperAdminService; audit: AuditService },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { superAdmin, audit } = deps;
  api.get('/api/super/companies', {
    schema: {
      querystring: superCompanyQuerySchema,
      response: { 200: envelopeSchema(superCompanyPageSchema) },
    },
    handler: async (request) => ({
      isSuccess: true,
      data: await superAdmin.listCompanies(request.session, request.query),
    }),
  });
  api.post('/api/super/companies', {
    schema: { body: superCompanyCreateSchema, response: { 200: envelopeSchema(superCompanyDetailSchema) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await superAdmin.createCompany(request.session, request.body),
    }),
  });
  api.get('/api/super/companies/:companyId', {
    schema: { params: companyParamsSchema, response: { 200: envelopeSchema(superCompanyDetailSchema) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await superAdmin.getCompany(request.session, request.params.companyId),
    }),
  });
  api.patch('/api/super/companies/:companyId', {
    schema: {
      params: companyParamsSchema,
      body: superCompanyUpdateSchema,
      response: { 200: envelopeSchema(superCompanyDetailSchema) },
    },
    handler: async (request) => ({
      isSuccess: true,
      data: await superAdmin.updateCompany(request.session, request.params.companyId, request.body),
    }),
  });
  api.get('/api/super/administrators', {
    schema: {
      querystring: superAdministratorQuerySchema,
      response: { 200: envelopeSchema(superAdministratorPageSchema) },
    },
    handler: async (request) => ({
      isSuccess: true,
      data: await superAdmin.listAdministrators(request.session, request.query),
    }),
  });
  api.post('/api/super/administrators', {
    schema: { body: superAdministratorUpdateSchema, response: { 200: uidResult } },
    handler: async (request) => ({
      isSuccess: true,
      data: await superAdmin.updateAdministrator(request.session, request.body),
    }),
  });
  api.delete('/api/super/administrators/:uid', {
    schema: { params: uidParams, response: { 200: uidResult } },
    handler: async (request) => ({
      isSuccess: true,
      data: await superAdmin.updateAdministrator(request.session, {
        uid: request.params.uid,
        status: 'deleted',
      }),
    }),
  });
  api.get('/api/super/audit', {
    schema: { querystring: auditQuerySchema, response: { 200: envelopeSchema(z.array(auditEntrySchema)) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await audit.listForSuper(request.session, request.query),
    }),
  });
};
