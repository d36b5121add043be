// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiRequest,
  configureApiClient,
  getAuthHeader,
  RETRY_STATUSES,
  resetApiClient,
  setTokenProvider,
} from './api-client';
import { onNetworkError } from './network-events';

/**
 * The client's timeout / retry / no-retry rules (spec §7–8) against a real HTTP server on 127.0.0.1.
 * Each scenario is a path; the server counts the requests it received per test key.
 */
type Scenario = (request: IncomingMessage, response: ServerResponse, attempt: number) => void;

const json = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

const failOnceThenOk =
  (status: number): Scenario =>
  (_request, response, attempt) =>
    attempt === 1
      ? json(response, status, { isSuccess: false, message: `일시 오류 ${status}`, error: 'X' })
      : json(response, 200, { isSuccess: true, data: { attempt } });

const scenarios: Record<string, Scenario> = {
  '/ok': (_request, response) => json(response, 200, { isSuccess: true, data: [1, 2], syncPosition: '42' }),
  '/fail-once': (request, response, attempt) => {
    const status = Number(new URL(request.url ?? '', 'http://x').searchParams.get('status'));
    failOnceThenOk(status)(request, response, attempt);
  },
  '/always': (request, response) => {
    const status = Number(new URL(request.url ?? '', 'http://x').searchParams.get('status'));
    json(response, status, { isSuccess: false, message: '서버가 거절했습니다', error: 'FORBIDDEN' });
  },
  '/slow': (_request, response) => {
    setTimeout(() => json(response, 200, { isSuccess: true, data: 'late' }), 1_000).unref();
  },
  '/retry-after': (request, response, attempt) => {
    const seconds = new URL(request.url ?? '', 'http://x').searchParams.get('seconds') ?? '1';
    if (attempt === 1)
      json(response, 429, { isSuccess: false, message: '잠시 후에' }, { 'retry-after': seconds });
    else json(response, 200, { isSuccess: true, data: 'ok' });
  },
  '/text-error': (_request, response) => {
    response.writeHead(500, { 'content-type': 'text/plain' });
    response.end('upstream exploded');
  },
  '/empty-error': (_request, response) => {
    response.writeHead(400);
    response.end();
  },
  '/echo-auth': (request, response) =>
    json(response, 200, { isSuccess: true, data: request.headers.authorization ?? null }),
  '/unauthorized': (_request, response) =>
    json(response, 401, { isSuccess: false, message: '로그인이 필요합니다.' }),
};

let server: Server;
let baseUrl = '';
const counts = new Map<string, number>();
let testKey = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const key = `${url.pathname}?${url.searchParams.get('key')}`;
    const attempt = (counts.get(key) ?? 0) + 1;
    counts.set(key, attempt);
    request.resume();
    const scenario = scenarios[url.pathname];
    if (scenario) scenario(request, response, attempt);
    else json(response, 404, { isSuccess: false, message: 'no such path' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  testKey += 1;
  configureApiClient({ baseUrl, timeoutMs: 300, retryDelayMs: 10, maxRetryDelayMs: 1_500 });
  setTokenProvider({ getIdToken: async () => null, onUnauthorized: () => {} });
});
afterEach(() => resetApiClient());

const path = (pathname: string, query: Record<string, string | number> = {}) => ({
  pathname,
  query: { ...query, key: testKey },
});
const attemptsOf = (pathname: string) => counts.get(`${pathname}?${testKey}`) ?? 0;

