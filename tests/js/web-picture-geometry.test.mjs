// Picture tiles, the pure parts: the crop frame (shape, zoom, clamping to the image, moves that
// stop at the edges), the slice each tile shows (from its goal cell), the CSS and pixel
// rectangles of a slice, the SVG export with a picture, and the number badge's contrast.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  DEFAULT_CROP,
  MAX_ZOOM,
  cropFrame,
  fitWithin,
  goalCell,
  moveCrop,
  sliceBackground,
  sliceRect,
  zoomCrop,
} from '../../web/common/picture-geometry.js';
import { boardSvg } from '../../web/share/board-image.js';
import { schemes } from './support/theme-tokens.mjs';

const close = (actual, expected, what, tolerance = 1e-9) =>
  assert.ok(Math.abs(actual - expected) < tolerance, `${what}: ${actual} is not ${expected}`);

test('the crop frame has the board’s shape and is the largest that fits at zoom 1', () => {
  // A landscape 1200 × 800 picture on a square board: the full height, centred.
  assert.deepEqual(cropFrame(1200, 800, 4, 4, DEFAULT_CROP), {
    x: 200,
    y: 0,
    width: 800,
    height: 800,
  });
  // The same picture on a 3 × 5 board (3 columns, 5 rows): tall, full height again.
  const tall = cropFrame(1200, 800, 3, 5, DEFAULT_CROP);
  close(tall.height, 800, 'height');
  close(tall.width, 480, 'width');
  close(tall.x, 360, 'x');
  // A wide board on a portrait picture: the full width.
  const wide = cropFrame(600, 900, 10, 2, DEFAULT_CROP);
  close(wide.width, 600, 'width');
  close(wide.height, 120, 'height');
  close(wide.y, 390, 'y');
});

test('zoom shrinks the frame about its centre; the frame never leaves the picture', () => {
  const zoomed = cropFrame(1000, 1000, 2, 2, { cx: 0.5, cy: 0.5, zoom: 2 });
  assert.deepEqual(zoomed, { x: 250, y: 250, width: 500, height: 500 });
  // A centre near the corner is pushed back so the frame stays inside.
  assert.deepEqual(cropFrame(1000, 1000, 2, 2, { cx: 0.05, cy: 0.99, zoom: 2 }), {
    x: 0,
    y: 500,
    width: 500,
    height: 500,
  });
  // Zoom is kept within its range, and nonsense falls back to the default.
  assert.deepEqual(
    cropFrame(1000, 1000, 2, 2, { cx: 0.5, cy: 0.5, zoom: 100 }),
    cropFrame(1000, 1000, 2, 2, { cx: 0.5, cy: 0.5, zoom: MAX_ZOOM }),
  );
  assert.deepEqual(
    cropFrame(1000, 1000, 2, 2, { cx: NaN, cy: undefined, zoom: NaN }),
    cropFrame(1000, 1000, 2, 2, DEFAULT_CROP),
  );
});

test('moving the crop stops at the edge, and moving back is immediate', () => {
  let crop = zoomCrop(1000, 1000, 4, 4, DEFAULT_CROP, 2); // a 500 × 500 frame at 250, 250
  crop = moveCrop(1000, 1000, 4, 4, crop, 100, 0);
  assert.equal(cropFrame(1000, 1000, 4, 4, crop).x, 350);
  for (let i = 0; i < 10; i++) crop = moveCrop(1000, 1000, 4, 4, crop, 100, 0);
  assert.equal(cropFrame(1000, 1000, 4, 4, crop).x, 500, 'at the right edge');
  crop = moveCrop(1000, 1000, 4, 4, crop, -100, 0);
  assert.equal(cropFrame(1000, 1000, 4, 4, crop).x, 400, 'one step back leaves the edge');
  // At zoom 1 on a square picture a square frame cannot move at all.
  const still = moveCrop(1000, 1000, 4, 4, DEFAULT_CROP, 300, -300);
  assert.deepEqual(cropFrame(1000, 1000, 4, 4, still), cropFrame(1000, 1000, 4, 4, DEFAULT_CROP));
});

test('zooming out near an edge keeps the frame inside', () => {
  let crop = zoomCrop(1000, 1000, 2, 2, DEFAULT_CROP, 4);
  crop = moveCrop(1000, 1000, 2, 2, crop, 1000, 1000); // into the bottom-right corner
  crop = zoomCrop(1000, 1000, 2, 2, crop, 2);
  assert.deepEqual(cropFrame(1000, 1000, 2, 2, crop), { x: 500, y: 500, width: 500, height: 500 });
});

test('large pictures are scaled down in proportion, small ones never enlarged', () => {
  assert.deepEqual(fitWithin(4000, 3000, 1600), { width: 1600, height: 1200 });
  assert.deepEqual(fitWithin(3000, 6000, 1600), { width: 800, height: 1600 });
  assert.deepEqual(fitWithin(300, 200, 1600), { width: 300, height: 200 });
});

