import type { CompanyRole, Role } from '@jumun/shared';
import { inArray } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { parseEnv } from '../src/config/env';
import { administrators, companies, companyMembers } from '../src/db/schema';
import { randomSecrets } from '../src/lib/secrets';
import type { Notifier } from '../src/modules/notifications';
import { seedDemoData } from '../src/seed/demo-seed';
import { createTestDatabase, type TestDatabase } from './db';
import { SAMPLE_OWNER } from './factories/administrator';

const emptyContact = {
  securedPhoneMain: '',
  securedPhoneSub1: '',
  securedPhoneSub2: '',
  securedLandlineMain: '',
  securedEmail: '',
};

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** A full app on a fresh database, seeded with the demo companies, plus helpers to act as someone. */
export const buildTestApp = async (
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    now?: () => number;
    notifier?: Notifier;
    /** Fastify's logger options (default: none), e.g. a stream that collects error-level lines. */
    logger?: FastifyServerOptions['logger'];
  } = {},
) => {
  const database: TestDatabase = await createTestDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/jumun-test-unused',
    WEB_DIST_DIR: '/nonexistent',
    // Background work a test did not ask for would race its own writes; the warmer's test calls it directly.
    STATISTICS_WARM_MS: '0',
    ...options.env,
  });
  const app = await buildApp({
    env,
    database,
    secrets: randomSecrets(),
    logger: options.logger ?? false,
    now: options.now,
    notifier: options.notifier,
  });
  // The 90-day order history of the demo companies is left out: every test file would pay for it.
  if (options.seed !== false) await seedDemoData(database.db, app.services.cipher, { orderHistory: false });

  /**
   * A Bearer header for a session, signed the way the real sign-in signs it. Access is read from the database on
   * every request (issue 14), so the administrator record, its roles and a membership in each of `companyIds`
   * (as `companyRole`, owner by default) are created first when missing.
   */
  const bearer = async (session: {
    uid: string;
    roles?: Role[];
    companyIds?: string[];
    companyRole?: CompanyRole;
  }) => {
    const { companyRole = 'owner', ...claims } = session;
    const full = { roles: ['admin'] as Role[], companyIds: [] as string[], ...claims };
    await database.db
      .insert(administrators)
      .values({
        id: full.uid,
        companyIds: full.companyIds,
        companyId: full.companyIds[0] ?? '',
        roles: full.roles,
        status: 'active',
        contactInfo: emptyContact,
      })
      .onConflictDoNothing();
    const companyRows = full.companyIds.length
      ? await database.db
          .select({ id: companies.id })
          .from(companies)
          .where(inArray(companies.id, full.companyIds))
      : [];
    if (companyRows.length > 0)
      await database.db
        .insert(companyMembers)
        .values(companyRows.map((c) => ({ companyId: c.id, administratorId: full.uid, role: companyRole })))
        .onConflictDoNothing();
    app.services.sessions.forget(full.uid);
    const { idToken } = await app.services.idTokens.sign(full);
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
