/// <reference lib="webworker" />
// Jumun's service worker (issue 15, decision 018), built by vite-plugin-pwa in injectManifest mode: workbox-build
// replaces self.__WB_MANIFEST with the shell's precache list (tooling/pwa.plugin.ts), each file with a revision, so
// a deploy that changes any precached file writes a new sw.js. It never stores an API answer, and pages always go to
// the network first: the new-version prompt (builds/latest.json) stays the one way a running tab learns of a deploy.
import { clientsClaim } from 'workbox-core';
import {
  addRoute,
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precache,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { isHashedAsset, isPageRequest } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Lazily loaded hashed files, cached when first used and dropped by the next worker (a deploy). */
const LAZY_ASSETS_CACHE = 'jumun-assets';
/** The caches of the hand-written worker this one replaced. */
const LEGACY_CACHE_PREFIX = 'jumun-shell-';

self.skipWaiting();
clientsClaim();
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const origin = self.location.origin;

// Registered before the precache route, which would otherwise answer `/` from the cache.
registerRoute(
  ({ request, url }) => isPageRequest({ url, mode: request.mode, method: request.method }, origin),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const shell = await matchPrecache('index.html');
      if (shell) return shell;
      throw error;
    }
  },
);
addRoute();
registerRoute(
  ({ request, url }) => isHashedAsset({ url, mode: request.mode, method: request.method }, origin),
  new CacheFirst({ cacheName: LAZY_ASSETS_CACHE }),
);

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key === LAZY_ASSETS_CACHE || key.startsWith(LEGACY_CACHE_PREFIX))
            .map((key) => caches.delete(key)),
        ),
      ),
  );
});
