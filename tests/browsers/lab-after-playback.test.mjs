// Issue 9, acceptance: after Solve and Play to the end, the lab says which board it runs — the
// solution's start board, not the solved board on show — and gives non-zero numbers for it in
// Step through and in Compare. docs/contracts.md §4: no lab view describes another board than it
// says.
import assert from 'node:assert/strict';

import { EIGHT_PUZZLE } from './support/boards.mjs';
import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';

const { scenario } = useEngines();

const GOAL = '1,2,3,4,5,6,7,8,0';
const tab = (name) => ({ role: 'tab', name });
const number = (text) => Number(String(text).replace(/[^\d.]/g, ''));

/** Whether `text` shows `tiles` in order (numbers only: the separators are the page's affair). */
function showsTiles(text, tiles) {
  return ` ${(text.match(/\d+/g) ?? []).join(' ')} `.includes(` ${tiles.join(' ')} `);
}

scenario(
  'after Play to the end the lab names the start board and gives non-zero numbers for it',
  async ({ open, sites }) => {
    const page = await open(sites.appUrl(`${EIGHT_PUZZLE.query}&speed=64`));
    await page.waitForReady();
    await page.click(button('Solve'));
    assert.equal(await page.waitForStatus(/^Solution requires/), EIGHT_PUZZLE.status);
    await page.click(button('Play'));
    await page.waitFor((goal) => new URLSearchParams(location.search).get('board') === goal, GOAL, {
      timeout: 30_000,
      message: 'the solution to play to the goal',
    });

    // Step through: the lab names the start board, and its search starts there (f > 0).
    await page.click(tab('Step through'));
    const labBoard = await page.text('#lab-board');
    assert.ok(labBoard, 'the lab says which board it runs (#lab-board)');
    assert.ok(
      showsTiles(labBoard, EIGHT_PUZZLE.tiles),
      `the lab names the start board: "${labBoard}"`,
    );
    await page.click(button('Step'));
    await page.waitFor(
      () => document.getElementById('step-expanded')?.textContent.trim() === '1',
      undefined,
      {
        timeout: 30_000,
        message: 'one expansion in Step through',
      },
    );
    const values = await page.text('#step-node-values');
    const f = /\bf (\d+)/.exec(values ?? '');
    assert.ok(
      f && Number(f[1]) > 0,
      `the first expanded node is the start board (f > 0): "${values}"`,
    );

    // Compare: the table's numbers are the start board's, not zeros for the solved board.
    await page.click(tab('Compare'));
    assert.ok(
      showsTiles(await page.text('#lab-board'), EIGHT_PUZZLE.tiles),
      'Compare runs on the start board too',
    );
    await page.click(button('Run comparison'));
    await page.waitFor(
      () =>
        /Comparison finished/.test(
          document.getElementById('compare-progress-text')?.textContent ?? '',
        ),
      undefined,
      {
        timeout: 90_000,
        message: 'the comparison to finish',
      },
    );
    const rows = await page.evaluate(() =>
      [...document.querySelectorAll('#compare-table tbody tr')].map((row) => ({
        search: row.querySelector('th')?.textContent.trim(),
        length: row.cells[1]?.textContent.trim(),
        expanded: row.cells[3]?.textContent.trim(),
      })),
    );
    assert.ok(rows.length > 0, 'the comparison has rows');
    for (const row of rows) {
      assert.ok(number(row.expanded) > 0, `${row.search}: expanded ${row.expanded} > 0`);
      assert.equal(row.length, '31', `${row.search}: the start board's 31 moves`);
    }
  },
);
