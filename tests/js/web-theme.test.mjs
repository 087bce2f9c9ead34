// The theme switch (issue 14): web/styles/tokens.css serves both schemes under `data-theme` on
// <html> as well as under the system's prefers-color-scheme. The attribute's blocks repeat the
// values of the light (:root) and dark (media query) blocks; this holds them to each other, so a
// token added to one scheme and not to its theme block, or changed in one place only, fails here
// (the contrast test, web-contrast.test.mjs, checks the values of the first two).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

const css = await readFile(new URL('../../web/styles/tokens.css', import.meta.url), 'utf8');

function properties(block) {
  return Object.fromEntries(
    [...block.matchAll(/--([a-z0-9-]+):\s*([^;]+);/gi)].map(([, name, value]) => [name, value]),
  );
}

const block = (pattern) => {
  const match = pattern.exec(css);
  assert.ok(match, `tokens.css has a block matching ${pattern}`);
  return match[1];
};

const light = properties(block(/:root\s*{([^}]*)}/));
const dark = properties(block(/@media \(prefers-color-scheme: dark\)\s*{\s*:root\s*{([^}]*)}/));
const lightTheme = block(/:root\[data-theme='light'\]\s*{([^}]*)}/);
const darkTheme = block(/:root\[data-theme='dark'\]\s*{([^}]*)}/);

// Tokens that are no colour and the same in both schemes are defined once, in :root.
const SCHEMELESS = ['radius', 'font'];

test("data-theme='light' gives exactly the light scheme's colours", () => {
  const expected = { ...light };
  for (const name of SCHEMELESS) delete expected[name];
  assert.deepEqual(properties(lightTheme), expected);
  assert.match(lightTheme, /color-scheme:\s*light;/);
});

test("data-theme='dark' gives exactly the dark scheme's colours", () => {
  assert.deepEqual(properties(darkTheme), dark);
  assert.match(darkTheme, /color-scheme:\s*dark;/);
});

test('the theme blocks come after the media query, so the choice made in the page wins', () => {
  const media = css.indexOf('@media (prefers-color-scheme: dark)');
  assert.ok(media >= 0);
  assert.ok(css.indexOf(":root[data-theme='light']") > media);
  assert.ok(css.indexOf(":root[data-theme='dark']") > media);
});
