/**
 * Runtime configuration written by the server into each page and served at /runtime-config.json (issue #4 §3):
 * read at start-up, never baked into the build, so one build serves every environment.
 */
export const REQUIRED_AUTH_SETTINGS = ['apiKey', 'authDomain', 'projectId', 'appId'] as const;
export type AuthSetting = (typeof REQUIRED_AUTH_SETTINGS)[number];

export type RuntimeConfig = {
  apiBaseUrl: string;
  auth: Record<AuthSetting, string>;
  smsProvider: string;
};

/** Why the app could not start (spec §8 initialisation errors). */
export class InitError extends Error {
  readonly kind: 'missing-settings' | 'unavailable' | 'invalid';
  readonly missing: readonly string[];

  constructor(kind: InitError['kind'], message: string, missing: readonly string[] = []) {
    super(message);
    this.name = 'InitError';
    this.kind = kind;
    this.missing = missing;
  }
}

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';
const INVALID_MESSAGE = 'Runtime configuration is not valid JSON of the expected shape';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * Validates a parsed config and names every missing provider setting (spec §5). Checked by hand: this runs
 * before anything renders, and zod would add ~25 kB gzip to every page's first load.
 */
export const parseRuntimeConfig = (value: unknown): RuntimeConfig => {
  if (!isRecord(value)) throw new InitError('invalid', INVALID_MESSAGE);
  const { apiBaseUrl = '', auth = {}, smsProvider = 'console' } = value;
  if (typeof apiBaseUrl !== 'string' || !isRecord(auth) || typeof smsProvider !== 'string') {
    throw new InitError('invalid', INVALID_MESSAGE);
  }
  const missing = REQUIRED_AUTH_SETTINGS.filter((key) => {
    const setting = auth[key];
    return typeof setting !== 'string' || setting.trim() === '';
  });
  if (missing.length > 0) {
    throw new InitError('missing-settings', `Environment variables missing: ${missing.join(', ')}`, missing);
  }
  const settings = Object.fromEntries(REQUIRED_AUTH_SETTINGS.map((key) => [key, String(auth[key])]));
  return {
    apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''),
    auth: settings as Record<AuthSetting, string>,
    smsProvider,
  };
};

/** Where the server writes the configuration into the page (apps/server plugins/page-preloads.ts, decision 037). */
export const INLINE_RUNTIME_CONFIG_ID = 'runtime-config';

/** The configuration the page was served with, or undefined (the dev server, an older server, unreadable JSON). */
const readInlineConfig = (doc: Document): unknown => {
  const element = doc.getElementById(INLINE_RUNTIME_CONFIG_ID);
  if (!(element instanceof HTMLScriptElement) || element.type !== 'application/json') return undefined;
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    return undefined;
  }
};

/**
 * The copy in the page first: no request, so the app does not wait behind the page's preloads on HTTP/1.1's six
 * connections (issues #11 and #16). `/runtime-config.json` otherwise.
 */
export const loadRuntimeConfig = async (
  fetchImpl: typeof fetch = fetch,
  doc: Document = document,
): Promise<RuntimeConfig> => {
  const inline = readInlineConfig(doc);
  if (inline !== undefined) return parseRuntimeConfig(inline);
  let response: Response;
  try {
    response = await fetchImpl(RUNTIME_CONFIG_PATH, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    throw new InitError('unavailable', `Runtime configuration could not be loaded: ${String(error)}`);
  }
  if (!response.ok) {
    throw new InitError('unavailable', `Runtime configuration could not be loaded: HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new InitError('invalid', INVALID_MESSAGE);
  }
  return parseRuntimeConfig(body);
};

let current: RuntimeConfig | null = null;

/** Set once by main.tsx after loading; read by screens that adapt to the environment. */
export const setRuntimeConfig = (config: RuntimeConfig) => {
  current = config;
};
export const getRuntimeConfig = (): RuntimeConfig | null => current;
