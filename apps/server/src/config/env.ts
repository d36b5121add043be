import path from 'node:path';
import { z } from 'zod';
import { ConfigError, describeEnvIssues } from './config-error';

/**
 * The only place that reads process.env (house style §17). Every variable is listed in README.md.
 */
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Demo logins (README): a new (demo) administrator, owner and staff of coJumunSample, the super admin. */
const DEMO_TEST_PHONE_NUMBERS =
  '+821000000001:123456,+821000000002:123456,+821000000003:123456,+821000000005:123456,+821000000009:123456';
const DEMO_SUPER_ADMIN_PHONES = '+821000000009';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/./, 'must be a PostgreSQL URL starting with postgres://')
      .optional(),
    /**
     * Connections the server keeps to PostgreSQL. Each placement holds one for its whole transaction (eight round
     * trips), so the pool bounds concurrent placements; docs/benchmarks.md has the figures. Ignored for PGlite.
     */
    DATABASE_POOL_SIZE: z.coerce
      .number({ error: 'must be a whole number between 1 and 100' })
      .int('must be a whole number between 1 and 100')
      .min(1, 'must be between 1 and 100')
      .max(100, 'must be between 1 and 100')
      .default(10),
    /** shared_buffers of the embedded database (PostgreSQL size, e.g. 16MB, 64MB): memory traded for cache. */
    PGLITE_SHARED_BUFFERS: z
      .string()
      .regex(/^\d+(kB|MB|GB)$/, 'a PostgreSQL size such as 16MB or 64MB')
      .default('16MB'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    /** Public base URL of the API as the browser should call it; empty = same origin. */
    PUBLIC_API_BASE_URL: z.string().default(''),
    /**
     * The address customers open the shop at (`https://jumun.kr`), for links in messages the server sends on its own:
     * order and stamp notifications carry a login link (issue 15). Empty = those messages carry no link.
     */
    PUBLIC_WEB_URL: z
      .string()
      .regex(/^(https?:\/\/[^\s/]+(\/[^\s]*)?)?$/, 'must be an http(s) address such as https://jumun.kr')
      .default(''),
    WEB_DIST_DIR: z.string().optional(),
    UPLOAD_DIR: z.string().optional(),
    SMS_PROVIDER: z.enum(['console', 'aligo']).default('console'),
    ALIGO_API_URL: z.string().default('https://apis.aligo.in'),
    ALIGO_API_KEY: z.string().default(''),
    ALIGO_USER_ID: z.string().default(''),
    ALIGO_SENDER: z.string().default(''),
    /** Customer order notifications: `console` logs them; `aligo` sends Kakao Alimtalk, falling back to SMS. */
    NOTIFY_PROVIDER: z.enum(['console', 'aligo']).default('console'),
    /**
     * With NOTIFY_PROVIDER=console, also append each message as one JSON line to this file (phone masked), so a
     * developer can `tail -f` it and the browser tests can read what customers would have received. Empty: log only.
     */
    NOTIFY_CONSOLE_FILE: z.string().default(''),
    ALIGO_ALIMTALK_API_URL: z.string().default('https://kakaoapi.aligo.in'),
    /** Kakao channel registration (이용신청, issue 15): `console` accepts code 123456 and logs; `aligo` calls Aligo. */
    KAKAO_PROVIDER: z.enum(['console', 'aligo']).default('console'),
    /** How often the notification outbox looks for due messages, in ms. */
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    /** Open realtime streams allowed per client IP and per company, in each process. */
    SSE_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
    SSE_MAX_PER_COMPANY: z.coerce.number().int().min(1).default(500),
    /** A stream without an expiring token (the public storefront's) ends after this many ms; the client reconnects. */
    SSE_ANONYMOUS_STREAM_MS: z.coerce
      .number()
      .int()
      .min(100)
      .default(60 * 60 * 1000),
    /** A request must arrive in full within this many ms, its headers within HEADERS_TIMEOUT_MS. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** A connection with no traffic either way for this many ms is closed. */
    IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
    /** How often orders waiting for a decision are checked against the shop's escalation setting, in ms. */
    ESCALATION_CHECK_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /**
     * How often the statistics' daily rollups of this and last month are brought up to date in the background
     * (decision 021), so a month view never computes a whole month; 0 = only when a month is viewed.
     */
    STATISTICS_WARM_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
    /** Unset = the demo logins below, except in production, where fixed codes must be opted into explicitly. */
    AUTH_TEST_PHONE_NUMBERS: z.string().optional(),
    /** Unset = the demo super admin, except in production. */
    SUPER_ADMIN_PHONES: z.string().optional(),
    SMS_ALLOWED_COUNTRIES: z.string().default('KR'),
    SMS_DAILY_CAP: z.coerce.number().int().min(1).default(5000),
    /** Staff invitations one company may create per hour (issue 14). */
    INVITATION_HOURLY_CAP: z.coerce.number().int().min(1).default(20),
    /**
     * Which proxies may set X-Forwarded-For: unset = none (request.ip is the socket peer), a hop count
     * ("1"), "true" (any: only behind a proxy that overwrites the header), or comma-separated IPs/CIDRs.
     */
    TRUST_PROXY: z.string().default(''),
    /** Bearer token for GET /metrics; unset = no metrics endpoint. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** How long a shutdown waits for in-flight requests before closing the remaining connections. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /** `test` (simulated card page on this server) or `nicepay`; unset = test, except in production. */
    PAYMENT_PROVIDER: z.enum(['test', 'nicepay']).optional(),
    NICEPAY_API_URL: z.string().default('https://api.nicepay.co.kr'),
    NICEPAY_CLIENT_ID: z.string().default(''),
    NICEPAY_SECRET_KEY: z.string().default(''),
    /** NicePay's JS SDK (the payment window); its origin is allowed to run scripts and frames on our pages. */
    NICEPAY_JS_SDK_URL: z.url('must be an absolute URL').default('https://pay.nicepay.co.kr/v1/js/'),
    JWT_SECRET: z.string().optional(),
    DATA_ENCRYPTION_KEY: z.string().optional(),
  })
  .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    // Node enforces neither timeout otherwise (and refuses the pair when given to its constructor).
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'must not be longer than REQUEST_TIMEOUT_MS',
  });

