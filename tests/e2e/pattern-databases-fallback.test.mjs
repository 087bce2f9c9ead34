// Acceptance (issue 33, item 2): no network or neighbour can hold a Solve that needs the
// 15-puzzle's pattern databases.
// - A server that sends a table file's headers and first bytes and then holds the body: the
//   worker gives the download up (download-watchdog.js: 5 s without a byte) and builds the
//   tables, within 10 s of the stall; the page says why, while building and after. Going
//   offline in the middle gives it up at once.
// - A second page of the same origin opening the database at a newer version (what a later
//   release does to a tab left open): the first page's Solve is not delayed by more than 1 s.
// - Where storage is refused (a sandboxed iframe's opaque origin), the page does not claim the
//   tables are "kept in this browser": they were downloaded for this visit only.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

const KORF_1 = '?board=14,13,15,7,11,12,9,5,6,0,2,1,4,8,10,3&goal=blank-first'; // 57 moves
const TABLE_FILES = /\/web\/databases\/[\w-]+\.bin\.gz$/;
const BUILD_TIMEOUT = 90_000; // a build is 6 s alone, far more on a busy machine
const FALLBACK_WITHIN_MS = 10_000; // issue 33: from the stall to building

/** Records every status and notice text from now on, with the time (Date.now(): Node's clock). */
async function watchTexts(app) {
  await app.page.evaluate(() => {
    window.__textsSeen = [];
    for (const selector of ['[role=status]', '#notice']) {
      const element = document.querySelector(selector);
      new MutationObserver(() =>
        window.__textsSeen.push({ selector, at: Date.now(), text: element.textContent.trim() }),
      ).observe(element, { childList: true, characterData: true, subtree: true });
    }
  });
}

/**
 * Clicks Solve and waits for the answer; the status, notice and stats, the time it took, and
 * what `meanwhile()`, started just after the click, resolved to.
 */
async function solve(app, { timeout = BUILD_TIMEOUT, meanwhile = async () => null } = {}) {
  await app.waitForNoLongTasks();
  const clicked = Date.now();
  await app.button('Solve').click();
  const side = meanwhile();
  const status = await app.waitForStatus(/^Solution requires \d+ steps/, timeout);
  return {
    status,
    ms: Date.now() - clicked,
    meanwhile: await side,
    answeredAt: Date.now(),
    notice: await app.page.locator('#notice').textContent(),
    // The provision's own time, as the notice says it (one decimal of a second).
    tablesMs:
      Number(/ in ([\d.]+) s\b/.exec(await app.page.locator('#notice').textContent())?.[1]) * 1000,
    stats: await app.page.locator('#stats').textContent(),
  };
}

/**
 * Opens Korf #1 on a server that sends the table files' headers and then holds their bodies;
 * resolves to {app, holds}: each hold's path and when it began.
 */
async function openWithTablesHeld(t) {
  const holds = [];
  const base = await browser.serve(t, {
    hold: TABLE_FILES,
    onHold: (path) => holds.push({ path, at: Date.now() }),
  });
  const app = await browser.openUrl(t, `${base}index.html${KORF_1}`);
  return { app, holds };
}

test('a table download that stalls falls back to building within 10 s, and the page says why', async (t) => {
  const { app, holds } = await openWithTablesHeld(t);
  await watchTexts(app);
  // The page's check of the board started the downloads (the prefetch): they stall.
  const answer = await solve(app);
  assert.match(answer.status, /^Solution requires 57 steps/);
  assert.match(answer.stats, /Shortest possible\s*yes/);
  assert.equal(holds.length, 3, `the three files were held: ${JSON.stringify(holds)}`);

  const seen = await app.page.evaluate(() => window.__textsSeen);
  const stalledAt = Math.max(...holds.map((h) => h.at)); // the last one held
  const building = seen.find((s) => /^Building pattern databases/.test(s.text));
  assert.ok(building, `the page said it was building: ${JSON.stringify(seen)}`);
  const fallbackMs = building.at - stalledAt;
  assert.ok(fallbackMs < FALLBACK_WITHIN_MS, `building began ${fallbackMs} ms after the stall`);
  t.diagnostic(
    `stall → building: ${fallbackMs} ms; stall → answer: ${answer.answeredAt - stalledAt} ms`,
  );
  // Why, while the tables were built, and after.
  const whileBuilding = seen.find(
    (s) => s.selector === '#notice' && s.at <= answer.answeredAt && /stalled/.test(s.text),
  );
  assert.equal(
    whileBuilding?.text,
    'The download of the pattern databases stalled. ' +
      'They are being built here instead, which takes several seconds.',
  );
  assert.match(
    answer.notice,
    // Issue 29: the small tables answer at once; the full ones are built in the background.
    /^The download of the pattern databases stalled\. Answered with the small pattern databases \(5-5-5\), built here in [\d.]+ s; the full ones \(6-6-3\) are being built in the background/,
  );
  // The worker's own abort of the held requests, and nothing else, went wrong.
  for (const problem of app.problems) {
    assert.match(problem, /^request failed: .*\.bin\.gz net::ERR_ABORTED$/, problem);
  }
});

