// Issue 11, in every engine: once a 15-puzzle has been solved, the page gets its search team
// ready in the background — two workers of their own with the large 7-7-1 pattern databases,
// downloaded from the site (web/solver/solver-team.js) — the Solver card says so, and the next
// 15-puzzle typed is answered by the team with its optimal length and a line in the statistics
// saying how. Firefox and Safari do not report their memory, so they get the team too.
import { KORF_1 } from './support/boards.mjs';
import { useEngines } from './support/engines.mjs';
import { button } from './support/engine-page.mjs';

const { scenario } = useEngines();

const KORF_2 = '13 5 4 10 9 12 8 14 2 3 7 1 0 15 11 6'; // 55 moves from blank-first
// The first solve downloads the standard tables, then the team downloads 15 MB and checks
// 58 MB twice: seconds on an idle machine, far more in WebKit on a busy one.
const TEAM_TIMEOUT = 240_000;

scenario(
  'after a first 15-puzzle, the search team answers the next one optimally',
  async ({ sites, open }) => {
    const page = await open(sites.appUrl(KORF_1.query));
    await page.waitForReady();
    await page.click(button('Solve'));
    await page.waitForStatus(/^Solution requires 57 steps/, { timeout: TEAM_TIMEOUT });
    await page.waitUntil(
      async () => (await page.attribute('#team-note', 'data-state')) === 'ready',
      { timeout: TEAM_TIMEOUT, message: 'the search team to be ready' },
    );
    const note = await page.text('#team-note');
    if (!/searched by 2 workers with the larger pattern databases/.test(note))
      throw new Error(`the Solver card says "${note}"`);
    await page.fill({ role: 'textbox', name: /^Board/ }, KORF_2);
    await page.click(button('Solve'));
    await page.waitForStatus(/^Solution requires 55 steps/, { timeout: 60_000 });
    // The solution card is drawn in the frame after the answer (web/dom/after-paint.js).
    const teamLine = /Length\s*55 moves[\s\S]*Search team\s*2 workers, 7-7-1 pattern databases/;
    await page.waitUntil(async () => teamLine.test(await page.text('#stats')), {
      timeout: 5_000,
      message: 'the statistics to name the search team',
    });
    await page.assertNoProblems();
  },
  {
    chromiumCoveredBy:
      'tests/e2e/search-team.test.mjs: after a first 15-puzzle the team gets ready and answers the next ones, optimally',
  },
);
