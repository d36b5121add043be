import type { Env } from '../config/env';
import type { Database } from '../db/client';
import type { createFieldCipher } from '../lib/field-cipher';
import type { IdTokenService, SmsProvider } from '../modules/auth';
import type { createCompanyService } from '../modules/company';
import type { SessionResolver } from '../modules/members';
import type { Metrics } from '../plugins/metrics';

/** What every area of the app is wired from: built once in app.ts, passed to each area's composition function. */
export type AppContext = {
  env: Env;
  db: Database['db'];
  cipher: ReturnType<typeof createFieldCipher>;
  now: () => number;
  metrics: Metrics;
  idTokens: IdTokenService;
  /** Staff sessions: resolved per request, forgotten on a role change so access follows within seconds. */
  sessions: SessionResolver;
  companies: ReturnType<typeof createCompanyService>;
  smsProvider: SmsProvider;
};
