// Acceptance (issue 11, the page keeps pace): once a 15-puzzle has been solved, the page gets a
// search team ready in the background — two workers of their own, each holding the large 7-7-1
// pattern databases, downloaded once (web/solver/solver-team.js) — says so in the Solver card,
// and the next 15-puzzles are searched by the team, with the same optimal lengths and a line in
// the statistics saying how. A team search is cancelled at once like any other. A device that
// reports little memory (navigator.deviceMemory, emulated here as a phone's 0.5 GB) never starts
// the team, keeps to the standard tables and says why.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

const KORF_1 = [14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3]; // 57 moves
const KORF_2 = [13, 5, 4, 10, 9, 12, 8, 14, 2, 3, 7, 1, 0, 15, 11, 6]; // 55 moves
const EIGHTY = [15, 14, 8, 12, 10, 11, 9, 13, 2, 6, 5, 1, 3, 7, 4, 0]; // Gasser's, 80 moves
const QUERY = `?board=${KORF_1.join(',')}&goal=blank-first`;
const TEAM_TIMEOUT = 120_000; // downloading 15 MB and checking 58 MB, on a busy machine

async function typeAndSolve(app, tiles) {
  await app.page.getByRole('textbox', { name: /^Board/ }).fill(tiles.join(' '));
  await app.button('Solve').click();
}

// The statistics of the answer on show: the solution card is drawn in the frame after the answer
// (web/dom/after-paint.js), once the status says it.
async function solutionStats(app) {
  await app.page.locator('#solution-card').waitFor();
  return app.page.locator('#stats').textContent();
}

async function teamState(app) {
  return app.page.locator('#team-note').getAttribute('data-state');
}

test('after a first 15-puzzle the team gets ready and answers the next ones, optimally', async (t) => {
  const app = await browser.openApp(t, QUERY);
  assert.equal(await teamState(app), 'idle');
  assert.equal(await app.page.locator('#team-note').isHidden(), true);
  await app.button('Solve').click();
  await app.waitForStatus(/^Solution requires 57 steps/, 90_000);
  // That first answer was the page's own worker's.
  assert.doesNotMatch(await solutionStats(app), /Search team/);
  await app.page.waitForFunction(
    () => document.querySelector('#team-note')?.getAttribute('data-state') === 'ready',
    null,
    { timeout: TEAM_TIMEOUT },
  );
  assert.match(
    await app.page.locator('#team-note').textContent(),
    /15-puzzles are searched by 2 workers with the larger pattern databases \(58 MB\)/,
  );
  for (const [tiles, length] of [
    [KORF_2, 55],
    [KORF_1, 57],
  ]) {
    await typeAndSolve(app, tiles);
    await app.waitForStatus(new RegExp(`^Solution requires ${length} steps`), 30_000);
    const stats = await solutionStats(app);
    assert.match(stats, /Search team\s*2 workers, 7-7-1 pattern databases/);
    assert.match(stats, /Shortest possible\s*yes/);
  }
  app.assertNoErrors();
});

test('a team search is cancelled at once, and the team answers the next one', async (t) => {
  const app = await browser.openApp(t, QUERY);
  await app.button('Solve').click();
  await app.waitForStatus(/^Solution requires 57 steps/, 90_000);
  await app.page.waitForFunction(
    () => document.querySelector('#team-note')?.getAttribute('data-state') === 'ready',
    null,
    { timeout: TEAM_TIMEOUT },
  );
  await typeAndSolve(app, EIGHTY); // seconds of search for the team
  await app.page.waitForTimeout(300);
  const cancelledAt = await app.now();
  await app.button('Cancel').click();
  await app.waitForStatus(/cancel/i, 2_000);
  assert.ok((await app.now()) - cancelledAt < 1_000);
  await typeAndSolve(app, KORF_2);
  await app.waitForStatus(/^Solution requires 55 steps/, 30_000);
  assert.match(await solutionStats(app), /Search team/);
  app.assertNoErrors();
});

test('a device that reports little memory keeps to one worker and the standard tables, and says so', async (t) => {
  const app = await browser.openApp(t, '');
  // A phone's 0.5 GB (Chromium rounds navigator.deviceMemory down to a power of two), before
  // any of the page's scripts run; and every worker the page starts, counted.
  await app.page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'deviceMemory', { get: () => 0.5 });
    window.__workersStarted = 0;
    const PageWorker = window.Worker;
    window.Worker = class CountedWorker extends PageWorker {
      constructor(...args) {
        super(...args);
        window.__workersStarted += 1;
      }
    };
  });
  await app.goto(app.page.url().replace(/\?.*$/, '') + QUERY);
  const note = app.page.locator('#team-note');
  assert.equal(await teamState(app), 'off');
  assert.equal(
    await note.textContent(),
    'This device reports 0.5 GB of memory, so 15-puzzles are solved with the smaller pattern ' +
      'databases (11.5 MB) on one worker.',
  );
  await app.button('Solve').click();
  await app.waitForStatus(/^Solution requires 57 steps/, 90_000);
  await app.page.waitForTimeout(2_500); // longer than the team would wait before starting
  await typeAndSolve(app, KORF_2);
  await app.waitForStatus(/^Solution requires 55 steps/, 30_000);
  assert.doesNotMatch(await solutionStats(app), /Search team/);
  assert.equal(await app.page.evaluate(() => window.__workersStarted), 1);
  assert.equal(await teamState(app), 'off');
  app.assertNoErrors();
});