export type RawEnv = z.infer<typeof envSchema>;

export type Env = Omit<
  RawEnv,
  | 'AUTH_TEST_PHONE_NUMBERS'
  | 'SUPER_ADMIN_PHONES'
  | 'SMS_ALLOWED_COUNTRIES'
  | 'SEED_DEMO'
  | 'TRUST_PROXY'
  | 'PAYMENT_PROVIDER'
  | 'NOTIFY_CONSOLE_FILE'
> & {
  /** PAYMENT_PROVIDER; unset = `test`, but `nicepay` in production (a real server never takes simulated payments). */
  paymentProvider: 'test' | 'nicepay';
  seedDemo: boolean;
  trustProxy: TrustProxy;
  testPhoneCodes: Map<string, string>;
  superAdminPhones: string[];
  smsAllowedCountries: string[];
  dataDir: string;
  /** NOTIFY_CONSOLE_FILE as an absolute path, or '' when the console notifier only logs. */
  notifyConsoleFile: string;
  uploadDir: string;
};

/** Fastify's trustProxy value: the per-IP SMS limits count request.ip, so it must not be spoofable. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

const parseTrustProxy = (value: string): TrustProxy => {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return (_address, hop) => hop < hops;
  }
  return list(trimmed);
};

export const parseEnv = (source: Record<string, string | undefined>): Env => {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw new ConfigError(describeEnvIssues(parsed.error.issues, source));
  const raw = parsed.data;
  const {
    AUTH_TEST_PHONE_NUMBERS,
    SUPER_ADMIN_PHONES,
    SMS_ALLOWED_COUNTRIES,
    SEED_DEMO,
    TRUST_PROXY,
    PAYMENT_PROVIDER,
    NOTIFY_CONSOLE_FILE,
    ...rest
  } = raw;
  const isProduction = raw.NODE_ENV === 'production';
  const testPhoneCodes = new Map(
    list(AUTH_TEST_PHONE_NUMBERS ?? (isProduction ? '' : DEMO_TEST_PHONE_NUMBERS)).map((pair) => {
      const [phone = '', code = ''] = pair.split(':');
      return [phone.trim(), code.trim()] as const;
    }),
  );
  // npm runs workspace scripts inside the workspace; relative paths mean the directory the user ran npm in.
  const baseDir = source.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(baseDir, raw.DATA_DIR);
  return {
    ...rest,
    seedDemo: SEED_DEMO === 'true',
    paymentProvider: PAYMENT_PROVIDER ?? (isProduction ? 'nicepay' : 'test'),
    trustProxy: parseTrustProxy(TRUST_PROXY),
    testPhoneCodes,
    superAdminPhones: list(SUPER_ADMIN_PHONES ?? (isProduction ? '' : DEMO_SUPER_ADMIN_PHONES)),
    smsAllowedCountries: list(SMS_ALLOWED_COUNTRIES),
    dataDir,
    notifyConsoleFile: NOTIFY_CONSOLE_FILE ? path.resolve(baseDir, NOTIFY_CONSOLE_FILE) : '',
    uploadDir: path.resolve(baseDir, raw.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
  };
};

export const loadEnv = (): Env => parseEnv(process.env);

/** Read before (and whether or not) the environment parses: start-up failures show a stack only when asked. */
export const wantsStackTraces = () => /^(debug|trace)$/.test(process.env.LOG_LEVEL ?? '');
