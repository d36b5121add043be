import { API_TIMEOUT_MS } from '@jumun/shared';
import { type ApiFailure, type ApiResult, failure, unwrap } from './api-result';
import { i18next } from './i18n';
import { emitNetworkError } from './network-events';

/**
 * The one API client (house style §9–10, spec §7–8). Base URL from the runtime configuration, a 10 s timeout
 * per attempt, a fresh ID token as Bearer, GET retried once on transient failures, everything else once only.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Send the ID token (default true). Sign-in calls turn it off. */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** Supplies tokens without a module cycle: lib/auth/session.ts registers itself at start-up. */
export type TokenProvider = {
  getIdToken: () => Promise<string | null>;
  /** A request that carried a token got 401: the session is over (the guard then sends /admin to login). */
  onUnauthorized: () => void;
};

/** Statuses worth one more GET (spec §8). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

type ClientConfig = {
  baseUrl: string;
  timeoutMs: number;
  /** Wait before the retry when the server gives no Retry-After. */
  retryDelayMs: number;
  /** Retry-After is honoured up to this long; a longer wait would stall the screen. */
  maxRetryDelayMs: number;
};

const DEFAULT_CONFIG: ClientConfig = {
  baseUrl: '',
  timeoutMs: API_TIMEOUT_MS,
  retryDelayMs: 300,
  maxRetryDelayMs: 5_000,
};

let config: ClientConfig = { ...DEFAULT_CONFIG };
let tokenProvider: TokenProvider = { getIdToken: async () => null, onUnauthorized: () => {} };

export const configureApiClient = (partial: Partial<ClientConfig>) => {
  config = { ...config, ...partial, baseUrl: (partial.baseUrl ?? config.baseUrl).replace(/\/+$/, '') };
};
export const resetApiClient = () => {
  config = { ...DEFAULT_CONFIG };
};
export const setTokenProvider = (provider: TokenProvider) => {
  tokenProvider = provider;
};

/** Absolute URL of an API path, for callers that stream with fetch() themselves (the realtime SSE). */
export const apiUrl = (path: string, query?: RequestOptions['query']): string => {
  const url = `${config.baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
};

/** `{Authorization: 'Bearer …'}` with a fresh ID token, or `{}` when nobody is signed in. */
export const getAuthHeader = async (): Promise<Record<string, string>> => {
  const token = await tokenProvider.getIdToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/**
 * A stream opened with a token got 401 (fetch outside this client, the realtime SSE): the same as a request's 401.
 * A revoked device learns it this way within seconds of its stream being closed (issue 15).
 */
export const reportUnauthorized = () => tokenProvider.onUnauthorized();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date, capped. */
export const retryDelayFrom = (header: string | null, now = Date.now()): number => {
  if (!header) return config.retryDelayMs;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  if (!Number.isFinite(ms) || ms < 0) return config.retryDelayMs;
  return Math.min(ms, config.maxRetryDelayMs);
};

type Envelope = {
  isSuccess?: boolean;
  data?: unknown;
  message?: string;
  error?: string;
  syncPosition?: string;
};

const readBody = async (response: Response): Promise<{ json?: Envelope; text: string }> => {
  const text = await response.text();
  try {
    const json: unknown = JSON.parse(text);
    return { json: json && typeof json === 'object' ? (json as Envelope) : undefined, text };
  } catch {
    return { text };
  }
};

type Attempt = { result: ApiResult<unknown>; retryAfterMs?: number; retryable: boolean };

const attempt = async (method: HttpMethod, url: string, options: RequestOptions): Promise<Attempt> => {
  const authHeader = options.auth === false ? {} : await getAuthHeader();
  const hasBody = options.body !== undefined;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeoutMs);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const response = await fetch(url, {
      method,
      headers: {
        Accept: 'application/json',
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
        ...authHeader,
        ...options.headers,
      },
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: controller.signal,
    });
    const { json, text } = await readBody(response);
    if (response.ok && json && json.isSuccess !== false) {
      return {
        retryable: false,
        result: { isSuccess: true, data: json.data, message: json.message, syncPosition: json.syncPosition },
      };
    }
    if (response.status === 401 && 'Authorization' in authHeader) tokenProvider.onUnauthorized();
    const retryAfter = response.headers.get('retry-after');
    const retryAfterSeconds =
      retryAfter && Number.isFinite(Number(retryAfter)) ? Number(retryAfter) : undefined;
    const result: ApiFailure = failure(response.status, json?.message ?? text, {
      code: json?.error,
      serverMessage: json?.message,
      details: (json as { details?: unknown } | undefined)?.details,
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    });
    return {
      result,
      retryable: RETRY_STATUSES.has(response.status),
      retryAfterMs: retryDelayFrom(retryAfter),
    };
  } catch (error) {
    if (options.signal?.aborted)
      return { retryable: false, result: failure(0, i18next.t('request.aborted'), { code: 'ABORTED' }) };
    if (timedOut) {
      const seconds = Math.round(config.timeoutMs / 1000);
      return {
        retryable: true,
        result: failure(0, i18next.t('request.timeoutAfter', { seconds }), { code: 'TIMEOUT' }),
      };
    }
    // fetch rejected without an answer, a timeout or our own abort: the server is unreachable from here.
    emitNetworkError();
    const message = error instanceof Error ? error.message : undefined;
    return { retryable: true, result: failure(0, message, { code: 'NETWORK' }) };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
};

/**
 * Resolves to the envelope or a failure; never throws. Only GET is retried (once): on a retry status, a
 * timeout or a network error. POST and friends are never repeated, so a save cannot be applied twice.
 */
export const apiRequest = async <T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> => {
  const url = apiUrl(path, options.query);
  const first = await attempt(method, url, options);
  if (method !== 'GET' || !first.retryable || first.result.isSuccess) return first.result as ApiResult<T>;
  await sleep(first.retryAfterMs ?? config.retryDelayMs);
  if (options.signal?.aborted) return first.result as ApiResult<T>;
  const second = await attempt(method, url, options);
  return second.result as ApiResult<T>;
};

/**
 * The one way features call the API: data, or a thrown ApiError (the shape TanStack Query's queryFn and
 * mutationFn want); `lib/save-problem.ts` turns the error into words. `apiRequest` (the envelope, never
 * throws) is for lib's own plumbing only: the session refresh and the sync engine's transport.
 */
export const api = {
  get: async <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    unwrap(await apiRequest<T>('GET', path, options)),
  post: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    unwrap(await apiRequest<T>('POST', path, { ...options, body })),
  put: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    unwrap(await apiRequest<T>('PUT', path, { ...options, body })),
  patch: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    unwrap(await apiRequest<T>('PATCH', path, { ...options, body })),
  delete: async <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    unwrap(await apiRequest<T>('DELETE', path, options)),
};
