// The startup guard (a classic script: it cannot import) gives the same advice as the client
// when the page is opened as a file, and index.html loads it before the app's module.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

import { failureSentence } from '../../web/worker/solver-failures.js';

const read = (path) => readFile(new URL(`../../${path}`, import.meta.url), 'utf8');

test("the guard's file:// sentence is the client's", async () => {
  const guard = await read('web/page/startup-guard.js');
  const parts = /var FILE_SENTENCE = \[\s*'([^']*)',\s*OFFLINE_FILE,\s*'([^']*)',\s*\];/.exec(
    guard,
  );
  assert.ok(parts, 'FILE_SENTENCE is [before, OFFLINE_FILE, after]');
  assert.equal(`${parts[1]}npuzzle-lab.html${parts[2]}`, failureSentence('start-file'));
});

test('index.html runs the guard before the app module, as a file the CSP allows', async () => {
  const html = await read('index.html');
  const guard = html.indexOf('<script src="./web/page/startup-guard.js"></script>');
  const app = html.indexOf('<script type="module" src="./web/app.js"></script>');
  assert.ok(guard !== -1 && app !== -1 && guard < app);
  assert.doesNotMatch(html, /<script>/, 'no inline script: the CSP would need its hash');
});
