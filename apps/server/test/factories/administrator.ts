import type { Session } from '../../src/access';
import { SAMPLE_OWNED_COMPANY_ID } from '../../src/seed/demo-seed';

/**
 * A session as sign-in issues it, for `t.bearer(...)` (test/build-app.ts): an administrator of `companyIds`
 * (empty = a demo administrator).
 */
export const buildAdministratorSession = (overrides: Partial<Session> = {}): Session => ({
  uid: 'uid_test_admin',
  roles: ['admin'],
  companyIds: [],
  ...overrides,
});

/** The seeded owner of 샘플카페 합정점 (demo login 010-0000-0002). */
export const SAMPLE_OWNER = buildAdministratorSession({
  uid: 'uid_owner_sample',
  companyIds: [SAMPLE_OWNED_COMPANY_ID],
});

/** A demo administrator: reads the demo companies, writes none of them. */
export const DEMO_ADMINISTRATOR = buildAdministratorSession({ uid: 'uid_demo_admin' });
