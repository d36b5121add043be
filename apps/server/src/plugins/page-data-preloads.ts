import { storefrontFirstReadUrls } from '@jumun/shared';

/** Company ids the links are written for: their URL encoding is themselves, and nothing else reaches the HTML. */
const COMPANY_ID = /^[A-Za-z0-9_-]{1,64}$/;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The storefront's first reads as `<link rel=preload as=fetch crossorigin>`, so they leave with the HTML instead of
 * after the entry has run (decision 037). The URLs must be byte for byte what the web app's API client requests, so
 * both build them with @jumun/shared's storefront-read-urls.ts (checked in app/prefetch-first-page.test.tsx), and
 * `crossorigin` (CORS, same-origin credentials) is fetch()'s default mode: only then does Chromium hand the
 * preloaded answer to the app's request instead of sending a second one. Public data, the same for everyone.
 */
export const dataPreloadLinksFor = (pathname: string, apiBaseUrl: string) => {
  // `/user/:companyId` (apps/web config/paths.ts), the menu page; its other pages read other things first.
  const [area, companyId = '', ...rest] = pathname.split('/').filter(Boolean);
  if (area !== 'user' || rest.length > 0 || !COMPANY_ID.test(companyId)) return '';
  const base = apiBaseUrl.replace(/\/+$/, '');
  return storefrontFirstReadUrls(companyId)
    .map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(base + url)}">`)
    .join('');
};
