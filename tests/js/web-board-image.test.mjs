// The board as a picture: the layout both the SVG and the PNG are drawn from, and the SVG text.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { boardLayout, boardSvg } from '../../web/share/board-image.js';

test('the layout puts each tile in its cell and marks tiles in their goal cell', () => {
  const layout = boardLayout([1, 0, 3, 2], 2, 2, { goal: [1, 2, 3, 0], cell: 100 });
  assert.equal(layout.tiles.length, 3, 'no square for the blank');
  const [one, three, two] = layout.tiles;
  assert.deepEqual([one.tile, three.tile, two.tile], [1, 3, 2]);
  assert.equal(one.x, three.x, 'tile 3 is below tile 1');
  assert.ok(one.y < three.y);
  assert.ok(two.x > three.x, 'tile 2 right of tile 3');
  assert.equal(one.home, true);
  assert.equal(two.home, false);
  assert.ok(layout.width > 200 && layout.height > 200, 'the frame goes round the cells');
});

test('the SVG is a standalone document with one number per tile, in reading order', () => {
  const svg = boardSvg([8, 0, 6, 5, 4, 7, 2, 3, 1], 3, 3, { theme: 'dark' });
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/);
  assert.match(svg, /<title>Sliding puzzle 3×3: 8 0 6 \/ 5 4 7 \/ 2 3 1<\/title>/);
  assert.deepEqual(
    [...svg.matchAll(/>(\d+)<\/text>/g)].map((m) => Number(m[1])),
    [8, 6, 5, 4, 7, 2, 3, 1],
  );
  assert.equal(svg.match(/<rect /g).length, 9, 'the frame and eight tiles');
  assert.match(svg, /fill="#0a0e18"/, 'the dark scheme’s frame');
});
