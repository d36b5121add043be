import type { InjectOptions } from 'fastify';
import { type MatrixContext, PERSONAS, type Persona } from './context';

/** One row entry of the authorization matrix: a request and the personas it must succeed for. */
export type Probe = {
  name: string;
  /** Personas that must succeed (2xx, or a 3xx redirect); every other persona must get 401/403/404 without `data`. */
  allow: readonly Persona[];
  /** Builds the request, first setting up what it needs (as the super admin) when the probe changes data. */
  request: (ctx: MatrixContext, persona: Persona) => InjectOptions | Promise<InjectOptions>;
  /** An SSE stream: probed over real HTTP; allowed means 200 with text/event-stream. */
  isStream?: boolean;
  /** Undoes what the request changed for this persona (e.g. leaving a company it joined). */
  after?: (ctx: MatrixContext, persona: Persona) => Promise<void>;
};

export const EVERYONE = PERSONAS;
export const NOBODY: Persona[] = [];
export const SIGNED_IN: Persona[] = ['demo', 'adminA', 'adminB', 'managerB', 'staffB', 'super'];
export const OWNERS_A: Persona[] = ['adminA', 'super'];
/** Company B's 대표 (and the super admin): staff, bank account, 변경 기록. */
export const OWNERS_B: Persona[] = ['adminB', 'super'];
/** Company B's 대표 and 매니저: catalogue and settings. */
export const WRITERS_B: Persona[] = ['adminB', 'managerB', 'super'];
/** Everyone working at company B, 직원 included: reading, the order board, sold-out switches. */
export const MEMBERS_B: Persona[] = ['adminB', 'managerB', 'staffB', 'super'];
/** adminB's own records (self or super). */
export const SELF_B: Persona[] = ['adminB', 'super'];
export const DEMO: Persona[] = ['demo', 'super'];
export const SUPER: Persona[] = ['super'];
export const CUSTOMER_A: Persona[] = ['customerA'];
export const CUSTOMERS: Persona[] = ['customerA', 'customerB'];

export const get = (url: string): InjectOptions => ({ method: 'GET', url });
export const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });
export const asHead = (probes: Probe[]): Probe[] =>
  probes.map((probe) => ({
    ...probe,
    request: async (ctx, persona) => ({ ...(await probe.request(ctx, persona)), method: 'HEAD' }),
  }));
export const doc = (area: string, kind: string, rest = '') => `/api/document/${area}/${kind}${rest}`;

type RouteOptions = {
  /** Values for the path's other `:params`, set up as the super admin (e.g. a fresh item's id). */
  params?: (
    ctx: MatrixContext,
    companyId: string,
  ) => Record<string, string> | Promise<Record<string, string>>;
  /** The request body for POST/PUT/PATCH. */
  body?: (ctx: MatrixContext, companyId: string) => object;
};

/** `/a/:companyId/b/:id` with `{companyId: 'co1', id: 'x'}` → `/a/co1/b/x`; a wildcard takes `values['*']`. */
const fillPath = (pattern: string, values: Record<string, string>) =>
  pattern.replace(/:([A-Za-z]+)|\*/g, (whole, name?: string) => values[name ?? '*'] ?? whole);

const probeOf = (
  route: string,
  name: string,
  allow: readonly Persona[],
  companyOf: (c: MatrixContext) => string,
  options: RouteOptions,
): Probe => {
  const [method = 'GET', pattern = ''] = route.split(' ');
  return {
    name,
    allow,
    request: async (ctx) => {
      const companyId = companyOf(ctx);
      const params = { companyId, ...(await options.params?.(ctx, companyId)) };
      return {
        method: method as InjectOptions['method'],
        url: fillPath(pattern, params),
        ...(options.body ? { payload: options.body(ctx, companyId) } : {}),
      };
    },
  };
};

/** A GET row and the HEAD row Fastify adds beside it; any other method, its row alone. */
const withHead = (route: string, probes: Probe[]): Record<string, Probe[]> =>
  route.startsWith('GET ')
    ? { [route]: probes, [`HEAD ${route.slice(4)}`]: asHead(probes) }
    : { [route]: probes };

type Capability = 'read' | 'operate' | 'write' | 'manage';
/** Who at company B holds each capability (packages/shared auth/company-permissions.ts). */
export const COMPANY_B_HOLDERS: Record<Capability, Persona[]> = {
  read: MEMBERS_B,
  operate: MEMBERS_B,
  write: WRITERS_B,
  manage: OWNERS_B,
};

/**
 * Rows for a route under `/api/admin/companies/:companyId`, by the capability it needs (the scope's rule,
 * src/access/company-scope.ts): at company B its 대표 / 매니저 / 직원 by role (`COMPANY_B_HOLDERS`); at the demo
 * company the demo administrator only reads and only the super admin does anything else.
 *
 *   ...companyRoute('GET /api/admin/companies/:companyId/orders', 'read'),
 */
export const companyRoute = (route: string, access: Capability, options: RouteOptions = {}) =>
  withHead(route, [
    probeOf(route, `${access}, company B`, COMPANY_B_HOLDERS[access], (c) => c.companyB, options),
    probeOf(
      route,
      `${access}, demo company`,
      access === 'read' ? DEMO : SUPER,
      (c) => c.demoCompany,
      options,
    ),
  ]);

/** Rows for a route only the super admin may use (`/api/super/...`); `:companyId`, if any, is company B. */
export const superRoute = (route: string, options: RouteOptions = {}) =>
  withHead(route, [probeOf(route, 'super admin only', SUPER, (c) => c.companyB, options)]);

/** Rows for a route anyone may use, signed in or not; `:companyId`, if any, is company B. */
export const publicRoute = (route: string, options: RouteOptions = {}) =>
  withHead(route, [probeOf(route, 'anyone', EVERYONE, (c) => c.companyB, options)]);
