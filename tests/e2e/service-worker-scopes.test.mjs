// Issue 33, item 4: two copies of the site on one origin — a fork and a course's copy under
// user.github.io/a/ and /b/, each a release of its own — both keep their offline copy. Each
// service worker names its cache by its scope and release and deletes only its own scope's older
// caches; before, the second copy's worker deleted every `npuzzle-lab-*` cache but its own, and
// the first copy no longer loaded offline.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';

import { siteManifest } from '../../scripts/build-service-worker.mjs';
import { useBrowser } from './support/browser-fixture.mjs';
import {
  cacheName,
  copySite,
  makeRelease,
  scratchFolder,
  serveUntilStopped,
  waitForWorkerState,
} from './support/service-worker.mjs';

const browser = useBrowser();
const BOARD = '?board=8,0,6,5,4,7,2,3,1&goal=blank-first';

test('copies of the site under /a/ and /b/ of one origin both load and solve offline after both were installed', async (t) => {
  const root = await scratchFolder(t, 'npuzzle-copies-');
  const copies = {
    a: await siteManifest(await copySite(join(root, 'a'))),
    // Another build (a fork): its worker is another release, as it would be.
    b: await makeRelease(await copySite(join(root, 'b')), 'fork'),
  };
  const site = await serveUntilStopped(t, root);
  const scope = (copy) => `${site.origin}/${copy}/`;

  const app = await browser.openUrl(t, `${scope('a')}index.html${BOARD}`);
  await waitForWorkerState(
    app.page,
    (state) => state.active !== null && state.caches.length === 1,
    "/a/'s worker active with its cache",
  );
  await app.goto(`${scope('b')}index.html${BOARD}`);
  const installed = await waitForWorkerState(
    app.page,
    (state) => state.active !== null && state.scope === scope('b') && state.caches.length === 2,
    "/b/'s worker active, and both copies' caches kept",
  );
  assert.deepEqual(
    installed.caches,
    [cacheName(scope('a'), copies.a.version), cacheName(scope('b'), copies.b.version)],
    'each cache is named by its scope and release',
  );

  await app.context.setOffline(true);
  await site.stop();
  for (const [copy, release] of [
    ['a', undefined],
    ['b', 'fork'],
  ]) {
    await app.goto(`${scope(copy)}index.html${BOARD}`);
    assert.equal(
      await app.page.evaluate(() => navigator.serviceWorker.controller?.scriptURL),
      `${scope(copy)}service-worker.js`,
      `/${copy}/ comes from its own worker`,
    );
    assert.equal(
      await app.page.evaluate(() => window.__release),
      release,
      `/${copy}/ runs its own release`,
    );
    await app.button('Solve').click();
    assert.equal(await app.waitForStatus(/^Solution requires/), 'Solution requires 31 steps');
  }
  app.assertNoErrors();
});