describe('api client', () => {
  it('returns the envelope data and syncPosition on success', async () => {
    const { pathname, query } = path('/ok');
    const result = await apiRequest<number[]>('GET', pathname, { query });
    expect(result).toEqual({ isSuccess: true, data: [1, 2], syncPosition: '42', message: undefined });
  });

  it.each([...RETRY_STATUSES])('retries a GET once on %i', async (status) => {
    const { pathname, query } = path('/fail-once', { status });
    const result = await apiRequest('GET', pathname, { query });
    expect(result).toMatchObject({ isSuccess: true, data: { attempt: 2 } });
    expect(attemptsOf(pathname)).toBe(2);
  });

  it('retries a GET only once', async () => {
    const { pathname, query } = path('/always', { status: 503 });
    const result = await apiRequest('GET', pathname, { query });
    expect(result).toMatchObject({ isSuccess: false, status: 503 });
    expect(attemptsOf(pathname)).toBe(2);
  });

  it.each([400, 401, 403, 404, 413])('does not retry a GET on %i', async (status) => {
    const { pathname, query } = path('/always', { status });
    await apiRequest('GET', pathname, { query });
    expect(attemptsOf(pathname)).toBe(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'never retries %s, even on a retry status',
    async (method) => {
      const { pathname, query } = path('/always', { status: 503 });
      const result = await apiRequest(method, pathname, { query, body: { a: 1 } });
      expect(result).toMatchObject({ isSuccess: false, status: 503 });
      expect(attemptsOf(pathname)).toBe(1);
    },
  );

  it('gives up after the timeout, retrying a GET once', async () => {
    const { pathname, query } = path('/slow');
    const started = Date.now();
    const result = await apiRequest('GET', pathname, { query });
    expect(result).toMatchObject({ isSuccess: false, code: 'TIMEOUT', status: 0 });
    expect(attemptsOf(pathname)).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('does not retry a POST that timed out', async () => {
    const { pathname, query } = path('/slow');
    const result = await apiRequest('POST', pathname, { query, body: {} });
    expect(result).toMatchObject({ isSuccess: false, code: 'TIMEOUT' });
    expect(attemptsOf(pathname)).toBe(1);
  });

  it('defaults to the 10 s timeout of spec §9', async () => {
    resetApiClient();
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    configureApiClient({ baseUrl });
    const { pathname, query } = path('/ok');
    await apiRequest('GET', pathname, { query });
    expect(timeout.mock.calls.some(([, ms]) => ms === 10_000)).toBe(true);
    timeout.mockRestore();
  });

  it('waits as long as Retry-After says before the retry', async () => {
    const { pathname, query } = path('/retry-after', { seconds: 1 });
    const started = Date.now();
    const result = await apiRequest('GET', pathname, { query });
    expect(result.isSuccess).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('caps a long Retry-After', async () => {
    const { pathname, query } = path('/retry-after', { seconds: 30 });
    const started = Date.now();
    await apiRequest('GET', pathname, { query });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1_400);
    expect(elapsed).toBeLessThan(3_000);
  });

  it('turns failures into the spec §8 shape: server message, else body text, else Unknown error', async () => {
    const forbidden = path('/always', { status: 403 });
    expect(await apiRequest('GET', forbidden.pathname, { query: forbidden.query })).toMatchObject({
      isSuccess: false,
      message: '요청 중 오류가 발생했습니다.',
      error: '서버가 거절했습니다',
      code: 'FORBIDDEN',
      status: 403,
    });
    const text = path('/text-error');
    expect(await apiRequest('POST', text.pathname, { query: text.query })).toMatchObject({
      error: 'upstream exploded',
      status: 500,
    });
    const empty = path('/empty-error');
    expect(await apiRequest('GET', empty.pathname, { query: empty.query })).toMatchObject({
      message: '요청 중 오류가 발생했습니다.',
      error: 'Unknown error',
    });
  });

  it('reports a network failure without throwing', async () => {
    configureApiClient({ baseUrl: 'http://127.0.0.1:9' });
    const result = await apiRequest('GET', '/anything');
    expect(result).toMatchObject({ isSuccess: false, code: 'NETWORK', status: 0 });
  });

  it('tells the network listeners at once when a request cannot reach the server, never for an answer or a timeout', async () => {
    const heard = vi.fn();
    const unsubscribe = onNetworkError(heard);
    try {
      const refused = path('/always', { status: 503 });
      await apiRequest('POST', refused.pathname, { query: refused.query });
      const slow = path('/slow');
      await apiRequest('POST', slow.pathname, { query: slow.query });
      expect(heard).not.toHaveBeenCalled();
      configureApiClient({ baseUrl: 'http://127.0.0.1:9' });
      await apiRequest('POST', '/anything');
      expect(heard).toHaveBeenCalledTimes(1);
    } finally {
      unsubscribe();
    }
  });

  it('sends a fresh ID token as Bearer and leaves it out when asked', async () => {
    setTokenProvider({ getIdToken: async () => 'token-123', onUnauthorized: () => {} });
    const echo = path('/echo-auth');
    expect(await apiRequest('GET', echo.pathname, { query: echo.query })).toMatchObject({
      data: 'Bearer token-123',
    });
    expect(await apiRequest('GET', echo.pathname, { query: echo.query, auth: false })).toMatchObject({
      data: null,
    });
    expect(await getAuthHeader()).toEqual({ Authorization: 'Bearer token-123' });
  });

  it('ends the session on a 401 to a request that carried a token, and only then', async () => {
    const onUnauthorized = vi.fn();
    setTokenProvider({ getIdToken: async () => 'expired', onUnauthorized });
    const unauthorized = path('/unauthorized');
    await apiRequest('GET', unauthorized.pathname, { query: unauthorized.query, auth: false });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await apiRequest('GET', unauthorized.pathname, { query: unauthorized.query });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
