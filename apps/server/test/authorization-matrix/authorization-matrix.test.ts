import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRouteTree, registeredRoutes } from '../routes';
import { createMatrixContext, type MatrixContext, PERSONAS, type Persona } from './context';
import { AUTHORIZATION_MATRIX } from './matrix';
import type { Probe } from './probes';

/**
 * Every registered route × every persona (issue #3 §5): allowed personas get 2xx, everyone else 401/403/404 with
 * no `data`. Forged and expired tokens must fare no better than no token at all.
 */
let ctx: MatrixContext;
let baseUrl: string;

beforeAll(async () => {
  ctx = await createMatrixContext();
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => ctx?.close());

const DENY_STATUSES = new Set([401, 403, 404]);

const classify = (status: number, body: string): string => {
  // A redirect (the API reference's /api/docs → /api/docs/) lets the caller on, like a 2xx.
  if (status >= 200 && status < 400) return 'allow';
  const parsed = body ? (JSON.parse(body) as { isSuccess?: boolean; data?: unknown }) : {};
  if (DENY_STATUSES.has(status) && parsed.data === undefined && parsed.isSuccess !== true) return 'deny';
  return `unexpected ${status}: ${body.slice(0, 160)}`;
};

/** `:param` matches one path segment, `*` anything; every other character stands for itself. */
const toRegexPart = (part: string) => {
  if (part === '*') return '.*';
  if (part.startsWith(':')) return '[^/]+';
  return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
};

/** The probe must exercise the route it is listed under, or the table would prove nothing. */
const assertMatchesRoute = (route: string, options: InjectOptions) => {
  const [method = '', pattern = ''] = route.split(' ');
  const pathname = String(options.url).split('?')[0] ?? '';
  const regex = new RegExp(
    `^${pattern
      .split(/(:[A-Za-z]+|\*)/)
      .map(toRegexPart)
      .join('')}$`,
  );
  expect(options.method, `${route}: probe method`).toBe(method);
  expect(pathname, `${route}: probe path`).toMatch(regex);
};

const runStream = async (options: InjectOptions, headers: Record<string, string>) => {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${options.url}`, {
    method: options.method,
    headers,
    signal: controller.signal,
  });
  if (response.status === 200) {
    const isEventStream = response.headers.get('content-type')?.startsWith('text/event-stream');
    controller.abort();
    return isEventStream ? 'allow' : 'unexpected content-type';
  }
  return classify(response.status, await response.text());
};

const runProbe = async (route: string, probe: Probe, persona: Persona): Promise<string> => {
  const options = await probe.request(ctx, persona);
  assertMatchesRoute(route, options);
  const headers = { ...(options.headers as Record<string, string> | undefined), ...ctx.headersOf[persona] };
  if (probe.isStream) return runStream(options, headers);
  const res = await ctx.app.inject({ ...options, headers });
  await probe.after?.(ctx, persona);
  return classify(res.statusCode, res.body);
};

describe('authorization matrix', () => {
  it('has a row for every registered route, and no row for a route that does not exist', () => {
    const registered = registeredRoutes(ctx.app);
    expect(registered.length).toBeGreaterThan(10);
    const rows = Object.keys(AUTHORIZATION_MATRIX);
    expect(
      registered.filter((route) => !rows.includes(route)),
      'routes without access rules: add them to authorization-matrix.fixture.ts',
    ).toEqual([]);
    expect(
      rows.filter((route) => !registered.includes(route)),
      'rows for routes the app does not serve',
    ).toEqual([]);
    for (const route of rows) expect(AUTHORIZATION_MATRIX[route]?.length, route).toBeGreaterThan(0);
  });

  it('parses the printed route tree', () => {
    const printed = [
      '├── /a (GET, HEAD)',
      '│   ├── /b (POST)',
      '│   └── /:id (DELETE)',
      '└── /c/d (GET)',
    ].join('\n');
    expect(parseRouteTree(printed)).toEqual(['GET /a', 'HEAD /a', 'POST /a/b', 'DELETE /a/:id', 'GET /c/d']);
  });

  describe.each(Object.entries(AUTHORIZATION_MATRIX))('%s', (route, probes) => {
    it.each(probes.map((probe) => [probe.name, probe] as const))('%s', async (_, probe) => {
      const expected: Record<string, string> = {};
      const actual: Record<string, string> = {};
      for (const persona of PERSONAS) {
        expected[persona] = probe.allow.includes(persona) ? 'allow' : 'deny';
        actual[persona] = await runProbe(route, probe, persona);
      }
      expect(actual).toEqual(expected);
    });
  });
});
