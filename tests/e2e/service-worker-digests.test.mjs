// Issue 33, item 4: the offline copy serves only the build's files. Any page of the origin can
// open the service worker's cache (on GitHub Pages every project site of a user shares
// user.github.io) and put its own script there; the worker checks every cached body against the
// SHA-256 the build wrote into it before serving it, and every file it installs too.
import assert from 'node:assert/strict';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';

import { siteManifest } from '../../scripts/build-service-worker.mjs';
import { PREFIX, useBrowser } from './support/browser-fixture.mjs';
import {
  copySite,
  scratchFolder,
  serveUntilStopped,
  waitForWorkerState,
  workerState,
} from './support/service-worker.mjs';

const browser = useBrowser();
const BOARD = '?board=8,0,6,5,4,7,2,3,1&goal=blank-first';
// The solver's module worker, as a neighbour would plant it: a worker of its own that leaves a
// mark the page can see (a cache it opens).
const PLANTED_WORKER = "self.caches.open('planted-worker-ran');";
const LOADING = 'Loading the solver…';

test("a worker planted in the offline copy is not run: the next offline visit solves with the build's", async (t) => {
  const folder = await copySite(await scratchFolder(t));
  const site = await serveUntilStopped(t, folder, PREFIX);
  const app = await browser.openUrl(t, `${site.base}index.html${BOARD}`);
  const installed = await waitForWorkerState(
    app.page,
    (state) => state.active !== null && state.caches.length === 1,
    'active service worker with its cache',
  );
  const [cache] = installed.caches;

  // What any page of the origin can do: replace the solver's module worker in the cache. (The
  // page bundle is pinned by its integrity attribute as well; a worker script cannot be.)
  const planted = `${site.base}web/worker/solver.worker.js`;
  await app.page.evaluate(
    async ({ cache, planted, body }) => {
      const headers = { 'Content-Type': 'text/javascript; charset=utf-8' };
      await (await caches.open(cache)).put(planted, new Response(body, { headers }));
    },
    { cache, planted, body: PLANTED_WORKER },
  );

  await app.context.setOffline(true);
  await site.stop();
  await app.goto(`${site.base}index.html${BOARD}`, { waitForLoaded: false });
  assert.equal(
    await app.page.evaluate(() => navigator.serviceWorker.controller !== null),
    true,
    'the offline visit comes from the worker',
  );
  // Until the solver is ready, or the planted worker has left its mark (then the page never
  // gets ready: that worker does not answer).
  const started = await waitForWorkerState(
    app.page,
    (state) => state.caches.includes('planted-worker-ran') || state.status !== LOADING,
    'solver ready',
  );
  assert.deepEqual(started.caches, [cache], 'the planted worker did not run');
  // The module worker did not load; the page started the build's bundled worker instead.
  await app.button('Solve').click();
  assert.equal(await app.waitForStatus(/^Solution requires/, 30_000), 'Solution requires 31 steps');
  assert.equal(
    await app.page.evaluate(
      async ({ cache, planted }) => (await caches.open(cache)).match(planted).then(Boolean),
      { cache, planted },
    ),
    false,
    'the planted body is dropped from the cache',
  );
});

test("a release whose files the host does not serve as built is not kept as that release's offline copy", async (t) => {
  const folder = await copySite(await scratchFolder(t));
  const { version } = await siteManifest(folder);
  // The host serves another stylesheet than the build's (a half-finished upload, a proxy).
  await appendFile(join(folder, 'web', 'shell', 'base.css'), "\n/* not the build's */\n");
  const site = await serveUntilStopped(t, folder, PREFIX);
  const app = await browser.openUrl(t, `${site.base}index.html${BOARD}`);

  // The page registers its worker once idle; registering here too is the same registration, and
  // lets the test wait for its install to end.
  const installed = await app.page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('./service-worker.js');
    const worker = registration.installing ?? registration.waiting ?? registration.active;
    await new Promise((resolve) => {
      const settled = () => worker.state === 'activated' || worker.state === 'redundant';
      if (settled()) resolve();
      worker.addEventListener('statechange', () => settled() && resolve());
    });
    return worker.state;
  });
  assert.equal(installed, 'redundant', 'the install failed');
  const state = await app.page.evaluate(workerState);
  assert.deepEqual(state.caches, [], `nothing kept, not even part of the release ${version}`);
  // The page itself, online, is not held up by it.
  await app.button('Solve').click();
  assert.equal(await app.waitForStatus(/^Solution requires/), 'Solution requires 31 steps');
});
