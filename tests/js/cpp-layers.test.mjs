// The C++ core's layers as docs/architecture.md draws them ("The layers"): each row of the drawing
// is a layer, top to bottom, and folders on one row stand side by side. A file in cpp/<folder>/
// may include its own folder and the layers below it, nothing above it and nothing beside it.
// The drawing is the rule: this test reads it, so the documentation and the code cannot drift
// apart without one of these tests failing.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { test } from 'node:test';

const root = new URL('../../', import.meta.url);

// The folders of each row of the drawing, top row first.
async function documentedLayers() {
  const architecture = await readFile(new URL('docs/architecture.md', root), 'utf8');
  const section = architecture.split(/^## /m).find((part) => part.startsWith('The layers\n'));
  assert.ok(section, 'docs/architecture.md has a section "The layers"');
  const drawing = section.match(/^```\n([\s\S]*?)^```/m);
  assert.ok(drawing, '"The layers" opens with a drawing in a code block');
  return drawing[1]
    .split('\n')
    .map((line) => [...line.matchAll(/\bcpp\/([a-z_]+)\//g)].map((match) => match[1]))
    .filter((row) => row.length > 0);
}

// Every `#include "folder/…"` of every file under cpp/, as [file, folder, included path].
async function includes() {
  const found = [];
  for (const folder of await readdir(new URL('cpp/', root))) {
    for (const name of await readdir(new URL(`cpp/${folder}/`, root))) {
      const text = await readFile(new URL(`cpp/${folder}/${name}`, root), 'utf8');
      for (const match of text.matchAll(/^\s*#\s*include\s+"([^"]+)"/gm)) {
        found.push([`cpp/${folder}/${name}`, folder, match[1]]);
      }
    }
  }
  return found;
}

const layers = await documentedLayers();
const rowOf = new Map(layers.flatMap((row, index) => row.map((folder) => [folder, index])));

test('the drawing places every folder under cpp/ once, and names no other', async () => {
  const drawn = layers.flat();
  assert.equal(new Set(drawn).size, drawn.length, `a folder drawn twice: ${drawn.join(', ')}`);
  const folders = await readdir(new URL('cpp/', root));
  assert.deepEqual(
    {
      'not drawn': folders.filter((folder) => !rowOf.has(folder)),
      'drawn, not in cpp/': drawn.filter((folder) => !folders.includes(folder)),
    },
    { 'not drawn': [], 'drawn, not in cpp/': [] },
  );
});

test('every include under cpp/ names its folder and goes down the layers', async () => {
  const wrong = [];
  for (const [file, from, path] of await includes()) {
    const to = path.split('/')[0];
    if (!path.includes('/')) wrong.push(`${file} includes "${path}", which names no folder`);
    else if (!rowOf.has(to)) wrong.push(`${file} includes "${path}", a folder not drawn`);
    else if (to !== from && rowOf.get(to) <= rowOf.get(from)) {
      const where = rowOf.get(to) === rowOf.get(from) ? 'beside' : 'above';
      wrong.push(`${file} includes "${path}": ${to}/ is ${where} ${from}/`);
    }
  }
  assert.deepEqual(wrong, [], 'includes against docs/architecture.md\'s "The layers"');
});