test('going offline mid-download builds at once, and the page says the connection was lost', async (t) => {
  const { app, holds } = await openWithTablesHeld(t);
  await watchTexts(app);
  while (holds.length < 3) await new Promise((resolve) => setTimeout(resolve, 50));
  const offlineAt = Date.now();
  await app.context.setOffline(true);
  const answer = await solve(app);
  assert.match(answer.status, /^Solution requires 57 steps/);
  const seen = await app.page.evaluate(() => window.__textsSeen);
  const building = seen.find((s) => /^Building pattern databases/.test(s.text));
  const fallbackMs = building.at - offlineAt;
  t.diagnostic(`offline → building: ${fallbackMs} ms`);
  // Well before the stall rule's 5 s: the browser said the connection was gone.
  assert.ok(fallbackMs < 4_000, `building began ${fallbackMs} ms after going offline`);
  assert.match(
    answer.notice,
    /^The connection was lost while the pattern databases were downloading\. Answered with the small pattern databases \(5-5-5\)/,
  );
});

/** Opens the app's database in `page` at its version + 1; resolves to what happened. */
function upgradeDatabase(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        // Its own earlier connection would block this upgrade: that one closes first.
        window.__heldDatabase?.close();
        const probe = indexedDB.open('npuzzle-lab');
        probe.onsuccess = () => {
          const version = probe.result.version + 1;
          probe.result.close();
          const opening = indexedDB.open('npuzzle-lab', version);
          // 'blocked' may come first while a connection closes (the old page's, as it unloads);
          // an upgrade still blocked after 5 s is one that some connection never lets through.
          let blocked = '';
          opening.onblocked = () => (blocked = ', once blocked');
          setTimeout(() => resolve('blocked'), 5_000);
          opening.onsuccess = () => {
            // Kept open, as a page of a later release would keep it.
            window.__heldDatabase = opening.result;
            resolve(`upgraded to ${opening.result.version}${blocked}`);
          };
          opening.onerror = () => resolve(`failed: ${opening.error}`);
        };
      }),
  );
}

test('another tab opening the database at a newer version does not delay a Solve', async (t) => {
  const app = await browser.openApp(t, KORF_1);
  // First visit: downloaded and kept.
  assert.match((await solve(app)).status, /^Solution requires 57 steps/);
  // A fresh load of the board's link each time (a reload would keep the solution's link, which
  // the page solves again by itself on load): a fresh worker, which looked into storage.
  const load = async () => {
    await app.page.goto(`${browser.baseUrl}index.html${KORF_1}`);
    await app.waitForLoaded();
  };
  // The other tab: a page of the same origin (the app on a small board), open from here on, the
  // app's tab in front (a background tab's timers and frames are throttled).
  const other = await app.context.newPage();
  await other.goto(`${browser.baseUrl}index.html?size=3x3`);
  await app.page.bringToFront();
  // The normal Solve of a loaded page, from storage, three times: this machine is shared, so the
  // slowest of them is the bound's base (measured here: 0.5–1.8 s from click to answer, the
  // tables in 0.2–0.8 s of it).
  const normal = [];
  for (let run = 0; run < 3; run++) {
    await load();
    const answer = await solve(app);
    assert.match(answer.notice, /loaded from this browser's storage/);
    normal.push(answer);
  }
  const slowest = (key) => Math.max(...normal.map((answer) => answer[key]));

  // The other tab's upgrade first, then the Solve. With connections left open (the old worker)
  // the upgrade was blocked, and the Solve's own open queued behind it for good.
  await load();
  const before = await upgradeDatabase(other);
  const hangAfter = { timeout: slowest('ms') + 15_000 };
  const after = await solve(app, hangAfter);
  // The upgrade while the Solve reads its tables: the worker's connection closes for it and
  // opens the upgraded database again.
  await load();
  const during = await solve(app, { ...hangAfter, meanwhile: () => upgradeDatabase(other) });
  const report = (answer) => `${answer.ms} ms (tables: ${answer.tablesMs} ms)`;
  t.diagnostic(
    `normal Solve from storage: ${normal.map(report).join(', ')}; after the other tab's ` +
      `upgrade (${before}): ${report(after)}; with the upgrade during the Solve ` +
      `(${during.meanwhile}): ${report(during)}`,
  );
  for (const [label, upgrade, answer] of [
    ['after', before, after],
    ['during', during.meanwhile, during],
  ]) {
    assert.match(upgrade, /^upgraded to \d+/, `${label}: the other tab was not blocked`);
    assert.match(answer.status, /^Solution requires 57 steps/);
    assert.match(answer.notice, /loaded from this browser's storage/, `${label}: from storage`);
    // What storage can delay is the provision of the tables (the notice's time): within 1 s of
    // the slowest normal one. The whole Solve, from click to answer, shares this machine with
    // other jobs: within 2 s of the slowest normal one (a Solve held by the other tab never
    // answers).
    assert.ok(answer.tablesMs <= slowest('tablesMs') + 1_000, `${label}: ${report(answer)}`);
    assert.ok(answer.ms <= slowest('ms') + 2_000, `${label}: ${report(answer)}`);
  }
  app.assertNoErrors();
});

test('where storage is refused (a sandboxed frame), the tables are said to be for this visit only', async (t) => {
  const appBase = await browser.serve(t, { cors: true });
  const { host, frame } = await browser.openLesson(
    t,
    `${appBase}index.html${KORF_1}`,
    'allow-scripts',
  );
  await frame.locator('[role=status]', { hasText: /^Ready to solve/ }).waitFor({ timeout: 20_000 });
  await frame.getByRole('button', { name: 'Solve', exact: true }).click();
  await frame
    .locator('[role=status]', { hasText: /^Solution requires 57 steps/ })
    .waitFor({ timeout: BUILD_TIMEOUT });
  const notice = (await frame.locator('#notice').textContent()).trim();
  assert.match(
    notice,
    /^Pattern databases downloaded and checked in [\d.]+ s, for this visit only: this browser could not keep them\.$/,
  );
  assert.doesNotMatch(notice, /kept in this browser/);
  host.assertNoErrors();
});
