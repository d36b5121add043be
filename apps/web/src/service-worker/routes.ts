/**
 * Which requests Jumun's service worker answers, and how (issue 15). Kept apart from sw.ts so the rules are unit
 * tested without a worker: anything no rule claims goes to the network untouched and is never stored.
 */

/** Never stored or answered from a cache: API answers carry personal data; the build marker, uploads, the runtime
 * config and the worker itself must always come fresh from the server. */
export const NEVER_CACHED = /^\/(api|builds|uploads)\/|^\/runtime-config\.json$|^\/sw\.js$/;

type RequestInfo = { url: URL; mode: RequestMode; method: string };

const isOwnCacheableGet = ({ url, method }: RequestInfo, origin: string) =>
  method === 'GET' && url.origin === origin && !NEVER_CACHED.test(url.pathname);

/** A page load: asked of the network first, so a deploy is live at the next load; the cached shell only offline. */
export const isPageRequest = (request: RequestInfo, origin: string) =>
  request.mode === 'navigate' && isOwnCacheableGet(request, origin);

/** Vite's content-hashed files never change under one name, so they are served cache-first. */
export const isHashedAsset = (request: RequestInfo, origin: string) =>
  isOwnCacheableGet(request, origin) && request.url.pathname.startsWith('/assets/');
