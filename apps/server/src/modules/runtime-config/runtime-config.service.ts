import type { Env } from '../../config/env';

/**
 * Runtime configuration for the SPA, read at start-up instead of baked into the build (issue #4 §3), so one
 * build serves every environment. The `auth` block names the provider settings spec §5 requires. Public: it is
 * served at `/runtime-config.json` and written into every page's HTML (decision 037).
 */
export const publicRuntimeConfig = (env: Env) => ({
  apiBaseUrl: env.PUBLIC_API_BASE_URL,
  auth: { apiKey: 'jumun-web', authDomain: 'jumun.local', projectId: 'jumun', appId: 'jumun-admin-web' },
  smsProvider: env.SMS_PROVIDER,
});
