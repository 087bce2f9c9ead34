// The hosted page's code comes as one bundle for the page and one for its worker
// (scripts/build-dist.mjs). Unbundled, a first visit fetched some 160 files along chains of
// imports, one round trip per link: 3.3 s from the link to a page ready to solve at 80 ms a round
// trip, against about 1.5 s bundled (`npm run bench`'s slow-network row). This checks the files,
// which do not depend on the machine: a first visit fetches the two bundles (the start-up guard
// is inline: scripts/pin-page-scripts.mjs), no module of the source tree and no source map
// (DevTools fetches those when open); the service worker's offline copy (web/pwa/) is not
// counted.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { PREFIX, useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

test('a first visit fetches the page and its worker as one bundle each', async (t) => {
  const app = await browser.openApp(t, '?board=8,0,6,5,4,7,2,3,1&goal=blank-first');
  await app.waitForStatus(/^Ready to solve/, 20_000);
  const code = app.pageRequests
    .map((url) => new URL(url).pathname)
    .filter((path) => /\.(m?js|map)$/.test(path))
    .map((path) => (path.startsWith(PREFIX) ? path.slice(PREFIX.length) : path));
  assert.deepEqual(
    [...new Set(code)].sort(),
    ['web/app.js', 'web/worker/solver.worker.js'],
    `scripts fetched: ${code.join(', ')}`,
  );
  app.assertNoErrors();
});
