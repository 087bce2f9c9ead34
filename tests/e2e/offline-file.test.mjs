// Acceptance (issue 5, docs/contracts.md §4): dist/npuzzle-lab.html, opened from file:// with the
// network off, solves a board with no console errors and no request beyond the file itself (its
// worker comes from a Blob, its wasm from inside the file). It also works inside a sandboxed
// iframe, as an LMS shows an uploaded file.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';

import { DIST, useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

const OFFLINE_FILE = join(DIST, 'npuzzle-lab.html');
const LOCAL = /^(file|data|blob):/;

test('the file holds everything: no script, style, wasm or worker file beside it', async () => {
  const html = await readFile(OFFLINE_FILE, 'utf8');
  assert.doesNotMatch(html, /<script[^>]+src=/, 'no external script');
  assert.doesNotMatch(html, /<link[^>]+rel="stylesheet"/, 'no external stylesheet');
  assert.doesNotMatch(html, /\.wasm["']/, 'no .wasm file');
  assert.doesNotMatch(html, /href="\.\//, 'no relative link');
  assert.match(html, /Content-Security-Policy/, 'a CSP still guards it');
});

test('opened from file:// with no network, it solves a board without console errors', async (t) => {
  const url = `${pathToFileURL(OFFLINE_FILE).href}?board=8,0,6,5,4,7,2,3,1&goal=blank-first`;
  const app = await browser.openUrl(t, url, { contextOptions: { offline: true } });
  assert.match(await app.statusText(), /^Ready to solve/);
  await app.button('Solve').click();
  assert.equal(await app.waitForStatus(/^Solution requires/), 'Solution requires 31 steps');
  await app.button('Step forward').click();
  assert.equal(await app.playbackStep(), 1);
  // The teaching lab works offline too.
  await app.page.getByRole('tab', { name: 'Step through' }).click();
  await app.button('Step').click();
  await app.page.locator('#step-expanded', { hasText: /^1$/ }).waitFor();
  const messages = await app.workerMessages();
  assert.ok(
    messages.some((m) => m.type === 'done' && m.status === 'solved'),
    'the worker (from a Blob) solved it',
  );
  assert.deepEqual(
    app.requests.filter((request) => !LOCAL.test(request)),
    [],
    'no request left the machine',
  );
  app.assertNoErrors();
});

test('inside a sandboxed iframe (scripts only), it loads and solves', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'npuzzle-lms-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const src = `${pathToFileURL(OFFLINE_FILE).href}?board=1,2,3,4,5,6,7,0,8`;
  const hostFile = join(dir, 'lesson.html');
  await writeFile(
    hostFile,
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lesson</title>' +
      '<link rel="icon" href="data:,"></head><body>' +
      `<iframe sandbox="allow-scripts" src="${src}" title="N-Puzzle Lab" width="900" height="900"></iframe>` +
      '</body></html>',
  );
  const host = await browser.openUrl(t, pathToFileURL(hostFile).href, {
    contextOptions: { offline: true },
    waitForLoaded: false,
  });
  const frame = host.page.frameLocator('iframe');
  await frame.locator('[role=status]', { hasText: /^Ready to solve/ }).waitFor({ timeout: 15_000 });
  await frame.getByRole('button', { name: 'Solve', exact: true }).click();
  await frame.locator('[role=status]', { hasText: 'Solution requires 1 step' }).waitFor();
  assert.deepEqual(
    host.requests.filter((request) => !LOCAL.test(request)),
    [],
    'no request left the machine',
  );
  host.assertNoErrors();
});
