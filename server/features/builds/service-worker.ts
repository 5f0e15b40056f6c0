/**
 * Registers the site's service worker next to the page. Resolved against the document's <base href>, so on the
 * shared content origin the worker is `/a/{slug}/sw.js` and its scope is that folder only: one app's worker
 * never controls another app's pages.
 */
export const SERVICE_WORKER_REGISTRATION = `if ('serviceWorker' in navigator) {
  addEventListener('load', () => {
    navigator.serviceWorker.register(new URL('sw.js', document.baseURI), { scope: new URL('./', document.baseURI).pathname }).catch(() => {});
  });
}
`;

/**
 * The worker caches every file of this version at install, answers from that cache (the app opens offline),
 * falls back to index.html for the app's own routes, and at activation drops the caches of older versions of
 * this app only: cache names carry the scope, since apps on the shared origin share one CacheStorage.
 */
export function renderServiceWorker(version: string, files: string[]): string {
  const precached = files.filter((file) => file !== 'sw.js').map((file) => (file === 'index.html' ? './' : file));
  return `// Service worker de l'application publiée par Lumi (version ${version}).
const SCOPE = self.registration.scope;
const PREFIX = 'lumi:' + SCOPE + ':';
const CACHE = PREFIX + ${JSON.stringify(version)};
const FILES = ${JSON.stringify(precached)};

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES.map((file) => new URL(file, SCOPE).href))).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return;
  if (request.mode === 'navigate') {
    // The network first, so a republished version shows; the cached page when offline.
    event.respondWith(
      fetch(request).catch(() => caches.open(CACHE).then((cache) => cache.match(new URL('./', SCOPE).href)).then((page) => page || Response.error())),
    );
    return;
  }
  // Files of this version first; anything else of the app's (Lumi's storage partition script) is kept once fetched.
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request).then((hit) => hit || fetch(request).then((response) => {
        if (response.ok) cache.put(request, response.clone());
        return response;
      })),
    ),
  );
});
`;
}
