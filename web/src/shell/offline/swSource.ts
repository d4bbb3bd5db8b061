/**
 * The hosted site's service worker, written at build time with the list of
 * the build's files (vite.config.ts, `serviceWorker()`): installed on the
 * first visit, it caches every file of that build under one versioned name,
 * then serves them from there, so the site opens and runs offline.
 *
 * A new build is a new version: its worker installs its whole set beside
 * the old one, but waits (no skipWaiting) until no page of the old version
 * is open, then takes over and deletes the old set. A page therefore never
 * mixes files of two builds (an old index.html with a new chunk). Only
 * same-origin GETs are answered; a navigation with any query
 * (`?lesson=...`) gets the build's index.html.
 */
export function swSource(version: string, files: readonly string[]): string {
  return `// pagelab service worker, build ${version} (generated: vite.config.ts)
const CACHE = ${JSON.stringify(`pagelab-${version}`)};
const FILES = ${JSON.stringify(files)};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('pagelab-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  const navigate = request.mode === 'navigate';
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = navigate ? await cache.match('./') : await cache.match(request, { ignoreSearch: false });
      return hit || fetch(request);
    }),
  );
});
`;
}
