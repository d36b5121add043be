import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 for tests that exercise the API client end to end. Routes are keyed
 * `METHOD /path` (query ignored); unmatched requests get a 404 envelope. Every request is recorded.
 */
export type Reply = { status?: number; body: unknown; headers?: Record<string, string> };
export type RouteHandler = (request: {
  body: Record<string, unknown>;
  query: URLSearchParams;
  headers: Record<string, unknown>;
}) => Reply;

export const startApiServer = async () => {
  const routes = new Map<string, RouteHandler>();
  const calls: { route: string; body: Record<string, unknown>; authorization?: string }[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const route = `${request.method} ${url.pathname}`;
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      calls.push({ route, body, authorization: request.headers.authorization });
      const handler = routes.get(route);
      const reply = handler
        ? handler({ body, query: url.searchParams, headers: request.headers })
        : { status: 404, body: { isSuccess: false, message: `없는 경로: ${route}`, error: 'NOT_FOUND' } };
      response.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    on: (route: string, handler: RouteHandler) => routes.set(route, handler),
    reset: () => {
      routes.clear();
      calls.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export const ok = (data: unknown): Reply => ({ body: { isSuccess: true, data } });

/** A JWT-shaped ID token with the claims the web reads. */
export const fakeIdToken = (claims: Record<string, unknown>) =>
  `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
