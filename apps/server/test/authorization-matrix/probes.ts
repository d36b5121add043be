import type { InjectOptions } from 'fastify';
import { type MatrixContext, PERSONAS, type Persona } from './context';

/** One row entry of the authorization matrix: a request and the personas it must succeed for. */
export type Probe = {
  name: string;
  /** Personas that must succeed (2xx); every other persona must get 401/403/404 without `data`. */
  allow: readonly Persona[];
  /** Builds the request, first setting up what it needs (as the super admin) when the probe changes data. */
  request: (ctx: MatrixContext, persona: Persona) => InjectOptions | Promise<InjectOptions>;
  /** An SSE stream: probed over real HTTP; allowed means 200 with text/event-stream. */
  isStream?: boolean;
};

export const EVERYONE = PERSONAS;
export const NOBODY: Persona[] = [];
export const SIGNED_IN: Persona[] = ['demo', 'adminA', 'adminB', 'super'];
export const OWNERS_A: Persona[] = ['adminA', 'super'];
export const OWNERS_B: Persona[] = ['adminB', 'super'];
export const DEMO: Persona[] = ['demo', 'super'];
export const SUPER: Persona[] = ['super'];

export const get = (url: string): InjectOptions => ({ method: 'GET', url });
export const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });
export const asHead = (probes: Probe[]): Probe[] =>
  probes.map((probe) => ({
    ...probe,
    request: async (ctx, persona) => ({ ...(await probe.request(ctx, persona)), method: 'HEAD' }),
  }));
export const doc = (area: string, kind: string, rest = '') => `/api/document/${area}/${kind}${rest}`;

/** Parses `app.printRoutes({ commonPrefix: false })` into `METHOD /path` keys. */
export const parseRouteTree = (printed: string): string[] => {
  const routes: string[] = [];
  const paths: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const fullPath = (depth > 0 ? (paths[depth - 1] ?? '') : '') + (match[2] ?? '');
    paths[depth] = fullPath;
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${fullPath}`);
  }
  return routes;
};
