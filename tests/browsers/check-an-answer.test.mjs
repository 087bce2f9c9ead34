// Issue 30, item 5: the lab's Check an answer, in every engine. On the 8-puzzle that needs 31
// moves, a student pastes the optimal answer (as the assignments print it), a legal one two moves
// longer, and one whose third step cannot be made; the page says "Correct and shortest", "2 moves
// longer" and "step 3", quoting the line as written, and Show on the board stops where step 3
// fails. The answers come from the module's own A* (Node), never written here.
import assert from 'node:assert/strict';

import { loadWasmModule, solveInSlices } from '../js/support/wasm-module.mjs';
import { EIGHT_PUZZLE } from './support/boards.mjs';
import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';

const { scenario } = useEngines();

const OPPOSITE = { up: 'down', down: 'up', left: 'right', right: 'left' };

const module = await loadWasmModule();
const { result: optimal } = solveInSlices(module, {
  board: EIGHT_PUZZLE.tiles.join(' '),
  algorithm: 'astar',
  heuristic: 'manhattan',
});
assert.equal(optimal.status, 'solved');

/** The board after the first `count` tile moves of `moves` from `tiles`. */
function after(tiles, moves, count) {
  const board = tiles.slice();
  for (const tile of moves.slice(0, count)) {
    const [blank, cell] = [board.indexOf(0), board.indexOf(tile)];
    [board[blank], board[cell]] = [tile, 0];
  }
  return board;
}

/**
 * Pastes `text` into the box, as a student pasting an answer does: the text arrives whole, with
 * its line breaks (typing it would not: WebKitGTK's driver drops a newline sent to a textarea).
 */
async function paste(page, box, text) {
  await page.evaluate(
    ([selector, value]) => {
      const element = document.querySelector(selector);
      element.focus();
      element.value = value;
      element.dispatchEvent(
        new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }),
      );
    },
    [box, text],
  );
}

/** Waits for the verdict's first line to read `headline`; returns the verdict's sentences. */
async function verdictOf(page, headline) {
  await page.waitFor(
    (expected) => document.getElementById('check-headline')?.textContent.trim() === expected,
    headline,
    { timeout: 30_000, message: `the verdict "${headline}"` },
  );
  return page.evaluate(() =>
    [...document.querySelectorAll('#check-sentences li')].map((li) => li.textContent.trim()),
  );
}

scenario(
  'Check an answer: shortest, two moves longer, and an illegal step 3 shown on the board',
  async ({ open, sites }) => {
    const page = await open(sites.appUrl(`${EIGHT_PUZZLE.query}&lab=check`));
    await page.waitForReady();
    const box = `#${await page.idOf({ role: 'textbox', name: /^Solution/ })}`;
    const n = optimal.length;

    // The optimal answer, as the course assignments print it.
    await paste(page, box, optimal.text.trimEnd());
    await page.click(button('Check'));
    let sentences = await verdictOf(page, 'Correct and shortest.');
    assert.ok(sentences.includes(`It is a shortest solution: ${n} moves, the optimum.`), sentences);
    assert.match(sentences[0], new RegExp(`^Your solution has ${n} moves`));

    // A legal detour: the first tile over and back, then the optimal moves, as tile numbers.
    const [first] = optimal.moves;
    await paste(page, box, [first, first, ...optimal.moves].join(' '));
    await page.click(button('Check'));
    sentences = await verdictOf(page, 'Correct, but 2 moves longer than a shortest solution.');
    assert.ok(
      sentences.includes(
        `It is not a shortest solution: 2 moves longer than the optimum of ${n} moves.`,
      ),
      sentences,
    );

    // Step 3 sent the wrong way: not a move.
    const lines = optimal.text.split('\n').filter((line) => /^Step [123]:/.test(line));
    const [, tile, way] = /Move (\d+) (\w+)/.exec(lines[2]);
    lines[2] = lines[2].replace(way, OPPOSITE[way]);
    await paste(page, box, lines.join('\n'));
    await page.click(button('Check'));
    sentences = await verdictOf(page, 'Not legal: step 3 is not a move.');
    assert.ok(
      sentences.includes(
        `Step 3 is not legal: tile ${tile} cannot move ${OPPOSITE[way]}: the blank is not on ` +
          `that side. You wrote, on line 3: “${lines[2]}”.`,
      ),
      sentences,
    );

    // The panel with a verdict on show passes axe-core (no serious or critical violation).
    await page.assertAxeClean('the panel with a verdict on show');

    // Shown on the board: the two legal moves played, the board where step 3 fails.
    await page.click(button('Show on the board'));
    const expected = after(EIGHT_PUZZLE.tiles, optimal.moves, 2).join(',');
    await page.waitFor(
      (board) => {
        const query = new URLSearchParams(location.search);
        return query.get('board') === board && query.get('step') === '2';
      },
      expected,
      { timeout: 15_000, message: `the board after 2 moves (${expected}) at step 2` },
    );
    await page.assertNoProblems();
  },
);

// Issue 30, item 4: depth-first search's depth limit in the Solver card. Out of range it is
// refused naming the field and Solve waits; a limit that cuts every path is said as such.
scenario(
  'the depth limit: refused out of range, and a cut search said as one',
  async ({ open, sites }) => {
    const page = await open(sites.appUrl(`${EIGHT_PUZZLE.query}&algorithm=dfs`));
    await page.waitForReady();
    // By id: WebKitGTK gives a number field the role textbox, the others spinbutton.
    const field = '#depth-limit';
    assert.match(
      await page.evaluate(() => document.getElementById('depth-limit').labels[0].textContent),
      /^\s*Depth limit/,
    );
    const solve = `#${await page.idOf(button('Solve'))}`;
    await page.fill(field, '-3');
    await page.waitUntil(async () => (await page.attribute(field, 'aria-invalid')) === 'true', {
      message: 'the depth limit marked invalid',
    });
    assert.match(
      await page.description(field),
      /^The depth limit must be a whole number from 0 to/,
    );
    assert.equal(await page.isDisabled(solve), true, 'Solve waits for a valid depth limit');
    await page.fill(field, '5');
    await page.waitUntil(async () => !(await page.isDisabled(solve)), {
      message: 'Solve enabled again',
    });
    await page.click(button('Solve'));
    assert.match(await page.waitForStatus(/depth/i), /no solution within depth 5/);
    await page.waitFor(() => new URLSearchParams(location.search).get('depth') === '5', undefined, {
      message: 'depth=5 in the URL',
    });
    await page.assertNoProblems();
  },
);
