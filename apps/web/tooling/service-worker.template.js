// Jumun's service worker (issue 15), written out by tooling/service-worker.plugin.ts at build time.
// It keeps the app shell and the hashed static files so the installed apps open fast and offline; it never stores
// an API answer (personal data), the runtime config or the build marker. Pages are always asked of the network
// first, so a deploy is live at the next load and the new-version prompt (builds/latest.json) does the rest.
const CACHE = 'jumun-shell-__VERSION__';
const PRECACHE = __PRECACHE__;
const NEVER_CACHED = /^\/(api|builds|uploads)\/|^\/runtime-config\.json$|^\/sw\.js$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('jumun-shell-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

const cacheFirst = async (request) => {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
};

const networkFirstPage = async (request) => {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match('/');
    if (shell) return shell;
    throw error;
  }
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER_CACHED.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
