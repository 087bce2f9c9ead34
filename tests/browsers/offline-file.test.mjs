// Issue 9, acceptance: the offline file, dist/npuzzle-lab.html, opened from file:// solves a
// 15-puzzle (Korf's #1, 57 moves) — its pattern databases built in a worker from a Blob.
// Issue 29, item 1: it answers the first 15-puzzle at once — with the small tables (5-5-5),
// built in a fraction of the full ones' time, while those (6-6-3) are built in the background —
// and says which tables answered; every answer is the optimal one. (How fast: `npm run bench`,
// its offline-file row; here only the answers are checked, as a busy machine may be slow.)
import assert from 'node:assert/strict';

import { KORF_1 } from './support/boards.mjs';
import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';

const { scenario } = useEngines();

// A 15-puzzle toward the blank-last goal (the page's default), 28 moves from it: the native
// `npuzzle solve "5 1 6 2 / 9 10 3 0 / 13 14 4 7 / 15 8 11 12"` answers 28, optimal.
const SECOND_BOARD = {
  query: '?board=5,1,6,2,9,10,3,0,13,14,4,7,15,8,11,12',
  status: 'Solution requires 28 steps',
};

// The small tables take about a second to build; a machine loaded by other jobs, far more.
const SOLVE_TIMEOUT = 120_000;
const SMALL_TABLES = /small pattern databases \(5-5-5\)/;

for (const [name, board] of [
  ["Korf's #1", KORF_1],
  ['the second board', SECOND_BOARD],
]) {
  scenario(
    `the offline file from file://, in a fresh profile, answers ${name} optimally and names the tables`,
    async ({ open, sites }) => {
      const page = await open(sites.offlineUrl(board.query));
      await page.waitForReady();
      await page.click(button('Solve'));
      assert.equal(
        await page.waitForStatus(/^Solution requires|could not|cannot|failed/i, {
          timeout: SOLVE_TIMEOUT,
        }),
        board.status,
      );
      assert.match((await page.text('#notice')) ?? '', SMALL_TABLES);
    },
    { timeout: SOLVE_TIMEOUT + 60_000 },
  );
}

// Whether this page's IndexedDB keeps the three 6-6-3 tables (two of 6 tiles, one of 3). A check
// must answer at once in every engine: each call starts a count (window.__keptTables once done)
// and answers from the last one finished.
function keptThreeTables() {
  const opening = indexedDB.open('npuzzle-lab');
  opening.onsuccess = () => {
    const db = opening.result;
    if (!db.objectStoreNames.contains('pattern-databases')) {
      window.__keptTables = 0;
      db.close();
      return;
    }
    const counting = db.transaction('pattern-databases').objectStore('pattern-databases').count();
    counting.onsuccess = () => {
      window.__keptTables = counting.result;
      db.close();
    };
  };
  return window.__keptTables === 3;
}

scenario(
  'the full tables are built in the background, kept, and answer the next visit',
  async ({ open, sites, engine, t }) => {
    // WebKitGTK answers with the small tables (above), but from file:// its page never sees the
    // worker's IndexedDB store (a probe from the page found the database without it for 200 s
    // after the answer), so what the worker kept cannot be checked from here.
    if (engine === 'webkit') return t.skip("WebKitGTK's page cannot see its worker's storage");
    const page = await open(sites.offlineUrl(KORF_1.query), { keepStorage: true });
    await page.waitForReady();
    await page.click(button('Solve'));
    assert.equal(
      await page.waitForStatus(/^Solution requires/, { timeout: SOLVE_TIMEOUT }),
      KORF_1.status,
    );
    assert.match(
      await page.text('#notice'),
      /the full ones \(6-6-3\) are being built in the background/,
    );
    // Built by the helper worker (a 6-6-3 build: up to a minute in WebKitGTK on a busy machine),
    // handed to the page's, verified and kept.
    await page.waitFor(keptThreeTables, null, {
      timeout: 2 * SOLVE_TIMEOUT,
      message: 'the three 6-6-3 tables kept',
    });
    await page.evaluate((url) => {
      location.href = url;
    }, sites.offlineUrl(SECOND_BOARD.query));
    await page.waitForStatus(/^Ready to solve/, { timeout: 60_000 });
    await page.click(button('Solve'));
    assert.equal(
      await page.waitForStatus(/^Solution requires/, { timeout: SOLVE_TIMEOUT }),
      SECOND_BOARD.status,
    );
    assert.match(await page.text('#notice'), /loaded from this browser's storage/);
  },
  { timeout: 4 * SOLVE_TIMEOUT + 60_000 },
);
