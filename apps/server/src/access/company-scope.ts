// Every company id we issue: letters, digits, `_` and `-`. Anything else (`../`, `%2F`) never reaches a service.
import { AppError, COMPANY_ID_PATTERN, ERROR_MESSAGES } from '@jumun/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AccessMode, type CompanyAccess, requireCompanyAccess } from './require-access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The access a company-scoped route needs; GET and HEAD default to 'read', every other method to 'write'. */
    access?: AccessMode;
  }
  interface FastifyInstance {
    /** Set by the app: whether a live company has this id (the scope refuses unknown ones). */
    companyExists: (companyId: string) => Promise<boolean>;
  }
  interface FastifyRequest {
    /** Set by the company scope's guard; read it with `companyAccessOf(request, mode)`. */
    companyAccess: CompanyAccess | null;
  }
}

/** Administrators' company resources (images, coupon definitions, orders …) live under this prefix. */
export const COMPANY_SCOPE_PREFIX = '/api/admin/companies/:companyId';

const defaultMode = (method: string): AccessMode =>
  method === 'GET' || method === 'HEAD' ? 'read' : 'write';

/**
 * Registers a tree of routes under `/api/admin/companies/:companyId` with the tenant check run once for the
 * whole tree, in preValidation: a caller without access gets 401/403 before the body is looked at (never a 400
 * that describes it). A route that only reads but is not a GET says so with `config: { access: 'read' }`.
 * Handlers hand `companyAccessOf(request, mode)` to their service; the service needs no second check.
 */
export const registerCompanyScope = (
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void | Promise<void>,
) =>
  app.register(
    async (scope) => {
      scope.decorateRequest('companyAccess', null);
      scope.addHook('preValidation', async (request) => {
        const { companyId } = request.params as { companyId?: unknown };
        const id = typeof companyId === 'string' ? companyId : '';
        if (!COMPANY_ID_PATTERN.test(id)) throw new AppError('VALIDATION', ERROR_MESSAGES.companyIdInvalid);
        const mode = request.routeOptions.config.access ?? defaultMode(request.method);
        request.companyAccess = requireCompanyAccess(request.session, id, mode);
        // A super admin passes every tenant check: an id that names no company must still stop here (no folder,
        // no rows for a company that does not exist).
        if (!(await request.server.companyExists(id)))
          throw new AppError('NOT_FOUND', ERROR_MESSAGES.companyNotFound);
      });
      await routes(scope);
    },
    { prefix: COMPANY_SCOPE_PREFIX },
  );

/**
 * The grant the scope's guard made for this request. Asking for a mode the route was not guarded for is a
 * wiring mistake (e.g. a writing POST marked `access: 'read'`): it fails loudly instead of writing unchecked.
 */
export const companyAccessOf = <M extends AccessMode>(request: FastifyRequest, mode: M): CompanyAccess<M> => {
  const access = request.companyAccess;
  if (!access || access.mode !== mode) {
    request.log.error(
      { url: request.routeOptions.url, mode },
      'route outside a company scope or wrong access',
    );
    throw new AppError('INTERNAL', ERROR_MESSAGES.internal);
  }
  return access as CompanyAccess<M>;
};
