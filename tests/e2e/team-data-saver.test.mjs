// Issue 29, "honest about data": with Data Saver on (navigator.connection.saveData) or on a slow
// connection (effectiveType 2g/3g), the page never downloads the search team's large tables
// (7-7-1, format version 2: `…-v2.bin.gz`, 14 MB), even after a 15-puzzle is solved — which is
// what starts the team elsewhere (tests/e2e/search-team.test.mjs) — and the Solver card says why.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

const KORF_1 = [14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3]; // 57 moves
const QUERY = `?board=${KORF_1.join(',')}&goal=blank-first`;
const TEAM_TABLE = /\/databases\/[^/?]*-v2\.bin\.gz(\?|$)/;

/** Opens the page with navigator.connection as `connection` before any of its scripts run. */
async function openWithConnection(t, connection) {
  const app = await browser.openApp(t, '');
  await app.page.addInitScript((fields) => {
    const stub = { ...fields, addEventListener() {}, removeEventListener() {} };
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => stub });
  }, connection);
  await app.goto(app.page.url().replace(/\?.*$/, '') + QUERY);
  return app;
}

test('with Data Saver on, a 15-puzzle solve fetches no team table, and the card says why', async (t) => {
  const app = await openWithConnection(t, { saveData: true, effectiveType: '4g' });
  const note = app.page.locator('#team-note');
  assert.equal(await note.getAttribute('data-state'), 'off');
  assert.equal(
    await note.textContent(),
    'Data Saver is on, so 15-puzzles are solved with the smaller pattern databases (11.5 MB) on ' +
      'one worker; the larger ones (58 MB) are not downloaded.',
  );
  await app.button('Solve').click();
  await app.waitForStatus(/^Solution requires 57 steps/, 90_000);
  await app.page.waitForTimeout(4_000); // longer than the team waits before it starts
  const fetched = app.requests.filter((url) => TEAM_TABLE.test(url));
  assert.deepEqual(fetched, [], 'no request for the team’s tables');
  assert.equal(await note.getAttribute('data-state'), 'off');
  assert.ok(
    app.requests.some((url) => /\/databases\//.test(url)),
    'the standard tables came',
  );
  app.assertNoErrors();
});

for (const effectiveType of ['3g', '2g']) {
  test(`on a ${effectiveType} connection the card says the team's tables are not downloaded`, async (t) => {
    const app = await openWithConnection(t, { saveData: false, effectiveType });
    const note = app.page.locator('#team-note');
    assert.equal(await note.getAttribute('data-state'), 'off');
    assert.match(await note.textContent(), /^This connection is slow, .* are not downloaded\.$/);
    app.assertNoErrors();
  });
}
