import { vi } from 'vitest';

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** Lower-cased header names, as fetch sent them. */
  headers: Record<string, string>;
};
export type FakeResponse = { status?: number; body: unknown; stream?: ReadableStream<Uint8Array> };
type Route = {
  method: string;
  pattern: RegExp;
  handle: (request: FakeRequest, match: RegExpMatchArray) => FakeResponse;
};

/** An envelope like the server's: `{isSuccess:true, data}`. */
export const ok = (data: unknown): FakeResponse => ({ body: { isSuccess: true, data } });
/** A refusal like the server's error handler sends. */
export const fail = (status: number, error: string, message: string, details?: unknown): FakeResponse => ({
  status,
  body: { isSuccess: false, error, message, ...(details === undefined ? {} : { details }) },
});

/**
 * Replaces fetch with a small in-memory API for page tests: register routes (method + path pattern), every call is
 * recorded, and anything unregistered answers 404 so a test sees what it forgot.
 */
export const installFakeApi = () => {
  const routes: Route[] = [];
  const calls: FakeRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
    };
    calls.push(request);
    for (const route of routes) {
      const match = route.method === request.method ? request.path.match(route.pattern) : null;
      if (!match) continue;
      const response = route.handle(request, match);
      if (response.stream) {
        return new Response(response.stream, {
          status: 200,
          headers: { 'content-type': 'text/event-stream' },
        });
      }
      return new Response(JSON.stringify(response.body), {
        status: response.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(
      JSON.stringify({ isSuccess: false, message: `no fake for ${request.method} ${request.path}` }),
      {
        status: 404,
      },
    );
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    on(method: string, pattern: RegExp, handle: Route['handle']) {
      routes.unshift({ method, pattern, handle });
    },
    /**
     * Serves a server-sent event stream at GET `pattern` (a realtime stream): `send` writes one event to every
     * connection open at that moment, as the server's hub does.
     */
    stream(pattern: RegExp) {
      const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
      routes.unshift({
        method: 'GET',
        pattern,
        handle: () => {
          let own: ReadableStreamDefaultController<Uint8Array> | undefined;
          const stream = new ReadableStream<Uint8Array>({
            start: (controller) => {
              own = controller;
              open.add(controller);
            },
            cancel: () => {
              if (own) open.delete(own);
            },
          });
          return { body: null, stream };
        },
      });
      return {
        get connections() {
          return open.size;
        },
        send: (event: string, data: unknown) => {
          const frame = new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
          for (const controller of open) controller.enqueue(frame);
        },
      };
    },
    restore: () => vi.unstubAllGlobals(),
  };
};

export type FakeApi = ReturnType<typeof installFakeApi>;
