import { ERROR_MESSAGES } from '@jumun/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../plugins/error-handler';
import { companyAccessOf, registerCompanyScope } from './company-scope';
import type { Session } from './session';

/** The scope's guard on a bare Fastify app: one check for the tree, mode by method or `config.access`. */
const app = Fastify({ logger: false });
const sessions: Record<string, Session> = {
  owner: { uid: 'uid_a', roles: ['admin'], companyIds: ['coA'], companyRoles: { coA: 'owner' } },
  demo: { uid: 'uid_demo', roles: ['admin'], companyIds: [] },
};

beforeAll(async () => {
  registerErrorHandler(app);
  // The app decorates this with a database lookup; here these three exist.
  app.decorate('companyExists', async (companyId: string) =>
    ['coA', 'coB', 'demoCompanyCafe'].includes(companyId),
  );
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    request.session = sessions[String(request.headers['x-as'])] ?? null;
  });
  await registerCompanyScope(app, (scope) => {
    scope.get('/things', async (request) => companyAccessOf(request, 'read').companyId);
    scope.post('/things', async (request) => companyAccessOf(request, 'write').mode);
    scope.post('/things/preview', { config: { access: 'read' } }, async (request) => {
      return companyAccessOf(request, 'read').mode;
    });
    scope.post('/miswired', { config: { access: 'read' } }, async (request) => {
      return companyAccessOf(request, 'write').mode;
    });
  });
});
afterAll(async () => app.close());

const call = (method: 'GET' | 'POST', url: string, as?: string) =>
  app.inject({ method, url: `/api/admin/companies${url}`, headers: as ? { 'x-as': as } : {} });

describe('registerCompanyScope', () => {
  it('refuses an id that is not a company id (400) and, after the tenant check, one that names no company (404)', async () => {
    const superSession: Session = { uid: 'uid_super', roles: ['admin', 'super'], companyIds: [] };
    sessions.super = superSession;
    expect((await call('GET', '/..%2Fescape/things', 'super')).statusCode).toBe(400);
    expect((await call('GET', '/coMissing/things', 'super')).statusCode).toBe(404);
    expect((await call('GET', '/coMissing/things', 'owner')).statusCode).toBe(403);
    expect((await call('GET', '/coB/things', 'super')).statusCode).toBe(200);
  });

  it('hands the handler a grant for the company in the path', async () => {
    expect((await call('GET', '/coA/things', 'owner')).body).toBe('coA');
    expect((await call('POST', '/coA/things', 'owner')).body).toBe('write');
  });

  it('refuses before the handler runs: anonymous 401, another company 403, demo writes 403', async () => {
    expect((await call('GET', '/coA/things')).statusCode).toBe(401);
    expect((await call('GET', '/coB/things', 'owner')).statusCode).toBe(403);
    expect((await call('GET', '/demoCompanyCafe/things', 'demo')).statusCode).toBe(200);
    const write = await call('POST', '/demoCompanyCafe/things', 'demo');
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(ERROR_MESSAGES.demoReadOnly);
  });

  it("reads a POST marked access: 'read' as a read", async () => {
    expect((await call('POST', '/demoCompanyCafe/things/preview', 'demo')).body).toBe('read');
  });

  it('fails loudly when a handler asks for more than its route was guarded for', async () => {
    expect((await call('POST', '/coA/miswired', 'owner')).statusCode).toBe(500);
  });
});
