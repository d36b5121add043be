/** Business constants of spec §9. Both the server and the web app read them from here. */
export const API_TIMEOUT_MS = 10_000;
export const CACHE_TTL_MS = 24 * 60 * 60 * 1000;
export const CACHE_KEY_PREFIX = 'companyDataCache';
export const VERSION_CACHE_NAME = 'version';
export const PAGE_RELOAD_GUARD_MS = 10_000;

export const DEMO_COMPANY_IDS = ['demoCompanyCafe', 'demoHQ', 'demoMall'] as const;
export type DemoCompanyId = (typeof DEMO_COMPANY_IDS)[number];
export const DEFAULT_DEMO_COMPANY_ID: DemoCompanyId = 'demoCompanyCafe';
export const DEFAULT_COMPANY_TYPE = 'basic';

/** Request limits of the document API (issue #2). */
export const MAX_BODY_BYTES = 1024 * 1024;
export const MAX_SAVE_MANY_ITEMS = 500;

export const isDemoCompanyId = (id: string): id is DemoCompanyId =>
  (DEMO_COMPANY_IDS as readonly string[]).includes(id);
