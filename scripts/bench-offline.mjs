// The offline file's part of `npm run bench`: dist/npuzzle-lab.html opened from file:// in a
// fresh profile in each engine the browser tests drive (Chromium, Firefox ESR, WebKitGTK:
// tests/browsers/support/), and its first 15-puzzle solved — Korf #1 (57 moves) and a 28-move
// board toward the blank-last goal — timed INSIDE the page from the Solve click to the status
// announcing the solution (issue 29: ≤ 1.5 s in Chromium and Firefox, ≤ 4 s in WebKitGTK). The
// file cannot download the pattern databases; what it answered with is the notice's word for it.
//   node scripts/bench.mjs browser-offline     (alone; a full `npm run bench` runs it too)
import { existsSync } from 'node:fs';

import { launchChromium } from '../tests/browsers/support/chromium-engine.mjs';
import { launchFirefox } from '../tests/browsers/support/firefox-engine.mjs';
import { startSites } from '../tests/browsers/support/sites.mjs';
import { launchWebKit } from '../tests/browsers/support/webkit-engine.mjs';

const ENGINES = [
  { name: 'chromium', launch: launchChromium, targetMs: 1500 },
  { name: 'firefox', launch: launchFirefox, targetMs: 1500 },
  { name: 'webkit', launch: launchWebKit, targetMs: 4000 },
];
const BOARDS = [
  {
    board: 'Korf #1',
    query: '?board=14,13,15,7,11,12,9,5,6,0,2,1,4,8,10,3&goal=blank-first',
    optimal: 57,
  },
  {
    board: '5 1 6 2 / 9 10 3 0 / 13 14 4 7 / 15 8 11 12',
    query: '?board=5,1,6,2,9,10,3,0,13,14,4,7,15,8,11,12',
    optimal: 28,
  },
];

// Runs in the page once it is ready: the Solve click's time (captured before the page's own
// handler) and the first moment the status announces a solution.
function installTimer() {
  const timing = { clickAt: 0, answerAt: 0 };
  window.__offlineTiming = timing;
  const status = document.querySelector('[role=status]');
  document.querySelector('#solve').addEventListener(
    'click',
    () => {
      timing.clickAt = performance.now();
    },
    { capture: true },
  );
  new MutationObserver(() => {
    if (!timing.answerAt && /^Solution requires/.test(status.textContent.trim())) {
      timing.answerAt = performance.now();
    }
  }).observe(status, { childList: true, characterData: true, subtree: true });
}

/**
 * @returns {Promise<null | Array<{engine: string, board: string, optimal: number,
 *   length?: number, ms?: number, targetMs: number, tables?: string, error?: string}>>}
 *   null when dist/npuzzle-lab.html is missing
 */
export async function measureOfflineFile(root) {
  if (!existsSync(`${root}dist/npuzzle-lab.html`)) return null;
  const sites = await startSites();
  const rows = [];
  try {
    for (const { name, launch, targetMs } of ENGINES) {
      let engine;
      try {
        engine = await launch({ sites });
      } catch (error) {
        rows.push({ engine: name, board: '-', optimal: 0, targetMs, error: String(error) });
        continue;
      }
      try {
        for (const { board, query, optimal } of BOARDS) {
          const row = { engine: name, board, optimal, targetMs };
          rows.push(row);
          try {
            // Each board in a page of its own with fresh storage: each is a first 15-puzzle.
            const page = await engine.open(sites.offlineUrl(query));
            await page.waitForReady({ timeout: 60_000 });
            await page.evaluate(installTimer);
            await page.click({ role: 'button', name: 'Solve' });
            const status = await page.waitForStatus(/^Solution requires|could not|cannot/i, {
              timeout: 180_000,
            });
            const timing = await page.evaluate(() => window.__offlineTiming);
            const notice = (await page.text('#notice')) ?? '';
            row.length = Number(/requires (\d+)/.exec(status)?.[1] ?? NaN);
            row.ms = Math.round(timing.answerAt - timing.clickAt);
            row.notice = notice;
            row.tables = /\(5-5-5\)/.test(notice)
              ? 'small 5-5-5'
              : /built/.test(notice)
                ? 'full 6-6-3, built'
                : notice || '-';
            await page.close();
          } catch (error) {
            row.error = String(error.message ?? error).split('\n')[0];
          }
        }
      } finally {
        await engine.stop();
      }
    }
  } finally {
    await sites.stop();
  }
  return rows;
}

/** The report's lines for `rows`. */
export function offlineFileLines(rows) {
  return rows.map((r) => {
    if (r.error) return `  ${r.engine.padEnd(9)} ${r.board}: ${r.error}`;
    const met = r.ms <= r.targetMs && r.length === r.optimal ? 'met' : 'MISSED';
    return (
      `  ${r.engine.padEnd(9)} ${r.board}: ${r.length} moves (optimal ${r.optimal}) ` +
      `in ${r.ms} ms (target ≤ ${r.targetMs}: ${met}), answered with the ${r.tables} tables`
    );
  });
}
