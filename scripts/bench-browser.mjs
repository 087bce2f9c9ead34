// The browser part of `npm run bench`: Korf's 15-puzzles solved in the real page (dist/, served
// under a subpath as GitHub Pages does; Debian's Chromium through playwright-core), each timed
// INSIDE the page from the Solve click event to the status announcing the solution, with the
// longest main-thread task in between.
//   - first visit: Korf #1 and the hardest of the 100 for our IDA* (#88), each in a fresh
//     browser profile (a new user-data directory: empty IndexedDB and HTTP cache), so the time
//     includes getting the pattern databases (issue 11: ≤ 1.0 s and ≤ 2.0 s);
//   - later visits: in one profile, #1 and then the three hardest, each after a reload, so the
//     databases come from IndexedDB.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { serveStatic } from './serve.mjs';

const CHROMIUM = '/usr/bin/chromium';
const FIRST_VISITS = [
  { instance: 1, targetMs: 1000 },
  { instance: 88, targetMs: 2000 }, // the hardest of the 100 for our IDA* (2.7M nodes)
];
const LATER_VISITS = [1, 88, 60, 17]; // #1, then the three hardest (2.7M, 2.1M, 1.6M nodes)

// Runs in the page before its own scripts: the Solve click's time, the moment the status first
// announces a solution, the main thread's long tasks, and the pattern-database progress the
// worker reported (where the tables came from: 'download' or 'build').
function installTimers() {
  const timing = { clickAt: null, answerAt: null, longTasks: [], databaseSources: [] };
  window.__benchTiming = timing;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      timing.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button?.textContent.trim() === 'Solve') timing.clickAt = event.timeStamp;
    },
    true,
  );
  const watchStatus = () => {
    const status = document.querySelector('[role=status]');
    new MutationObserver(() => {
      if (timing.clickAt !== null && timing.answerAt === null)
        if (/^Solution requires/.test(status.textContent.trim()))
          timing.answerAt = performance.now();
    }).observe(status, { childList: true, characterData: true, subtree: true });
  };
  document.addEventListener('DOMContentLoaded', watchStatus);
  const PageWorker = window.Worker;
  window.Worker = class TimedWorker extends PageWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', ({ data }) => {
        const source = data?.type === 'progress' && data.progress?.phase === 'database';
        if (source && timing.databaseSources.at(-1) !== data.progress.source)
          timing.databaseSources.push(data.progress.source);
      });
    }
  };
}

/** Opens `url`, clicks Solve, waits for the answer; the in-page timings. */
async function solveOnce(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => /ready|Solvable|solvable/i.test(document.body.innerText));
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.waitForFunction(() => window.__benchTiming.answerAt !== null, null, {
    timeout: 180_000,
  });
  const timing = await page.evaluate(() => window.__benchTiming);
  const status = await page.getByRole('status').textContent();
  const notice = (await page.locator('#notice').textContent()) ?? '';
  // Tasks that began at the click or later: the page's start-up work (drawing, its first hint
  // search) may still run when a bench clicks at once, and is not the solve's.
  const during = timing.longTasks.filter((t) => t.start >= timing.clickAt);
  return {
    length: Number(/requires (\d+)/.exec(status)[1]),
    ms: Math.round(timing.answerAt - timing.clickAt),
    longestTaskMs: Math.round(Math.max(0, ...during.map((t) => t.duration))),
    databases: /downloaded/.test(notice)
      ? 'downloaded'
      : /built/.test(notice)
        ? 'built'
        : /loaded/.test(notice)
          ? 'loaded'
          : 'held',
    progress: timing.databaseSources.join('→') || '-',
  };
}

/** @returns {Promise<null | Array<object>>} null when Chromium or dist/ is missing */
export async function measureInBrowser(root, dataDir) {
  if (!existsSync(CHROMIUM) || !existsSync(`${root}dist/index.html`)) return null;
  const korf = new Map(
    (await readFile(`${dataDir}/korf100.txt`, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/).map(Number))
      .map(([id, optimal, ...tiles]) => [id, { optimal, tiles }]),
  );
  const server = await serveStatic(`${root}dist`, { port: 0, prefix: '/bench/' });
  const base = `http://127.0.0.1:${server.address().port}/bench/index.html`;
  const urlOf = (id) => `${base}?board=${korf.get(id).tiles.join(',')}&goal=blank-first`;
  const timed = { content: `(${installTimers})();` };
  const rows = [];
  try {
    // Each first visit in a profile of its own, made for it and thrown away.
    for (const { instance, targetMs } of FIRST_VISITS) {
      const profile = await mkdtemp(join(tmpdir(), 'npuzzle-bench-profile-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        args: CHROMIUM_ARGS,
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        await page.addInitScript(timed);
        const solved = await solveOnce(page, urlOf(instance));
        rows.push({
          visit: 'first',
          instance,
          optimal: korf.get(instance).optimal,
          targetMs,
          ...solved,
        });
      } finally {
        await context.close();
        await rm(profile, { recursive: true, force: true });
      }
    }
    // Later visits: one profile; the first solve fills IndexedDB, each later one reloads.
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const page = await (await browser.newContext()).newPage();
      await page.addInitScript(timed);
      for (const [index, instance] of LATER_VISITS.entries()) {
        const solved = await solveOnce(page, urlOf(instance));
        rows.push({
          visit: index === 0 ? 'first in this profile' : 'later',
          instance,
          optimal: korf.get(instance).optimal,
          ...solved,
        });
      }
    } finally {
      await browser.close();
    }
  } finally {
    server.closeAllConnections();
    server.close();
  }
  return rows;
}
