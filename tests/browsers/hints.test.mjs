// Issue 12, hints for players, in every engine: the 31-move 8-puzzle shows its distance, Hint
// (found by its accessible name) names a move that a breadth-first search written in the tests
// (tests/js/support/eight-puzzle-bfs.mjs) says is one move closer and marks that tile, and a
// second press plays it: the distance line then says 30.
import assert from 'node:assert/strict';

import { EIGHT_PUZZLE_GOALS, bfsDistances } from '../js/support/eight-puzzle-bfs.mjs';
import { EIGHT_PUZZLE } from './support/boards.mjs';
import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';

const { scenario } = useEngines();
const distanceTo = bfsDistances(EIGHT_PUZZLE_GOALS['blank-last']);
const OFFSETS = { up: -3, down: 3, left: -1, right: 1 };

const distanceIs = (text) => document.getElementById('distance')?.textContent.trim() === text;

scenario(
  'Hint names a move one closer to the goal, and a second press plays it',
  async ({ open, sites }) => {
    const page = await open(sites.appUrl(EIGHT_PUZZLE.query));
    await page.waitForReady();
    await page.waitFor(distanceIs, '31 moves from the goal (shortest)', {
      message: 'the distance 31',
    });
    const hint = `#${await page.idOf(button('Hint'))}`;
    await page.click(hint);
    const said = await page.waitFor(
      () =>
        /^Hint: slide (\d+) (up|down|left|right)\./
          .exec(document.getElementById('hint-text')?.textContent ?? '')
          ?.slice(1),
      undefined,
      { message: 'a hint in words' },
    );
    const [tile, direction] = [Number(said[0]), said[1]];
    const board = EIGHT_PUZZLE.tiles.slice();
    const from = board.indexOf(tile);
    assert.equal(board[from + OFFSETS[direction]], 0, `tile ${tile} can slide ${direction}`);
    board[from + OFFSETS[direction]] = tile;
    board[from] = 0;
    assert.equal(distanceTo(board), 30, `slide ${tile} ${direction}: one move closer by BFS`);
    assert.equal(await page.attribute('#board .cell.is-hinted', 'data-tile'), String(tile));

    await page.click(hint);
    await page.waitFor(distanceIs, '30 moves from the goal (shortest)', {
      message: 'the distance 30 after the hint was played',
    });
    assert.equal(await page.attribute('#board .cell.is-hinted', 'data-tile'), null);
  },
  {
    chromiumCoveredBy:
      'tests/e2e/hints.test.mjs: Hint on a typed board (goal blank-last) is one move closer by BFS, twice over',
  },
);
