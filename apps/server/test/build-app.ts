import type { Role } from '@jumun/shared';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { parseEnv } from '../src/config/env';
import { randomSecrets } from '../src/lib/secrets';
import type { Notifier } from '../src/modules/notifications';
import { seedDemoData } from '../src/seed/demo-seed';
import { createTestDatabase, type TestDatabase } from './db';
import { SAMPLE_OWNER } from './factories/administrator';

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** A full app on a fresh database, seeded with the demo companies, plus helpers to act as someone. */
export const buildTestApp = async (
  options: { seed?: boolean; env?: Record<string, string>; now?: () => number; notifier?: Notifier } = {},
) => {
  const database: TestDatabase = await createTestDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/jumun-test-unused',
    WEB_DIST_DIR: '/nonexistent',
    ...options.env,
  });
  const app = await buildApp({
    env,
    database,
    secrets: randomSecrets(),
    logger: false,
    now: options.now,
    notifier: options.notifier,
  });
  // The 90-day order history of the demo companies is left out: every test file would pay for it.
  if (options.seed !== false) await seedDemoData(database.db, app.services.cipher, { orderHistory: false });

  /** A Bearer header for a session, signed the way the real sign-in signs it. */
  const bearer = async (session: { uid: string; roles?: Role[]; companyIds?: string[] }) => {
    const { idToken } = await app.services.idTokens.sign({ roles: ['admin'], companyIds: [], ...session });
    return { authorization: `Bearer ${idToken}` };
  };

  return {
    app,
    database,
    bearer,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

export type TestAppWithOwner = TestApp & {
  /** Bearer headers of the seeded owner of coJumunSample (factories/administrator.ts SAMPLE_OWNER). */
  owner: Record<string, string>;
};

/**
 * One app for the whole test file: builds it before the first test, closes it after the last. The object is
 * filled in beforeAll, so read its fields inside tests and hooks, not at module level.
 */
export const useTestApp = (options: Parameters<typeof buildTestApp>[0] = {}): TestAppWithOwner => {
  const context = {} as TestAppWithOwner;
  beforeAll(async () => {
    const app = await buildTestApp(options);
    Object.assign(context, app, { owner: await app.bearer(SAMPLE_OWNER) });
  });
  afterAll(async () => context.close?.());
  return context;
};
