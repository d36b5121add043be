import { AppError, envelopeSchema, refreshBodySchema } from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, type Session } from '../../access';
import type { Db } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import { findRefreshToken, revokeOtherAdminFamilies } from '../auth';

export const logoutOthersResultSchema = z.object({ revokedSessions: z.number().int() });

type Deps = {
  db: Db;
  cipher: FieldCipher;
  now: () => number;
  /** This process stops trusting the administrator's revoked sign-ins at once (others within ACCESS_TTL_MS). */
  forgetAccess: (uid: string) => void;
};

/**
 * 내 정보 › "다른 기기에서 로그아웃" (issue 15): every other sign-in of this administrator loses its refresh token
 * family; the caller's own family (named by the refresh token it holds) stays. Their ID tokens are refused within
 * seconds (decisions/017, "Sign-ins revoked"), so the other browsers are signed out at their next request. Registered
 * devices belong to the company and are revoked one by one under 기기 관리 instead.
 */
export const createAccountSessionsService = (deps: Deps) => ({
  async logoutOthers(current: Session | null, refreshToken: string) {
    const session = requireSession(current);
    if (session.deviceId)
      throw new AppError('FORBIDDEN', '등록된 기기에서는 다른 기기를 로그아웃할 수 없습니다.');
    const own = await findRefreshToken(deps.db, deps.cipher.lookupHash(`token:${refreshToken}`));
    if (!own || own.uid !== session.uid || own.audience !== 'admin')
      throw new AppError('UNAUTHENTICATED', '로그인이 만료되었습니다. 다시 로그인해 주세요.');
    const at = new Date(deps.now());
    const revokedSessions = await revokeOtherAdminFamilies(deps.db, session.uid, own.familyId, at);
    deps.forgetAccess(session.uid);
    return { revokedSessions };
  },
});

export const registerAccountSessionRoutes = (app: FastifyInstance, deps: Deps) => {
  const sessions = createAccountSessionsService(deps);
  app.withTypeProvider<ZodTypeProvider>().post('/api/auth/logout-others', {
    schema: { body: refreshBodySchema, response: { 200: envelopeSchema(logoutOthersResultSchema) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await sessions.logoutOthers(request.session, request.body.refreshToken),
    }),
  });
};
