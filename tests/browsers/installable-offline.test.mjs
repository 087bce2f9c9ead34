// Issue 14, item 4, in every engine: the hosted page is installable (a web app manifest with a
// name, a start page inside its scope and icons that load) and works offline after the first
// visit — with the network cut, a reload still loads the page from the service worker's cache
// and solves a 15-puzzle (Korf's #1, 57 moves).
import assert from 'node:assert/strict';

import { FINAL_STATUS, KORF_1 } from './support/boards.mjs';
import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';

const { scenario } = useEngines();
const SOLVE_TIMEOUT = 180_000; // the first visit may build the pattern databases

/** Reads the page's manifest as the browser would: its fields, and whether each icon loads. */
function readManifest() {
  const link = document.querySelector('link[rel=manifest]');
  if (!link) return null;
  return fetch(link.href)
    .then((response) => response.json())
    .then(async (manifest) => {
      const base = new URL(link.href);
      const icons = [];
      for (const icon of manifest.icons ?? []) {
        const response = await fetch(new URL(icon.src, base));
        icons.push({ ...icon, ok: response.ok, type: response.headers.get('content-type') });
      }
      return {
        name: manifest.name,
        display: manifest.display,
        startUrl: new URL(manifest.start_url, base).href,
        scope: new URL(manifest.scope, base).href,
        page: location.href,
        icons,
      };
    });
}

/** True once this page's service worker is active and its cache holds the page. */
function offlineReady() {
  if (!navigator.serviceWorker) return false;
  return navigator.serviceWorker.getRegistration().then(async (registration) => {
    if (registration?.active?.state !== 'activated') return false;
    const page = new URL('index.html', registration.scope).href;
    return Boolean(await caches.match(page));
  });
}

scenario(
  'installable, and offline after the first visit: a reload with the network cut solves a 15-puzzle',
  async ({ engine, sites, open, close, t }) => {
    const first = await open(sites.appUrl(KORF_1.query), { keepStorage: true });
    await first.waitForReady();
    const manifest = await first.evaluate(readManifest);
    assert.ok(manifest, 'the page links a web app manifest');
    assert.equal(manifest.name, 'N-Puzzle Lab');
    assert.equal(manifest.display, 'standalone');
    assert.ok(manifest.startUrl.startsWith(manifest.scope), 'the start page is inside the scope');
    assert.ok(manifest.page.startsWith(manifest.scope), 'the page is inside the scope');
    const sizes = manifest.icons.filter((icon) => icon.ok).map((icon) => icon.sizes);
    assert.ok(sizes.includes('192x192') && sizes.includes('512x512'), `icons: ${sizes}`);
    assert.deepEqual(
      manifest.icons.filter((icon) => !icon.ok),
      [],
      'every icon loads',
    );

    // The first visit: a solve, as a student would, while the worker fills its cache.
    await first.click(button('Solve'));
    assert.equal(
      await first.waitForStatus(FINAL_STATUS, { timeout: SOLVE_TIMEOUT }),
      KORF_1.status,
    );
    await first.waitFor(offlineReady, undefined, {
      timeout: 60_000,
      message: 'the service worker to be active with the page in its cache',
    });
    await close(first);

    sites.setAppNetwork(false);
    try {
      const again = await open(sites.appUrl(KORF_1.query), { keepStorage: true });
      await again.waitForReady();
      assert.ok(
        await again.evaluate(() => navigator.serviceWorker.controller !== null),
        'the page came from the service worker',
      );
      const solveStart = Date.now();
      await again.click(button('Solve'));
      assert.equal(
        await again.waitForStatus(FINAL_STATUS, { timeout: SOLVE_TIMEOUT }),
        KORF_1.status,
      );
      t.diagnostic(`${engine}: offline reload solved Korf #1 in ${Date.now() - solveStart} ms`);
      await close(again);
    } finally {
      sites.setAppNetwork(true);
    }
  },
  { timeout: 420_000 },
);
