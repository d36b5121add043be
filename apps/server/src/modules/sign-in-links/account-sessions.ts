import {
  type AccountSession,
  AppError,
  accountSessionParamsSchema,
  accountSessionSchema,
  envelopeSchema,
  logoutOthersResultSchema,
  logoutResultSchema,
  refreshBodySchema,
} from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, type Session } from '../../access';
import type { Db } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import {
  findRefreshToken,
  listLiveAdminFamilies,
  revokeAdminFamily,
  revokeOtherAdminFamilies,
} from '../auth';

type Deps = {
  db: Db;
  cipher: FieldCipher;
  now: () => number;
  /** This process stops trusting the administrator's revoked sign-ins at once (others within ACCESS_TTL_MS). */
  forgetAccess: (uid: string) => void;
};

const FROM_DEVICE = '등록된 기기에서는 다른 기기의 로그인을 관리할 수 없습니다.';
const SESSION_GONE = '이미 로그아웃된 기기입니다. 목록을 새로 고쳐 주세요.';

/** A person's own browser sessions are theirs to manage; a registered counter device (issue 15) is not a person. */
const requirePerson = (current: Session | null) => {
  const session = requireSession(current);
  if (session.deviceId) throw new AppError('FORBIDDEN', FROM_DEVICE);
  return session;
};

/**
 * 내 정보 › 로그인된 기기 (issue 15): the browsers signed in to this administrator account, each a refresh-token
 * family, and signing them out — all others at once ("다른 기기에서 로그아웃") or one by one. A revoked family's ID
 * tokens are refused within seconds on every process (the `sid` claim, decisions/017 "Sign-ins revoked"), and its open
 * streams end with them. Registered devices belong to the company and are revoked under 기기 관리 instead.
 */
export const createAccountSessionsService = (deps: Deps) => ({
  async list(current: Session | null): Promise<AccountSession[]> {
    const session = requirePerson(current);
    const rows = await listLiveAdminFamilies(deps.db, session.uid, new Date(deps.now()));
    return rows
      .map((row) => ({
        id: row.familyId,
        signedInAt: (row.signedInAt ?? row.lastUsedAt).toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        userAgent: row.userAgent,
        isCurrent: row.familyId === session.sessionId,
      }))
      .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
  },

  async logoutOne(current: Session | null, sessionId: string) {
    const session = requirePerson(current);
    const isRevoked = await revokeAdminFamily(deps.db, session.uid, sessionId, new Date(deps.now()));
    if (!isRevoked) throw new AppError('NOT_FOUND', SESSION_GONE);
    deps.forgetAccess(session.uid);
    return { loggedOut: true as const };
  },

  async logoutOthers(current: Session | null, refreshToken: string) {
    const session = requirePerson(current);
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/auth/sessions', {
    schema: { response: { 200: envelopeSchema(z.array(accountSessionSchema)) } },
    handler: async (request) => ({ isSuccess: true, data: await sessions.list(request.session) }),
  });
  api.delete('/api/auth/sessions/:sessionId', {
    schema: { params: accountSessionParamsSchema, response: { 200: envelopeSchema(logoutResultSchema) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await sessions.logoutOne(request.session, request.params.sessionId),
    }),
  });
  api.post('/api/auth/logout-others', {
    schema: { body: refreshBodySchema, response: { 200: envelopeSchema(logoutOthersResultSchema) } },
    handler: async (request) => ({
      isSuccess: true,
      data: await sessions.logoutOthers(request.session, request.body.refreshToken),
    }),
  });
};
