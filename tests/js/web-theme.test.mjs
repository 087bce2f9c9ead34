// The theme (issues 14 and 28): web/shell/tokens.css writes each colour once for both schemes,
// light-dark(light, dark) in :root, and the scheme in use picks the side: the system's under Auto
// (`color-scheme: light dark`), the page's choice under `data-theme` on <html>. This holds the
// palette to that one block, so a dark value written a second time (a media query, a theme block
// that repeats tokens) fails here; the contrast of every pair in both schemes is checked by
// web-contrast.test.mjs, and the engines' rendering of it by tests/browsers/theme-switch.test.mjs.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { TOKENS_CSS, declarations, lightDark, rules } from './support/theme-tokens.mjs';

test('the palette is written once: no media query for the scheme, no token outside :root', () => {
  assert.doesNotMatch(TOKENS_CSS, /prefers-color-scheme/);
  const all = rules();
  assert.ok(all.length > 1, 'the scan found the rules');
  const elsewhere = all
    .filter(({ selector }) => selector !== ':root')
    .flatMap(({ selector, body }) =>
      [...body.matchAll(/(--[a-z0-9-]+)\s*:/g)].map(([, name]) => `${selector} ${name}`),
    );
  assert.deepEqual(elsewhere, []);
});

test('Auto follows the system; Light and Dark set the scheme and nothing else', () => {
  assert.equal(declarations(':root')['color-scheme'], 'light dark');
  assert.deepEqual(declarations(":root[data-theme='light']"), { 'color-scheme': 'light' });
  assert.deepEqual(declarations(":root[data-theme='dark']"), { 'color-scheme': 'dark' });
});

test('every light-dark() token has two different sides; a token alike in both is one value', () => {
  const pointless = Object.entries(declarations(':root'))
    .filter(([name]) => name.startsWith('--'))
    .filter(([, value]) => {
      const sides = lightDark(value);
      return sides !== null && sides[0] === sides[1];
    })
    .map(([name]) => name);
  assert.deepEqual(pointless, []);
  const colours = Object.values(declarations(':root')).filter((value) => lightDark(value));
  assert.ok(colours.length >= 30, `the scan found the scheme's colours (${colours.length})`);
});
