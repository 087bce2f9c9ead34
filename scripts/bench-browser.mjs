// The browser part of `npm run bench`: a few of Korf's 15-puzzles solved in the real page
// (dist/, Debian's Chromium through playwright-core), timed from the Solve click to the status
// that announces the solution. The first solve includes building the pattern databases; a reload
// then shows solves that load them from IndexedDB.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

import { chromium } from 'playwright-core';

import { serveStatic } from './serve.mjs';

const CHROMIUM = '/usr/bin/chromium';
const INSTANCES = [1, 88, 60, 17]; // #1, then the three hardest for our IDA* (2.7M, 2.1M, 1.6M nodes)

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
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows = [];
  try {
    const page = await (await browser.newContext()).newPage();
    for (const [visit, id] of INSTANCES.entries()) {
      const { optimal, tiles } = korf.get(id);
      await page.goto(`${base}?board=${tiles.join(',')}&goal=blank-first`);
      await page.waitForFunction(() => /ready|Solvable|solvable/i.test(document.body.innerText));
      const started = Date.now();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.waitForFunction(
        () => /^Solution requires/.test(document.querySelector('[role=status]').textContent),
        null,
        { timeout: 180_000 },
      );
      const ms = Date.now() - started;
      const status = await page.getByRole('status').textContent();
      const notice = (await page.locator('#notice').textContent()) ?? '';
      rows.push({
        instance: id,
        optimal,
        length: Number(/requires (\d+)/.exec(status)[1]),
        ms,
        databases: /built/.test(notice) ? 'built' : /loaded/.test(notice) ? 'loaded' : 'held',
        visit: visit + 1,
      });
    }
  } finally {
    await browser.close();
    server.closeAllConnections();
    server.close();
  }
  return rows;
}
