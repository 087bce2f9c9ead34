// Issue 14, item 4: an update of the site never leaves the page on stale code. A copy of dist/
// is served; after a first visit (the service worker active, its cache filled) the copy gets a
// new release — a changed page bundle and the service worker the build writes for it. The next
// visit runs the new bundle at once (network first), the new worker takes over with a new cache,
// and the old cache is gone.
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

import { siteManifest, writeServiceWorker } from '../../scripts/build-service-worker.mjs';
import { DIST, useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();
const ROOT = new URL('../../', import.meta.url).pathname;

/** The page's service worker state: the active worker's version and the caches it keeps. */
function workerState() {
  return navigator.serviceWorker.getRegistration().then(async (registration) => ({
    active: registration?.active?.state === 'activated' ? registration.active.scriptURL : null,
    controlled: navigator.serviceWorker.controller !== null,
    caches: (await caches.keys()).filter((name) => name.startsWith('npuzzle-lab-')),
  }));
}

/**
 * Polls the page's worker state until `accept(state)` holds (30 s at most); returns the state.
 * (Playwright's waitForFunction does not wait for a promise the function returns.)
 */
async function waitForWorkerState(page, accept, what) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const state = await page.evaluate(workerState);
    if (accept(state)) return state;
    if (Date.now() > deadline) throw new Error(`no ${what}: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('a new release is served at once, and its worker replaces the old cache', async (t) => {
  const site = await mkdtemp(join(tmpdir(), 'npuzzle-release-'));
  t.after(() => rm(site, { recursive: true, force: true }));
  await cp(DIST, site, { recursive: true });
  const base = await browser.serve(t, { root: site });
  const before = await siteManifest(site);

  const app = await browser.openUrl(t, `${base}index.html`);
  const first = await waitForWorkerState(
    app.page,
    (state) => state.active !== null,
    'active service worker',
  );
  assert.equal(first.controlled, false, 'the first visit is never controlled');
  assert.deepEqual(first.caches, [`npuzzle-lab-${before.version}`]);

  // A new release: the page's bundle says something new, and the build's worker.
  const changed = join(site, 'web', 'app.js');
  await writeFile(changed, `${await readFile(changed, 'utf8')}\nwindow.__release = 'second';\n`);
  const after = await writeServiceWorker({ root: ROOT, dist: site });
  assert.notEqual(after.version, before.version, 'any change is a new version');

  await app.goto(`${base}index.html`);
  assert.equal(
    await app.page.evaluate(() => window.__release),
    'second',
    'the new module runs on the first visit after the release (network first)',
  );
  await waitForWorkerState(
    app.page,
    (state) => state.caches.length === 1 && state.caches[0] === `npuzzle-lab-${after.version}`,
    'new cache in place of the old one',
  );
  await app.goto(`${base}index.html`);
  const second = await app.page.evaluate(workerState);
  assert.equal(second.controlled, true, 'a later visit is served through the worker');
  assert.equal(await app.page.evaluate(() => window.__release), 'second');
  assert.deepEqual(second.caches, [`npuzzle-lab-${after.version}`], 'the old cache is deleted');
  // What the new cache holds for the changed bundle is the new release's.
  const cached = await app.page.evaluate(async (version) => {
    const cache = await caches.open(`npuzzle-lab-${version}`);
    const response = await cache.match(new URL('web/app.js', location.href));
    return response ? response.text() : null;
  }, after.version);
  assert.match(cached ?? '', /__release = 'second'/);
  app.assertNoErrors();
});
