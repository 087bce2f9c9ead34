// Issue 30, item 4: step mode and the search tree show RBFS, bidirectional BFS and depth-limited
// DFS as themselves, in every engine: RBFS's backed-up F and f-limit columns, bidirectional
// search's two frontiers and its two trees, DFS's depth limit; axe-core finds nothing serious in
// the step panel of either. The counts are the core's (tests/js/search-stepper-textbook.test.mjs).
import assert from 'node:assert/strict';

import { useEngines } from './support/engines.mjs';

const { scenario } = useEngines();

const BOARD = '?board=8,1,3,4,0,2,7,6,5';

/** Waits until step mode shows `k` expansions (the URL's `expansions`, replayed at start). */
async function waitForExpansions(page, k) {
  await page.waitFor(
    (k) =>
      document.getElementById('step-expanded')?.textContent.trim() === String(k) &&
      document.getElementById('search-tree')?.dataset.expanded === String(k),
    k,
    { timeout: 30_000, message: `${k} expansions in step mode` },
  );
}

scenario(
  'step mode: RBFS, bidirectional BFS and depth-limited DFS, each in its own words',
  async ({ open, close, sites }) => {
    const rbfs = await open(
      sites.appUrl(`${BOARD}&algorithm=rbfs&heuristic=manhattan&lab=step&expansions=20`),
    );
    await waitForExpansions(rbfs, 20);
    const columns = await rbfs.evaluate(() =>
      [...document.querySelectorAll('#step-open-table thead th')]
        .filter((th) => !th.hidden)
        .map((th) => th.textContent.trim()),
    );
    assert.deepEqual(columns.slice(-2), ['F', 'f-limit']);
    assert.match(await rbfs.text('#step-thresholds'), /^Re-expansions so far: \d+/);
    await rbfs.assertAxeClean('RBFS');
    await close(rbfs); // one window at a time: WebKit's driver keeps one session

    const bidirectional = await open(
      sites.appUrl(`${BOARD}&algorithm=bidirectional&lab=step&expansions=12`),
    );
    await waitForExpansions(bidirectional, 12);
    const sides = await bidirectional.evaluate(() =>
      [...document.querySelectorAll('#step-open-table tbody tr')].map(
        (row) => row.cells[0].textContent.trim().split(' ')[0],
      ),
    );
    assert.ok(sides.includes('start') && sides.includes('goal'), sides.join());
    const trees = await bidirectional.evaluate(() =>
      [...document.querySelectorAll('#search-tree-iteration option')].map((o) => o.textContent),
    );
    assert.deepEqual(trees, ['From the start', 'Back from the goal']);
    await bidirectional.assertAxeClean('bidirectional');
    await close(bidirectional);

    const dfs = await open(sites.appUrl(`${BOARD}&algorithm=dfs&depth=16&lab=step&expansions=30`));
    await waitForExpansions(dfs, 30);
    assert.equal(await dfs.text('#step-fbound-term'), 'Depth limit');
    assert.equal(await dfs.text('#step-fbound'), '16');
    await close(dfs);
  },
  { timeout: 240_000 }, // three pages, each replaying its search from the URL
);
