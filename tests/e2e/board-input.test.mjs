// Acceptance: dragging a tile next to the blank toward it moves it; dragging a tile that is not
// next to the blank changes nothing; arrow keys move tiles; clicking a tile next to the blank
// moves it; a click or tap further along the blank's line slides the whole segment, and with hover
// moves on the mouse slides it (never while editing or during playback). (docs/contracts.md §4:
// an illegal or short drag snaps back.) The board is read from the screen, the move counter and
// the URL's board parameter must agree with it.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

// 1 2 3
// 4 _ 6      the blank in the middle: tiles 2, 4, 6 and 5 can move, the corners cannot.
// 7 5 8
const START = [1, 2, 3, 4, 0, 6, 7, 5, 8];
const QUERY = `?board=${START.join(',')}`;

/** `tiles` after `tile` slides into the blank. */
function slide(tiles, tile) {
  return tiles.map((t) => (t === 0 ? tile : t === tile ? 0 : t));
}

async function expectBoard(app, tiles, moves) {
  await app.waitForBoard(tiles, 3, 3);
  assert.equal(await app.moveCount(), moves, 'the move counter');
  await app.waitForBoardParam(tiles);
}

async function expectUnchanged(app, tiles, moves) {
  assert.deepEqual(await app.settledBoard(3, 3), tiles, 'the board did not change');
  assert.equal(await app.moveCount(), moves, 'the move counter did not change');
  assert.deepEqual(app.boardParam(), tiles, "the URL's board did not change");
}

test('dragging a tile next to the blank toward it moves it', async (t) => {
  const app = await browser.openApp(t, QUERY);
  await expectUnchanged(app, START, 0);

  await app.dragTile(6, -0.8, 0); // 6 is right of the blank: drag it left
  let board = slide(START, 6);
  await expectBoard(app, board, 1);

  await app.dragTile(2, 0, 0.8); // 2 is now above-left; 3 is above the blank: drag 3 down
  await expectUnchanged(app, board, 1);
  await app.dragTile(3, 0, 0.8);
  board = slide(board, 3);
  await expectBoard(app, board, 2);
  app.assertNoErrors();
});

test('dragging a tile that is not next to the blank, or away from it, changes nothing', async (t) => {
  const app = await browser.openApp(t, QUERY);

  for (const [tile, dx, dy] of [
    [1, 1, 1], // a corner, dragged diagonally toward the blank
    [1, 1, 0], // a corner, dragged onto its neighbour
    [8, 0, -1], // a corner, dragged onto the tile next to the blank
    [6, 1, 0], // next to the blank, but dragged away from it
    [2, 0, -1], // next to the blank, dragged away from it off the board
    [4, 0, 1], // next to the blank, dragged across the axis toward it
  ]) {
    await app.dragTile(tile, dx, dy);
    await expectUnchanged(app, START, 0);
  }
  app.assertNoErrors();
});

test('a tile follows the pointer along its axis, and a short drag snaps back', async (t) => {
  const app = await browser.openApp(t, QUERY);
  const tile = app.tile(4); // left of the blank: it can slide right
  const before = await tile.boundingBox();
  const x = before.x + before.width / 2;
  const y = before.y + before.height / 2;
  const { mouse } = app.page;
  await mouse.move(x, y);
  await mouse.down();
  // 0.3 of a cell to the right and a little down: it follows along x only.
  await mouse.move(x + 0.3 * before.width, y + 0.2 * before.height, { steps: 6 });
  const during = await tile.boundingBox();
  assert.ok(
    Math.abs(during.x - before.x - 0.3 * before.width) < 0.05 * before.width,
    `the tile follows the pointer to the right (moved ${during.x - before.x}px of ${before.width})`,
  );
  assert.ok(Math.abs(during.y - before.y) < 1, 'the tile stays on its row');
  await mouse.up();
  await expectUnchanged(app, START, 0);
  const after = await tile.boundingBox();
  assert.ok(Math.abs(after.x - before.x) < 1, 'the tile is back in its cell');
  app.assertNoErrors();
});

test('arrow keys slide the tile on the far side of the blank in that direction', async (t) => {
  const app = await browser.openApp(t, QUERY);
  await app.grid.focus();
  const keys = [
    ['ArrowUp', 5], // the tile below the blank moves up
    ['ArrowLeft', 8], // then the tile right of the (new) blank moves left
    ['ArrowDown', 6],
    ['ArrowRight', 5],
    ['ArrowDown', 2],
  ];
  let board = START;
  let moves = 0;
  for (const [key, tile] of keys) {
    await app.page.keyboard.press(key);
    board = slide(board, tile);
    await expectBoard(app, board, ++moves);
  }
  // The blank is on the top edge now: ArrowDown has no tile above it to move.
  assert.equal(board.indexOf(0), 1);
  await app.page.keyboard.press('ArrowDown');
  await expectUnchanged(app, board, moves);
  app.assertNoErrors();
});

