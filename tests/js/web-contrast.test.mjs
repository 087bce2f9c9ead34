// WCAG AA contrast of the page's colour pairs, in the light and the dark scheme, read from the
// custom properties in web/shell/tokens.css: 4.5:1 for text, 3:1 for focus rings, bars and other
// graphics that carry meaning (WCAG 2.2, 1.4.3 and 1.4.11).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { schemes } from './support/theme-tokens.mjs';

// Each token's value in each scheme, from its one light-dark(light, dark) in web/shell/tokens.css.
const { light, dark } = schemes();

function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a, b) {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

// [foreground, background, minimum]
const TEXT = 4.5;
const GRAPHIC = 3;
const PAIRS = [
  ['text', 'bg', TEXT],
  ['text', 'surface', TEXT],
  ['text', 'surface-2', TEXT],
  ['text', 'accent-soft', TEXT],
  ['muted', 'bg', TEXT],
  ['muted', 'surface', TEXT],
  ['muted', 'surface-2', TEXT],
  ['accent-text', 'accent', TEXT],
  ['tile-text', 'tile', TEXT],
  ['tile-text', 'tile-solved', TEXT],
  ['surface', 'good', TEXT],
  ['good', 'good-bg', TEXT],
  ['bad', 'bad-bg', TEXT],
  ['warn-text', 'warn-bg', TEXT],
  ['focus', 'bg', GRAPHIC],
  ['focus', 'surface', GRAPHIC],
  ['accent', 'surface', GRAPHIC],
  ['moved', 'tile', GRAPHIC],
  ['bar-astar', 'surface', GRAPHIC],
  ['bar-idastar', 'surface', GRAPHIC],
  ['bar-wastar', 'surface', GRAPHIC],
  ['bar-greedy', 'surface', GRAPHIC],
  ['bar-bfs', 'surface', GRAPHIC],
];

for (const [scheme, palette] of [
  ['light', light],
  ['dark', dark],
]) {
  test(`${scheme} scheme: text 4.5:1, focus rings and graphics 3:1`, () => {
    const failures = [];
    for (const [fg, bg, minimum] of PAIRS) {
      assert.ok(palette[fg] && palette[bg], `--${fg} and --${bg} are defined`);
      for (const name of [fg, bg]) {
        assert.match(
          palette[name],
          /^#[0-9a-f]{6}$/i,
          `--${name} is a #rrggbb colour in ${scheme}`,
        );
      }
      const ratio = contrast(palette[fg], palette[bg]);
      if (ratio < minimum) failures.push(`--${fg} on --${bg}: ${ratio.toFixed(2)} < ${minimum}`);
    }
    assert.deepEqual(failures, []);
  });
}
