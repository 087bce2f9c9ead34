// The celebration respects reduced motion (issue 14): every animation in web/play/play.css is
// declared inside `@media (prefers-reduced-motion: no-preference)`, so a visitor who asks for
// reduced motion gets the message without movement; and the keyframes it names exist.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

const css = await readFile(new URL('../../web/play/play.css', import.meta.url), 'utf8');

/** The text of each top-level block that starts with `prelude` (braces balanced). */
function blocks(text, prelude) {
  const found = [];
  let at = text.indexOf(prelude);
  while (at >= 0) {
    let depth = 0;
    let end = text.indexOf('{', at);
    const start = end;
    for (; end < text.length; end++) {
      if (text[end] === '{') depth++;
      if (text[end] === '}' && --depth === 0) break;
    }
    found.push(text.slice(start, end + 1));
    at = text.indexOf(prelude, end);
  }
  return found;
}

test('animations run only for those who have not asked for reduced motion', () => {
  const motion = blocks(css, '@media (prefers-reduced-motion: no-preference)').join('\n');
  const everywhere = css.match(/animation(-name)?\s*:[^;]+;/g) ?? [];
  const allowed = motion.match(/animation(-name)?\s*:[^;]+;/g) ?? [];
  assert.ok(allowed.length > 0, 'the celebration has an animation');
  assert.deepEqual(everywhere, allowed, 'no animation outside the no-preference block');
  assert.doesNotMatch(css, /transition\s*:/, 'no transition either');
  for (const declaration of allowed) {
    const name = /animation:\s*([a-z-]+)/.exec(declaration)?.[1];
    assert.match(css, new RegExp(`@keyframes ${name}\\b`), `keyframes ${name}`);
  }
});
