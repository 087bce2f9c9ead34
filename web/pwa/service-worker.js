// The service worker of the hosted page (dist/service-worker.js): it makes the page work offline
// after the first visit and lets it be installed as an app.
//
// scripts/build-service-worker.mjs writes dist/service-worker.js as two constants followed by
// this file: SITE_VERSION, a digest of every file of the site, and SITE_FILES, each file's path
// relative to the worker with the SHA-256 of its bytes (hex). A new build is a new worker (its
// bytes differ), so browsers install it.
//
// Why network first, and not cache first: the page's files have stable names (no content hashes
// in their URLs), so serving them from the cache while online could pair a new index.html with
// an old module, or keep an old page after an update. Online, every request goes to the network
// exactly as without a worker; only when the network fails is the cached copy used.
//
// Why every cached body is checked against the build's digest: the Cache Storage belongs to the
// whole origin, and on a shared origin (GitHub Pages project sites of one user all live on
// user.github.io) any other page there can open this cache and put its own script under
// web/app.js. What install stores is checked too, so a proxy's or a half-deployed host's answer
// is never kept as this release. A body that does not match is dropped, not served: offline,
// the page then fails to load that file, which its start-up guard reports; it never runs a file
// that is not the build's.
//
// Why the cache is named by scope and release: copies of the site under two paths of one origin
// (a fork and a course's copy on user.github.io/a/ and /b/) each have a worker of their own; each
// deletes only its own scope's older releases, never the other copy's offline files.
//
// The first visit is never controlled (no clients.claim()): the worker only fills its cache in the
// background, and the page's own requests go to the network untouched.
//
// Why a new release's worker waits (no skipWaiting()) until no open page uses the old one: in
// WebKit, a worker that takes over while a page is still loading drops the requests the old one
// was answering, and the page loses a stylesheet (seen as "failed to load" for the last <link>s of
// index.html in about one load of five that met an update, under load; none in nine runs without
// the switch). Network first already gives every visit the new release's files; only the offline
// copy waits for the old pages to close.

/* global SITE_VERSION, SITE_FILES -- declared by the header the build puts before this file */
const VERSION = SITE_VERSION;
/** @type {Record<string, string>} path relative to the worker → SHA-256 of its bytes (hex) */
const FILES = SITE_FILES;

/** @type {ServiceWorkerGlobalScope} */
const sw = self;

// A space cannot occur in a serialised URL, so `npuzzle-lab <scope> ` starts this scope's cache
// names and no other scope's, not even a scope below this one (…/a/b/ under …/a/).
const CACHE_PREFIX = 'npuzzle-lab ';
const SCOPE_PREFIX = `${CACHE_PREFIX}${sw.registration.scope} `;
const CACHE_NAME = `${SCOPE_PREFIX}${VERSION}`;
// Releases before the cache names carried the scope named theirs `npuzzle-lab-<version>`.
const UNSCOPED_CACHE = /^npuzzle-lab-[0-9a-f]{16}$/;

/** Absolute URL of every file kept → its digest. */
const DIGESTS = new Map(
  Object.entries(FILES).map(([file, digest]) => [new URL(file, sw.location.href).href, digest]),
);

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      try {
        await storeRelease();
      } catch (error) {
        // Half a release is no offline copy (the storage was full, say): the next visit tries
        // the install again.
        await caches.delete(CACHE_NAME);
        throw error;
      }
    })(),
  );
});

/**
 * Fetches every file of the release and keeps them once all their bytes are the build's (a
 * release with a file that is not stays out of the cache as a whole).
 */
async function storeRelease() {
  const files = await Promise.all(
    [...DIGESTS].map(async ([url, digest]) => {
      // 'no-cache': revalidated with the server, so a file the HTTP cache kept from an older
      // build is not stored under this version.
      const response = await fetch(url, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
      const body = await response.arrayBuffer();
      if ((await sha256(body)) !== digest) {
        throw new Error(`${url} is not this release's file (its SHA-256 differs from the build's)`);
      }
      return { url, response: copyOf(response, body) };
    }),
  );
  const cache = await caches.open(CACHE_NAME);
  await Promise.all(files.map(({ url, response }) => cache.put(url, response)));
}

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name !== CACHE_NAME && (await isOwnOlderRelease(name))) await caches.delete(name);
      }
    })(),
  );
});

/** Whether the cache `name` is an older release of this scope (and not another copy's). */
async function isOwnOlderRelease(name) {
  if (name.startsWith(SCOPE_PREFIX)) return true;
  if (!UNSCOPED_CACHE.test(name)) return false;
  // An unscoped cache holds one copy's files: its own scope's page tells whose it is.
  const cache = await caches.open(name);
  return Boolean(await cache.match(new URL('index.html', sw.registration.scope).href));
}

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
    const cached = await verifiedCopy(bare(request.url));
    if (cached) return cached;
    // A page address with no file name (…/repo/) is the page itself.
    if (request.mode === 'navigate') {
      const page = await verifiedCopy(new URL('index.html', sw.registration.scope).href);
      if (page) return page;
    }
    throw offline;
  }
}

/**
 * The cached copy of `url` if its bytes are the build's; a copy that is not is deleted (another
 * page of the origin put it there, or the storage was damaged) and null returned, as for a file
 * never cached.
 * @param {string} url
 */
async function verifiedCopy(url) {
  const digest = DIGESTS.get(url);
  if (!digest) return null;
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(url);
  if (!cached) return null;
  const body = await cached.arrayBuffer();
  if ((await sha256(body)) === digest) return copyOf(cached, body);
  console.warn(`N-Puzzle Lab: the offline copy of ${url} is not this release's file; dropped`);
  await cache.delete(url);
  return null;
}

/** The SHA-256 of `bytes`, hex, as scripts/build-service-worker.mjs writes it. */
async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * `response` with `body` (already read to check it): status and headers kept, and not marked
 * redirected, which a navigation refuses from a service worker.
 */
function copyOf(response, body) {
  const { status, statusText, headers } = response;
  return new Response(body, { status, statusText, headers });
}

/** The URL without its query and fragment: index.html?board=… is index.html. */
function bare(url) {
  const parsed = new URL(url);
  return parsed.origin + parsed.pathname;
}
