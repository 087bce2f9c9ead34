// The service worker of the hosted page (dist/service-worker.js): it makes the page work offline
// after the first visit and lets it be installed as an app.
//
// scripts/build-service-worker.mjs writes dist/service-worker.js as two constants followed by
// this file: SITE_VERSION, a digest of every file of the site, and SITE_FILES, their paths
// relative to the worker. A new build is a new worker (its bytes differ), so browsers install it.
//
// Why network first, and not cache first: the page's files have stable names (no content hashes
// in their URLs), so serving them from the cache while online could pair a new index.html with
// an old module, or keep an old page after an update. Online, every request goes to the network
// exactly as without a worker; only when the network fails is the cached copy used. The cache
// is named by the version, so an update never mixes files of two builds, and the old caches are
// deleted once the new worker is active.
//
// The first visit is never controlled (no clients.claim()): the worker only fills its cache in the
// background, and the page's own requests go to the network untouched.

/* global SITE_VERSION, SITE_FILES -- declared by the header the build puts before this file */
const VERSION = SITE_VERSION;
const FILES = SITE_FILES;

const CACHE_PREFIX = 'npuzzle-lab-';
const CACHE_NAME = `${CACHE_PREFIX}${VERSION}`;

/** @type {ServiceWorkerGlobalScope} */
const sw = self;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE_NAME);
      // 'no-cache': revalidated with the server, so a file the HTTP cache kept from an older
      // build is not stored under this version.
      await cache.addAll(FILES.map((file) => new Request(file, { cache: 'no-cache' })));
      // Network first makes an immediate switch safe: the open pages keep their files.
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME) await caches.delete(name);
      }
    })(),
  );
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== sw.location.origin) return;
  event.respondWith(networkFirst(request));
});

/**
 * The network's answer; the cached copy only when the network fails. Answers are not written
 * into the cache: it holds exactly the files of its own version, fetched when it was installed
 * (a worker about to be replaced still answers a request or two, and must not mix a newer
 * release's files into its cache, or re-create it once deleted).
 * @param {Request} request
 */
async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (offline) {
    const cached = await caches.match(bare(request.url), { cacheName: CACHE_NAME });
    if (cached) return cached;
    // A page address with no file name (…/repo/) is the page itself.
    if (request.mode === 'navigate') {
      const page = await caches.match(new URL('index.html', sw.registration.scope).href, {
        cacheName: CACHE_NAME,
      });
      if (page) return page;
    }
    throw offline;
  }
}

/** The URL without its query and fragment: index.html?board=… is index.html. */
function bare(url) {
  const parsed = new URL(url);
  return parsed.origin + parsed.pathname;
}