test('clicking a tile next to the blank moves it; clicking any other tile does not', async (t) => {
  const app = await browser.openApp(t, QUERY);
  await app.tile(7).click(); // a corner
  await expectUnchanged(app, START, 0);

  await app.tile(5).click(); // below the blank
  let board = slide(START, 5);
  await expectBoard(app, board, 1);
  await app.tile(7).click(); // now left of the blank
  board = slide(board, 7);
  await expectBoard(app, board, 2);
  await app.tile(7).click(); // and back
  board = slide(board, 7);
  await expectBoard(app, board, 3);
  app.assertNoErrors();
});

test('a touch drag moves a tile too', async (t) => {
  const app = await browser.openApp(t, QUERY, {
    contextOptions: { hasTouch: true, isMobile: true },
  });
  const box = await app.tile(2).boundingBox(); // above the blank: it slides down
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await app.context.newCDPSession(app.page);
  const touch = (type, points) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  await touch('touchStart', [{ x, y }]);
  for (let i = 1; i <= 8; i++) await touch('touchMove', [{ x, y: y + (0.8 * box.height * i) / 8 }]);
  await touch('touchEnd', []);
  await expectBoard(app, slide(START, 2), 1);
  app.assertNoErrors();
});

// 0 1 2
// 3 4 5      the blank in a corner: a whole row or column can slide at once.
// 6 7 8
const CORNER = [0, 1, 2, 3, 4, 5, 6, 7, 8];

test("a tap further along the blank's line slides the segment; one Undo takes it back", async (t) => {
  const app = await browser.openApp(t, `?board=${CORNER.join(',')}`, {
    contextOptions: { hasTouch: true, isMobile: true },
  });
  await app.tile(2).tap(); // two cells right of the blank: 1 and 2 slide left
  const board = slide(slide(CORNER, 1), 2);
  await expectBoard(app, board, 2); // counted in single-tile moves (the default)
  await app.button('Undo').click();
  await expectBoard(app, CORNER, 0);
  await app.tile(4).tap(); // diagonal from the blank: nothing
  await expectUnchanged(app, CORNER, 0);
  app.assertNoErrors();
});

test('hover moves: the mouse slides a line, not while editing or playing back', async (t) => {
  const app = await browser.openApp(t, `?board=${CORNER.join(',')}`);
  const { mouse } = app.page;
  const centre = async (n) => {
    const box = await app.tile(n).boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  // Off by default: the mouse over a tile in line moves nothing.
  await mouse.move(...(await centre(6)));
  await expectUnchanged(app, CORNER, 0);
  await app.page.getByRole('checkbox', { name: 'Hover moves' }).check();
  await mouse.move(...(await centre(6))); // two cells below the blank: 3 and 6 slide up
  let board = slide(slide(CORNER, 3), 6);
  await expectBoard(app, board, 2);

  // Editing: the mouse over any tile changes nothing.
  await app.button('Edit board by swapping tiles').click();
  await mouse.move(...(await centre(7)));
  await mouse.move(...(await centre(3)));
  assert.deepEqual(await app.settledBoard(3, 3), board, 'editing: the board did not change');
  await app.button('Done editing').click();

  // Playback: the board is the solution's, the mouse only watches.
  await app.button('Solve').click();
  await app.waitForStatus(/Solution requires/);
  const moves = await app.moveCount();
  await app.button('Play').click();
  for (const n of [1, 2, 4, 5, 7, 8, 3, 6]) await mouse.move(...(await centre(n)));
  assert.equal(await app.moveCount(), moves, 'no move of the player while the solution plays');
  assert.equal(await app.button('Pause').isDisabled(), false, 'the solution still plays');
  app.assertNoErrors();
});

test("dragging a tile further along the blank's line drags the segment with it", async (t) => {
  const app = await browser.openApp(t, `?board=${CORNER.join(',')}`);
  const follower = app.tile(3); // between 6 and the blank: it moves with the drag of 6
  const before = await follower.boundingBox();
  const box = await app.tile(6).boundingBox();
  const { mouse } = app.page;
  await mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await mouse.down();
  await mouse.move(box.x + box.width / 2, box.y + box.height * 0.2, { steps: 6 }); // 0.3 up
  const during = await follower.boundingBox();
  assert.ok(
    Math.abs(before.y - during.y - 0.3 * box.height) < 0.05 * box.height,
    `the tile between follows the drag (moved ${before.y - during.y}px of ${box.height})`,
  );
  await mouse.move(box.x + box.width / 2, box.y - box.height * 0.3, { steps: 6 }); // 0.8 up
  await mouse.up();
  await expectBoard(app, slide(slide(CORNER, 3), 6), 2);
  app.assertNoErrors();
});
