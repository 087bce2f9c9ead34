// Issue 14, item 4: an update of the site never leaves the page on stale code. A copy of dist/
// is served; after a first visit (the service worker active, its cache filled) the copy gets a
// new release — a changed page bundle and the service worker the build writes for it. The next
// visit runs the new bundle at once (network first); the new worker fills a new cache and waits
// while a page of the old one is open (web/pwa/service-worker.js says why), then takes over, and
// the old cache is gone.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { siteManifest } from '../../scripts/build-service-worker.mjs';
import { useBrowser } from './support/browser-fixture.mjs';
import {
  cacheName,
  copySite,
  makeRelease,
  scratchFolder,
  waitForWorkerState,
  workerState,
} from './support/service-worker.mjs';

const browser = useBrowser();

test('a new release is served at once, and its worker replaces the old cache', async (t) => {
  const site = await copySite(await scratchFolder(t, 'npuzzle-release-'));
  const base = await browser.serve(t, { root: site });
  const before = await siteManifest(site);

  const app = await browser.openUrl(t, `${base}index.html`);
  const first = await waitForWorkerState(
    app.page,
    (state) => state.active !== null,
    'active service worker',
  );
  assert.equal(first.controlled, false, 'the first visit is never controlled');
  assert.equal(first.scope, base, "the worker's scope is the site's folder");
  assert.deepEqual(first.caches, [cacheName(base, before.version)]);

  // A new release: the page's bundle says something new, and the build's worker.
  const after = await makeRelease(site, 'second');
  assert.notEqual(after.version, before.version, 'any change is a new version');

  await app.goto(`${base}index.html`);
  assert.equal(
    await app.page.evaluate(() => window.__release),
    'second',
    'the new module runs on the first visit after the release (network first)',
  );
  const waiting = await waitForWorkerState(
    app.page,
    (state) => state.waiting === 'installed',
    'the new worker installed and waiting',
  );
  assert.equal(waiting.controlled, true, 'the old worker still answers the open page');
  assert.deepEqual(
    waiting.caches,
    [cacheName(base, before.version), cacheName(base, after.version)].sort(),
    'the new release is kept beside the old one until the old pages close',
  );

  // The page leaves: no page uses the old worker any more, so the new one takes over.
  await app.page.goto('about:blank');
  await app.goto(`${base}index.html`);
  await waitForWorkerState(
    app.page,
    (state) => state.caches.length === 1 && state.caches[0] === cacheName(base, after.version),
    'new cache in place of the old one',
  );
  await app.goto(`${base}index.html`);
  const second = await app.page.evaluate(workerState);
  assert.equal(second.controlled, true, 'a later visit is served through the worker');
  assert.equal(await app.page.evaluate(() => window.__release), 'second');
  assert.deepEqual(second.caches, [cacheName(base, after.version)], 'the old cache is deleted');
  // What the new cache holds for the changed bundle is the new release's.
  const cached = await app.page.evaluate(
    async (name) => {
      const cache = await caches.open(name);
      const response = await cache.match(new URL('web/app.js', location.href));
      return response ? response.text() : null;
    },
    cacheName(base, after.version),
  );
  assert.match(cached ?? '', /__release = 'second'/);
  app.assertNoErrors();
});
