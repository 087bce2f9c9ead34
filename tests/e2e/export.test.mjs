// Export (issue 5): the solution as text (exactly seed 004's format), JSON (docs/contracts.md §3's
// object) and CSV (a row per step, with the board after it); the board as PNG and SVG pictures.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

import { parseCsv } from '../../web/common/csv.js';
import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

const START = [8, 0, 6, 5, 4, 7, 2, 3, 1];
const GOAL = [0, 1, 2, 3, 4, 5, 6, 7, 8];

async function download(app, name) {
  const [file] = await Promise.all([app.page.waitForEvent('download'), app.button(name).click()]);
  return { name: file.suggestedFilename(), body: await readFile(await file.path()) };
}

test('the solution downloads as seed-004 text, as JSON and as CSV', async (t) => {
  const app = await browser.openApp(t, `?board=${START.join(',')}&goal=blank-first`);
  await app.button('Solve').click();
  await app.waitForStatus('Solution requires 31 steps');

  const text = await download(app, 'Download the solution as Text');
  assert.equal(text.name, 'npuzzle-3x3-8-0-6-5-4-7-2-3-1-solution.txt');
  const lines = text.body.toString('utf8').split('\n');
  assert.equal(lines[0], 'Solution requires 31 steps');
  assert.equal(lines.length, 33, '31 steps, the heading and a final newline');
  assert.equal(lines[32], '');
  lines.slice(1, 32).forEach((line, i) => {
    assert.match(line, new RegExp(`^Step ${i + 1}: Move [1-8] (up|down|left|right)$`));
  });
  const onScreen = await app.page.locator('#move-list li').allTextContents();
  assert.deepEqual(
    lines.slice(1, 32).map((line) => line.replace(/^Step \d+: /, '')),
    onScreen.map((item) => item.replace(/^\d+\./, '').trim()),
    'the same moves as the list on the page',
  );

  const json = JSON.parse((await download(app, 'Download the solution as JSON')).body);
  assert.equal(json.status, 'solved');
  assert.deepEqual(json.board, START);
  assert.deepEqual(json.goal, GOAL);
  assert.equal(json.length, 31);
  assert.equal(json.moves.length, 31);
  assert.equal(json.directions.length, 31);
  assert.equal(json.optimal, true);
  assert.ok(json.stats.expanded > 0);

  const csv = await download(app, 'Download the solution as CSV');
  assert.match(csv.name, /-solution\.csv$/);
  const [header, ...rows] = parseCsv(csv.body.toString('utf8'));
  assert.deepEqual(header, ['step', 'tile', 'direction', 'move', 'board_after']);
  assert.equal(rows.length, 32, 'the start and one row per step');
  assert.equal(rows[0][4], START.join(' '));
  assert.equal(rows[31][4], GOAL.join(' '), 'the last board is the goal');
  assert.equal(rows[1][3], onScreen[0].replace(/^\d+\./, '').trim());
  app.assertNoErrors();
});

test('the board downloads as a PNG and an SVG picture', async (t) => {
  const app = await browser.openApp(t, `?board=${START.join(',')}&goal=blank-first`);
  const png = await download(app, 'Download the board as PNG');
  assert.equal(png.name, 'npuzzle-3x3-8-0-6-5-4-7-2-3-1.png');
  assert.deepEqual([...png.body.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'a PNG');
  // The IHDR chunk: width and height at 2× of 3 cells of 80 px plus the frame.
  assert.ok(png.body.readUInt32BE(16) > 400 && png.body.readUInt32BE(20) > 400, 'sharp enough');

  const svg = (await download(app, 'Download the board as SVG')).body.toString('utf8');
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  const numbers = [...svg.matchAll(/>(\d+)<\/text>/g)].map((m) => Number(m[1]));
  assert.deepEqual(
    numbers,
    START.filter((tile) => tile !== 0),
    'the tiles in reading order',
  );
  assert.match(svg, /<title>Sliding puzzle 3×3: 8 0 6 \/ 5 4 7 \/ 2 3 1<\/title>/);
  app.assertNoErrors();
});
