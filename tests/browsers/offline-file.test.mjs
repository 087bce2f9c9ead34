// Issue 9, acceptance: the offline file, dist/npuzzle-lab.html, opened from file:// solves a
// 15-puzzle (Korf's #1, 57 moves) — its pattern databases built in a worker from a Blob.
import assert from 'node:assert/strict';

import { KORF_1 } from './support/boards.mjs';
import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';

const { scenario } = useEngines();

// The databases are built first (6 s in Chromium on an idle machine, far more on a busy one).
const SOLVE_TIMEOUT = 240_000;

scenario(
  "the offline file from file:// solves Korf's #1 in 57 moves",
  async ({ open, sites }) => {
    const page = await open(sites.offlineUrl(KORF_1.query));
    await page.waitForReady();
    await page.click(button('Solve'));
    assert.equal(
      await page.waitForStatus(/^Solution requires|could not|cannot|failed/i, {
        timeout: SOLVE_TIMEOUT,
      }),
      KORF_1.status,
    );
  },
  { timeout: SOLVE_TIMEOUT + 60_000 },
);