test('a tile shows the slice of its goal cell, whatever the goal', () => {
  // Blank last on a 4 × 4: tile 1 top left, tile 15 bottom row third, the blank bottom right.
  assert.deepEqual(goalCell(1, null, 4, 4), { col: 0, row: 0 });
  assert.deepEqual(goalCell(15, null, 4, 4), { col: 2, row: 3 });
  assert.deepEqual(goalCell(0, null, 4, 4), { col: 3, row: 3 });
  // Blank first on a 3 × 5 (3 columns, 5 rows): tile 1 is the second cell, tile 14 the last.
  const blankFirst = Array.from({ length: 15 }, (_, i) => i);
  assert.deepEqual(goalCell(1, blankFirst, 3, 5), { col: 1, row: 0 });
  assert.deepEqual(goalCell(14, blankFirst, 3, 5), { col: 2, row: 4 });
  assert.deepEqual(goalCell(0, blankFirst, 3, 5), { col: 0, row: 0 });
  // A goal of another size is ignored (blank last instead).
  assert.deepEqual(goalCell(2, [0, 1, 2, 3], 3, 3), { col: 1, row: 0 });
});

test('the CSS background puts the picture cols × rows tiles big with the slice in view', () => {
  assert.deepEqual(sliceBackground(0, 0, 4, 4), { size: '400% 400%', position: '0% 0%' });
  assert.deepEqual(sliceBackground(3, 3, 4, 4), { size: '400% 400%', position: '100% 100%' });
  assert.deepEqual(sliceBackground(1, 2, 4, 4), {
    size: '400% 400%',
    position: '33.3333% 66.6667%',
  });
  assert.deepEqual(sliceBackground(2, 4, 3, 5), { size: '300% 500%', position: '100% 100%' });
  // The percentage p puts the picture's point p at the tile's point p: for p = c / (cols − 1)
  // the picture's left edge is at −c tiles, so the tile shows exactly column c.
  for (let cols = 2; cols <= 10; cols++) {
    for (let c = 0; c < cols; c++) {
      const p = Number.parseFloat(sliceBackground(c, 0, cols, 2).position) / 100;
      const tile = 1;
      const picture = cols * tile;
      const offset = p * (tile - picture); // CSS: (container − image) × p
      // percentages carry 4 decimals: a 10 × 10 board 1000 px wide is off by under 0.001 px
      close(offset, -c * tile, `column ${c} of ${cols}`, 1e-5);
    }
  }
});

test('a slice in picture pixels tiles the picture exactly', () => {
  assert.deepEqual(sliceRect(2, 1, 3, 5, 300, 500), { x: 200, y: 100, width: 100, height: 100 });
  let area = 0;
  for (let row = 0; row < 10; row++) {
    for (let col = 0; col < 10; col++) area += sliceRect(col, row, 10, 10, 1000, 700).width * 70;
  }
  close(area, 1000 * 700, 'the slices of a 10 × 10 cover the picture');
});

test('the SVG export with a picture: the picture once, each tile a view of its slice', () => {
  const href = 'data:image/jpeg;base64,AAAA';
  const picture = { href, width: 300, height: 500, numbers: true };
  // A 3 × 5 with tiles 1 and 2 swapped (blank last).
  const tiles = [2, 1, ...Array.from({ length: 12 }, (_, i) => i + 3), 0];
  const svg = boardSvg(tiles, 3, 5, { picture });
  assert.equal(svg.split(href).length - 1, 2, 'the data URL once (href and xlink:href)');
  const views = [...svg.matchAll(/<svg x="[\d.]+" y="[\d.]+" [^>]*viewBox="([\d. ]+)"/g)].map(
    (match) => match[1],
  );
  assert.equal(views.length, 14, 'one view per tile, none for the blank');
  assert.equal(views[0], '100 0 100 100', 'tile 2, in the first cell, shows the second slice');
  assert.equal(views[1], '0 0 100 100', 'tile 1 shows the first slice');
  assert.equal(views[13], '100 400 100 100', 'tile 14 shows the last row’s second slice');
  assert.equal([...svg.matchAll(/<text /g)].length, 14, 'numbers on: one per tile');
  const bare = boardSvg(tiles, 3, 5, { picture: { ...picture, numbers: false } });
  assert.equal([...bare.matchAll(/<text /g)].length, 0, 'numbers off: none');
  assert.match(boardSvg(tiles, 3, 5), /<text [^>]*>2<\/text>/, 'no picture: the usual board');
});

test('numbers over a picture sit on a badge with AA contrast in both schemes', async () => {
  const { light, dark } = schemes();
  const luminance = (hex) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const hex = (token) => (/^#[0-9a-f]{6}$/i.test(token ?? '') ? token : undefined);
  for (const [scheme, tokens] of [
    ['light', light],
    ['dark', dark],
  ]) {
    const badge = hex(tokens['picture-badge']);
    const text = hex(tokens['picture-badge-text']);
    assert.ok(badge && text, `${scheme}: both opaque hex tokens (no picture shows through)`);
    const [high, low] = [luminance(badge), luminance(text)].sort((a, b) => b - a);
    assert.ok((high + 0.05) / (low + 0.05) >= 4.5, `${scheme}: ${text} on ${badge}`);
  }
});
