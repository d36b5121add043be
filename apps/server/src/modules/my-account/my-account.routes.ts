import {
  changePhoneInputSchema,
  changePhoneResultSchema,
  changePhoneSendSchema,
  deleteAccountInputSchema,
  deleteAccountResultSchema,
  envelopeSchema,
  leaveCompanyResultSchema,
  sendSmsResultSchema,
} from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MembershipExits } from '../members';
import type { MyAccountService } from './my-account.service';

const companyParams = z.object({ companyId: z.string().min(1).max(64) });

/**
 * 내 정보 (`/api/admin/me/…`, issue 15): the signed-in administrator acts on their own account only, so there is no
 * id in the path; every service call starts from the session.
 */
export const registerMyAccountRoutes = (
  app: FastifyInstance,
  deps: { account: MyAccountService; exits: MembershipExits },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/api/admin/me/companies/:companyId/leave', {
    schema: { params: companyParams, response: { 200: envelopeSchema(leaveCompanyResultSchema) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await deps.exits.leave(request.session, request.params.companyId),
    }),
  });
  api.post('/api/admin/me/phone/send-sms', {
    schema: { body: changePhoneSendSchema, response: { 200: envelopeSchema(sendSmsResultSchema) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await deps.account.sendPhoneCode(request.session, request.body.phoneNumber, request.ip),
    }),
  });
  api.post('/api/admin/me/phone', {
    schema: { body: changePhoneInputSchema, response: { 200: envelopeSchema(changePhoneResultSchema) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await deps.account.changePhone(request.session, request.body, request.ip),
    }),
  });
  api.post('/api/admin/me/delete', {
    schema: { body: deleteAccountInputSchema, response: { 200: envelopeSchema(deleteAccountResultSchema) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await deps.account.deleteAccount(request.session, request.body.phoneSuffix),
    }),
  });
};
