// Issue 33, a link or a remembered query cannot freeze the page, in every engine: `?size=999x999`,
// `?size=300x300` and `?size=17x16` (just over the core's 256 cells), opened from a link and as the
// query remembered in localStorage (which any page of the origin can write). The page keeps
// answering input (once the document has loaded, its main thread is never held for 1 s until the
// refusal is on show and the page is ready, and a click made while it starts is handled within
// 1 s), says why the size was refused (naming the Size menu), and then solves the next board typed
// in. A remembered query it refused is not refused again on the next visit: the page remembers
// what it showed.
import assert from 'node:assert/strict';

import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';

const { scenario } = useEngines();

const SIZES = ['999x999', '300x300', '17x16'];
// The next board, other than the default one the page falls back to: three moves from the goal.
const NEXT_BOARD = { tiles: [1, 2, 3, 4, 8, 5, 7, 0, 6], status: 'Solution requires 3 steps' };
const RESPONSIVE_MS = 1000;
const REFUSAL = /Ignored the "size" parameter \((\d+x\d+)\): .* The Size menu lists the sizes/;

// Runs before the page's own scripts: a clock ticking every 20 ms notes the longest time the
// main thread went without a tick once the document has loaded (the page is on screen and takes
// input from then on; before, the browser is reading the page's scripts, the same for any link,
// and WebKitGTK alone takes 1-3 s for that on a loaded 2-core machine), and every click notes
// how long it waited to be handled, from the moment the browser took it in (its timeStamp).
function installResponsivenessProbe() {
  window.__probe = { longestGap: 0, clickDelays: [] };
  let loadedAt = null;
  addEventListener('load', () => (loadedAt = performance.now()));
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (loadedAt !== null) {
      window.__probe.longestGap = Math.max(
        window.__probe.longestGap,
        now - Math.max(last, loadedAt),
      );
    }
    last = now;
  }, 20);
  addEventListener(
    'click',
    (event) => window.__probe.clickDelays.push(performance.now() - event.timeStamp),
    true,
  );
}

/** The page's notice, as shown. */
const notice = () =>
  document.getElementById('notice')?.textContent.replace(/\s+/g, ' ').trim() ?? '';

/**
 * From just after the page opened: a click (on the page's heading, which does nothing) is taken
 * in while it starts; the refusal of `size` shows; the probe says the page answered throughout;
 * then a board typed in is solved.
 */
async function expectRefusedAndUsable(page, size, how) {
  const where = `${page.engine}, ${size} from ${how}`;
  await page.click('h1');
  const said = await page.waitFor(
    (pattern) =>
      new RegExp(pattern).exec(
        document.getElementById('notice')?.textContent.replace(/\s+/g, ' ').trim() ?? '',
      )?.[0],
    REFUSAL.source,
    { timeout: 30_000, message: `the refusal of ${size} (${how})` },
  );
  assert.match(said, new RegExp(`\\(${size}\\)`), `${where}: the refused size is named`);
  assert.match(await page.evaluate(notice), /at most 256 cells/, `${where}: says which sizes`);
  await page.waitForReady();
  const probe = await page.evaluate(() => window.__probe);
  assert.ok(probe.clickDelays.length >= 1, `${where}: the click reached the page`);
  assert.ok(
    Math.max(...probe.clickDelays) < RESPONSIVE_MS,
    `${where}: a click waited ${Math.max(...probe.clickDelays)} ms`,
  );
  assert.ok(
    probe.longestGap < RESPONSIVE_MS,
    `${where}: the main thread was held ${Math.round(probe.longestGap)} ms`,
  );
  const cells = await page.evaluate(() => document.querySelectorAll('#board .cell').length);
  assert.ok(cells <= 256, `${where}: ${cells} cells drawn`);

  // The next board: typed in and solved.
  const box = `#${await page.idOf({ role: 'textbox', name: /^Board/ })}`;
  await page.fill(box, NEXT_BOARD.tiles.join(' '));
  await page.waitFor(() => !document.getElementById('solve')?.disabled, undefined, {
    timeout: 15_000,
    message: 'Solve enabled for the typed board',
  });
  await page.click(button('Solve'));
  await page.waitForStatus(new RegExp(`^${NEXT_BOARD.status}`), { timeout: 30_000 });
}

const probe = { initScript: { fn: installResponsivenessProbe } };

scenario(
  'a link with a size the solver does not take: refused with a word, the page answers and solves',
  async ({ open, sites }) => {
    for (const size of SIZES) {
      const page = await open(sites.appUrl(`?size=${size}`), probe);
      await expectRefusedAndUsable(page, size, 'a link');
      await page.assertNoProblems(`with ?size=${size}`);
      await page.close();
    }
  },
  { timeout: 300_000 },
);

scenario(
  'a remembered query with such a size: refused with a word, and not again on the next visit',
  async ({ open, sites }) => {
    for (const size of SIZES) {
      // Planted as another page of the origin could: the remembered page's query. (Planted
      // from a file of the site that is no page: the page writes its own memory as it is left.)
      const planter = await open(sites.appUrl().replace(/index\.html$/, 'web/favicon.svg'), {
        keepStorage: true,
      });
      await planter.evaluate((query) => {
        localStorage.clear();
        localStorage.setItem('npuzzle-lab.page.v1', JSON.stringify({ query }));
      }, `?size=${size}`);
      await planter.close();

      const page = await open(sites.appUrl(), { ...probe, keepStorage: true });
      await expectRefusedAndUsable(page, size, 'storage');
      // What the page keeps now is what it showed, so the next visit is an ordinary one.
      await page.waitFor(
        () => /board=1,2,3,4,8,5,7,0,6/.test(localStorage.getItem('npuzzle-lab.page.v1') ?? ''),
        undefined,
        { timeout: 20_000, message: 'the solved board remembered' },
      );
      await page.assertNoProblems(`with ${size} remembered`);
      await page.close();

      const next = await open(sites.appUrl(), { keepStorage: true });
      await next.waitForReady();
      assert.doesNotMatch(await next.evaluate(notice), /size/, `${next.engine}: next visit`);
      assert.deepEqual(
        await next.evaluate(() =>
          [...document.querySelectorAll('#board .cell')].map((cell) => Number(cell.dataset.tile)),
        ),
        NEXT_BOARD.tiles,
        `${next.engine}: the next visit shows the board solved last`,
      );
      await next.close();
    }
  },
  { timeout: 300_000 },
);
