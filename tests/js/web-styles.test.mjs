// The stylesheets, each in its feature's folder under web/: index.html links every one exactly once, the
// tokens first (every other file uses them) and embed mode last (it overrides the full page);
// colours are defined once, as tokens; and the offline file inlines all of them, in order.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { test } from 'node:test';

const root = new URL('../../', import.meta.url);
const html = await readFile(new URL('index.html', root), 'utf8');
const linked = [
  ...html.matchAll(/<link rel="stylesheet" href="\.\/web\/([a-z/-]+\.css)" \/>/g),
].map((match) => match[1]);
const files = (await readdir(new URL('web/', root), { recursive: true })).filter((name) =>
  name.endsWith('.css'),
);

test('index.html links every stylesheet once, tokens first and embed mode last', () => {
  assert.deepEqual([...linked].sort(), [...files].sort());
  assert.equal(new Set(linked).size, linked.length);
  assert.equal(linked[0], 'shell/tokens.css');
  assert.equal(linked.at(-1), 'shell/embed.css');
  assert.doesNotMatch(html, /<style|styles\.css/, 'no inline style and no old single stylesheet');
});

test('colours are tokens: no other stylesheet names a colour by its hex value', async () => {
  for (const name of files.filter((file) => file !== 'shell/tokens.css')) {
    const css = await readFile(new URL(`web/${name}`, root), 'utf8');
    assert.doesNotMatch(css, /#[0-9a-f]{3,8}\b/i, `${name} has a colour of its own`);
  }
});

test('the offline file inlines every stylesheet, in the order index.html links them', async () => {
  const { buildOfflineFile } = await import('../../scripts/build-offline.mjs');
  const { mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = await mkdtemp(join(tmpdir(), 'npuzzle-offline-'));
  try {
    const out = join(dir, 'offline.html');
    await buildOfflineFile({ root: new URL('.', root).pathname, out });
    const offline = await readFile(out, 'utf8');
    assert.doesNotMatch(offline, /<link rel="stylesheet"/);
    const styles = [...offline.matchAll(/<style>([\s\S]*?)<\/style>/g)];
    assert.equal(styles.length, 1, 'one <style> element');
    let at = -1;
    for (const name of linked) {
      const css = await readFile(new URL(`web/${name}`, root), 'utf8');
      const found = styles[0][1].indexOf(css.trim());
      assert.ok(found > at, `${name} is inlined after the stylesheets before it`);
      at = found;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
