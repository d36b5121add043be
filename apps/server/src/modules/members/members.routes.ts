import {
  AppError,
  auditEntrySchema,
  auditQuerySchema,
  COMPANY_ROLES,
  changeMemberRoleSchema,
  companyMemberSchema,
  companyParamsSchema,
  createdInvitationSchema,
  createInvitationSchema,
  envelopeSchema,
  idSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenSchema,
} from '@jumun/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyAccessOf, registerCompanyScope } from '../../access';
import type { AuditService } from '../audit';
import { INVITATION_INVALID, type MembersService } from './members.service';

const memberParams = companyParamsSchema.extend({ uid: idSchema });
const invitationParams = companyParamsSchema.extend({ id: z.string().regex(/^inv_[A-Za-z0-9_-]{1,60}$/) });
/** A malformed token gets the same answer as an unknown one. */
const tokenParams = z.object({ token: z.string().max(200) });
const MANAGE = { access: 'manage' as const };

const linkBaseOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * 직원 관리 (`/api/admin/companies/:companyId/members|invitations|audit`, owners only) and the invitee's side
 * (`/api/invitations/:token`, any signed-in administrator).
 */
export const registerMembersRoutes = async (
  app: FastifyInstance,
  deps: { members: MembersService; audit: AuditService },
) => {
  const { members, audit } = deps;
  await registerCompanyScope(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/members', {
      config: MANAGE,
      schema: {
        params: companyParamsSchema,
        response: { 200: envelopeSchema(z.array(companyMemberSchema)) },
      },
      handler: async (request) => ({
        isSuccess: true,
        data: await members.list(companyAccessOf(request, 'manage')),
      }),
    });
    api.put('/members/:uid', {
      config: MANAGE,
      schema: {
        params: memberParams,
        body: changeMemberRoleSchema,
        response: { 200: envelopeSchema(z.object({ uid: z.string(), role: z.enum(COMPANY_ROLES) })) },
      },
      handler: async (request) => ({
        isSuccess: true,
        data: await members.changeRole(
          companyAccessOf(request, 'manage'),
          request.params.uid,
          request.body.role,
        ),
      }),
    });
    api.delete('/members/:uid', {
      config: MANAGE,
      schema: { params: memberParams, response: { 200: envelopeSchema(z.object({ uid: z.string() })) } },
      handler: async (request) => ({
        isSuccess: true,
        data: await members.remove(companyAccessOf(request, 'manage'), request.params.uid),
      }),
    });
    api.get('/invitations', {
      config: MANAGE,
      schema: { params: companyParamsSchema, response: { 200: envelopeSchema(z.array(invitationSchema)) } },
      handler: async (request) => ({
        isSuccess: true,
        data: await members.listInvitations(companyAccessOf(request, 'manage')),
      }),
    });
    api.post('/invitations', {
      config: MANAGE,
      schema: {
        params: companyParamsSchema,
        body: createInvitationSchema,
        response: { 200: envelopeSchema(createdInvitationSchema) },
      },
      handler: async (request) => ({
        isSuccess: true,
        data: await members.createInvitation(
          companyAccessOf(request, 'manage'),
          request.body,
          linkBaseOf(request),
        ),
      }),
    });
    api.delete('/invitations/:id', {
      config: MANAGE,
      schema: { params: invitationParams, response: { 200: envelopeSchema(invitationSchema) } },
      handler: async (request) => ({
        isSuccess: true,
        data: await members.revokeInvitation(companyAccessOf(request, 'manage'), request.params.id),
      }),
    });
    api.get('/audit', {
      config: MANAGE,
      schema: {
        params: companyParamsSchema,
        querystring: auditQuerySchema.omit({ companyId: true }),
        response: { 200: envelopeSchema(z.array(auditEntrySchema)) },
      },
      handler: async (request) => ({
        isSuccess: true,
        data: await audit.listForCompany(companyAccessOf(request, 'manage'), request.query),
      }),
    });
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  const validToken = (token: string) => {
    if (!invitationTokenSchema.safeParse(token).success) throw new AppError('NOT_FOUND', INVITATION_INVALID);
    return token;
  };
  api.get('/api/invitations/:token', {
    schema: { params: tokenParams, response: { 200: envelopeSchema(invitationPreviewSchema) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await members.preview(request.session, validToken(request.params.token)),
    }),
  });
  api.post('/api/invitations/:token/accept', {
    schema: {
      params: tokenParams,
      response: { 200: envelopeSchema(z.object({ companyId: z.string(), role: z.enum(COMPANY_ROLES) })) },
    },
    handler: async (request) => ({
      isSuccess: true,
      data: await members.accept(request.session, validToken(request.params.token)),
    }),
  });
};
