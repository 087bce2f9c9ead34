// The page's folders as docs/architecture.md draws them ("The page's folders"): one folder per
// feature, each row of the drawing a layer, top to bottom, and folders on one row side by side. A
// module may import its own folder and the rows below it, nothing above it and nothing beside it,
// so the imports point one way. The worker thread's folder stands below every folder that touches
// the page (the DOM, the page's state), so the worker imports none of them; and no page module
// imports the worker's (the page starts it by URL). The drawing is the rule: this test reads it.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { dirname, join, normalize, relative } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const web = join(root, 'web');
const WORKER = 'worker';

// The folders of each row of the drawing (paths under web/, without the slash), top row first.
async function documentedRows() {
  const architecture = await readFile(join(root, 'docs/architecture.md'), 'utf8');
  const section = architecture
    .split(/^## /m)
    .find((part) => part.startsWith("The page's folders\n"));
  assert.ok(section, `docs/architecture.md has a section "The page's folders"`);
  const drawing = section.match(/^```\n([\s\S]*?)^```/m);
  assert.ok(drawing, `"The page's folders" opens with a drawing in a code block`);
  return drawing[1]
    .split('\n')
    .map((line) => [...line.matchAll(/\bweb\/([a-z0-9/-]+)\//g)].map((match) => match[1]))
    .filter((row) => row.length > 0);
}

/** Every file under web/ (paths under web/), the built module's own files left out. */
async function webFiles() {
  const names = await readdir(web, { recursive: true, withFileTypes: true });
  return names
    .filter((entry) => entry.isFile())
    .map((entry) => relative(web, join(entry.parentPath, entry.name)))
    .filter((file) => !/^wasm\/npuzzle[^.]*\.(m?js|wasm)$/.test(file));
}

const rows = await documentedRows();
const rowOf = new Map(rows.flatMap((row, index) => row.map((folder) => [folder, index])));
const files = await webFiles();

/** The drawn folder a file belongs to: the longest one its path starts with ('' for web/*). */
function folderOf(file) {
  const dir = dirname(file);
  if (dir === '.') return '';
  let best = null;
  for (const folder of rowOf.keys()) {
    if ((dir === folder || dir.startsWith(`${folder}/`)) && folder.length > (best?.length ?? -1))
      best = folder;
  }
  return best;
}

/** Every relative import of every module under web/, as [file, imported file]. */
async function imports() {
  const found = [];
  for (const file of files.filter((name) => /\.m?js$/.test(name))) {
    const text = await readFile(join(web, file), 'utf8');
    for (const match of text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      found.push([file, normalize(join(dirname(file), match[1]))]);
    }
  }
  return found;
}

test('the drawing places every folder under web/ once, and names no other', () => {
  const drawn = rows.flat();
  assert.equal(new Set(drawn).size, drawn.length, `a folder drawn twice: ${drawn.join(', ')}`);
  const folders = new Set(files.map(dirname).filter((dir) => dir !== '.'));
  assert.deepEqual(
    {
      'not drawn': [...folders].filter((dir) => folderOf(`${dir}/x`) === null),
      'drawn, not in web/': drawn.filter(
        (folder) => ![...folders].some((dir) => dir === folder || dir.startsWith(`${folder}/`)),
      ),
    },
    { 'not drawn': [], 'drawn, not in web/': [] },
  );
});

test('every import under web/ stays in its folder or goes down the rows', async () => {
  const wrong = [];
  for (const [file, target] of await imports()) {
    const from = folderOf(file);
    const to = folderOf(target);
    if (to === null) wrong.push(`${file} imports ${target}, in a folder not drawn`);
    else if (to === '') wrong.push(`${file} imports ${target}, the entry`);
    else if (from !== '' && to !== from && rowOf.get(to) <= rowOf.get(from)) {
      const where = rowOf.get(to) === rowOf.get(from) ? 'beside' : 'above';
      wrong.push(`${file} imports ${target}: ${to}/ is ${where} ${from}/`);
    }
  }
  assert.deepEqual(wrong, [], `imports against docs/architecture.md's "The page's folders"`);
});

test('the thread boundary is a folder boundary', async () => {
  const wrong = [];
  for (const [file, target] of await imports()) {
    if (folderOf(target) === WORKER && folderOf(file) !== WORKER)
      wrong.push(`${file} imports ${target}: only the worker thread runs web/${WORKER}/`);
  }
  // Below the worker's row: what both threads run, so nothing of the page's document.
  const below = rows.slice(rowOf.get(WORKER) + 1).flat();
  for (const file of files.filter(
    (name) => below.includes(folderOf(name)) && name.endsWith('.js'),
  )) {
    if (folderOf(file) === 'pwa') continue; // the service worker: a thread of its own, no page
    const text = await readFile(join(web, file), 'utf8');
    if (/\b(document|window)\.|\bHTML[A-Za-z]*Element\b/.test(text))
      wrong.push(`${file} touches the page's document, below web/${WORKER}/`);
  }
  assert.deepEqual(wrong, []);
});
