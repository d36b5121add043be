import type { Role } from '@jumun/shared';
import { DASHBOARD_PATH, LOGIN_PATH, OPEN_ADMIN_PATHS } from '../../config/paths';
import { loginPathFor, returnPathFrom } from '../../config/sign-in-return';

/**
 * The access rules of spec §2 in one place. Pure: given the path, the auth state and the route's named
 * middleware, decide what the guard does. Only signed-in vs anonymous (and the super role for /super) is
 * decided here; every real permission is checked by the server.
 */
export type AccessContext = {
  pathname: string;
  /** The query string (`?next=…` on the login page, config/sign-in-return.ts). */
  search?: string;
  isInitialised: boolean;
  user: { roles: readonly Role[] } | null;
};

export type AccessDecision =
  | { type: 'pending' }
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  | { type: 'forbidden'; requiredRole: Role };

type Middleware = (context: AccessContext) => AccessDecision;

/** Named route middleware a route may list in config/paths.ts. */
const ROUTE_MIDDLEWARE: Record<string, Middleware> = {
  super: ({ isInitialised, user }) => {
    if (!isInitialised) return { type: 'pending' };
    return user?.roles.includes('super') ? { type: 'allow' } : { type: 'forbidden', requiredRole: 'super' };
  },
};

export class UnknownMiddlewareError extends Error {
  constructor(name: string) {
    super(`Unknown route middleware: '${name}'`);
    this.name = 'UnknownMiddlewareError';
  }
}

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export const isAdminPath = (pathname: string) => {
  const path = normalise(pathname).toLowerCase();
  return path === '/admin' || path.startsWith('/admin/');
};

const samePath = (a: string, b: string) => normalise(a).toLowerCase() === normalise(b).toLowerCase();

/** The global rule for /admin (the original app's auth.global middleware). */
const adminRule: Middleware = ({ pathname, search = '', isInitialised, user }) => {
  if (!isAdminPath(pathname)) return { type: 'allow' };
  if (!isInitialised) return { type: 'pending' };
  if (OPEN_ADMIN_PATHS.some((open) => samePath(pathname, open))) return { type: 'allow' };
  if (samePath(pathname, LOGIN_PATH))
    return user ? { type: 'redirect', to: returnPathFrom(search) ?? DASHBOARD_PATH } : { type: 'allow' };
  return user ? { type: 'allow' } : { type: 'redirect', to: loginPathFor(pathname) };
};

/** Throws UnknownMiddlewareError for a name nobody registered (spec §8). */
export const resolveMiddleware = (names: readonly string[]): Middleware[] =>
  names.map((name) => {
    const middleware = ROUTE_MIDDLEWARE[name];
    if (!middleware) throw new UnknownMiddlewareError(name);
    return middleware;
  });

export const resolveAccess = (
  context: AccessContext,
  middlewareNames: readonly string[] = [],
): AccessDecision => {
  const chain = [adminRule, ...resolveMiddleware(middlewareNames)];
  for (const rule of chain) {
    const decision = rule(context);
    if (decision.type !== 'allow') return decision;
  }
  return { type: 'allow' };
};
