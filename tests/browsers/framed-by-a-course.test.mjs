// Issue 9, acceptance; docs/contracts.md §4: the hosted page works where courses put it — in an
// iframe on another origin, sandboxed with `allow-scripts` only (an opaque origin: no storage, and
// no worker from a URL), with `allow-scripts allow-same-origin`, and unsandboxed. The app's server
// sends `Access-Control-Allow-Origin: *`, as GitHub Pages does; the course page is served from
// `localhost`, the app from `127.0.0.1`. In each frame the page solves an 8-puzzle and Korf's
// 15-puzzle #1 (which needs its pattern databases: built in the frame, or loaded where the
// frame may keep storage).
import assert from 'node:assert/strict';

import { EIGHT_PUZZLE, KORF_1 } from './support/boards.mjs';
import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';

const { scenario } = useEngines();

const SANDBOXES = [
  {
    label: 'sandbox="allow-scripts"',
    attribute: ' sandbox="allow-scripts"',
    // Both boards in that frame, with CORS, the course on another origin: worker-startup's
    // first two tests.
    chromiumCoveredBy:
      'tests/e2e/worker-startup.test.mjs: sandbox="allow-scripts" on another origin, with CORS: an 8-puzzle is solved; sandbox="allow-scripts" with CORS: a 15-puzzle, databases downloaded without storage',
  },
  {
    label: 'sandbox="allow-scripts allow-same-origin"',
    attribute: ' sandbox="allow-scripts allow-same-origin"',
  },
  { label: 'no sandbox', attribute: '' },
];

// Building the 15-puzzle's databases takes 6 s in Chromium on an idle machine, far more on a
// busy one and in WebKit.
const SOLVE_TIMEOUT = 240_000;

for (const { label, attribute, chromiumCoveredBy = null } of SANDBOXES) {
  scenario(
    `the hosted page in a cross-origin iframe with ${label} solves an 8-puzzle and Korf's #1`,
    async ({ open, close, sites }) => {
      for (const board of [EIGHT_PUZZLE, KORF_1]) {
        const course = await sites.coursePage(
          'Lesson: A* on sliding-tile puzzles',
          `<iframe${attribute} src="${sites.appUrl(board.query)}" title="N-Puzzle Lab" width="1000" height="820"></iframe>`,
        );
        // The frame's pages may keep storage where the browser lets them, as one student's would.
        const host = await open(course, { keepStorage: true });
        const app = await host.frame('iframe');
        await app.waitForReady({ timeout: 60_000 });
        await app.click(button('Solve'));
        const status = await app.waitForStatus(
          /^Solution requires|could not|cannot|failed|invalid/i,
          {
            timeout: SOLVE_TIMEOUT,
          },
        );
        assert.equal(status, board.status, `${board.query} in the frame`);
        await close(host);
      }
    },
    { timeout: 2 * SOLVE_TIMEOUT + 120_000, chromiumCoveredBy },
  );
}
