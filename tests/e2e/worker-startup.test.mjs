// The solver's worker starts wherever a course puts the page (issue 9 item 3, docs/contracts.md
// §4), and where it truly cannot, the page says so in a sentence instead of "Loading the solver…"
// for good (issue 10 item 5):
// - the hosted page in <iframe sandbox="allow-scripts"> on another origin, served with CORS as
//   GitHub Pages does (an opaque origin: the worker comes from the bundled script, via a Blob),
//   and with allow-same-origin (the module worker);
// - the same frame without CORS (no module script can load: the startup guard says so);
// - dist/index.html opened from file:// (points to the offline file);
// - the hosted page under the CSP header docs/architecture.md documents;
// - the offline file served under a CSP header that forbids blob: workers;
// - a host whose CSP forbids WebAssembly, and a site whose npuzzle.wasm is missing.
// Every console error is accounted for: only the browser's own reports of what it refused, each
// matched exactly.
import assert from 'node:assert/strict';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';

import { DIST, useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

const HARDEST_8 = '?board=8,6,7,2,5,4,3,0,1'; // 31 moves to 1..8,0
const KORF_15 = '?board=14,13,15,7,11,12,9,5,6,0,2,1,4,8,10,3&goal=blank-first'; // 57 moves
// The header docs/architecture.md gives for the hosted page (the page's own meta CSP applies as well, and allows
// only the start-up guard inline, by its hash: scripts/pin-page-scripts.mjs).
const SITE_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; worker-src 'self' blob:";
const LOADING = 'Loading the solver…';
// Far below the client's 20 s start timeout: the failures below are recognised, not timed out.
const SAY_WITHIN_MS = 8_000;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Asserts that the page's problems are exactly the expected ones (each pattern matched once). */
function assertProblems(app, expected) {
  const left = [...app.problems];
  for (const pattern of expected) {
    const index = left.findIndex((problem) => pattern.test(problem));
    assert.notEqual(index, -1, `expected a problem matching ${pattern} in ${app.problems}`);
    left.splice(index, 1);
  }
  assert.deepEqual(left, [], 'no other console error, page error or failed request');
}

function frameStatus(frame, hasText) {
  return frame.locator('[role=status]', { hasText });
}

async function solveInFrame(frame, expected, timeout) {
  await frameStatus(frame, /^Ready to solve/).waitFor({ timeout: 20_000 });
  await frame.getByRole('button', { name: 'Solve', exact: true }).click();
  await frameStatus(frame, /^Solution requires/).waitFor({ timeout });
  assert.equal((await frame.locator('[role=status]').textContent()).trim(), expected);
}

test('sandbox="allow-scripts" on another origin, with CORS: an 8-puzzle is solved', async (t) => {
  const base = await browser.serve(t, { cors: true });
  const { host, frame } = await browser.openLesson(
    t,
    `${base}index.html${HARDEST_8}`,
    'allow-scripts',
  );
  await solveInFrame(frame, 'Solution requires 31 steps', 15_000);
  // An opaque origin may not start a worker from a URL: the bundled worker came through a Blob.
  assert.ok(host.requests.some((url) => url.endsWith('/web/worker/solver.worker.bundle.js')));
  assert.ok(host.requests.some((url) => url.startsWith('blob:')));
  assert.ok(!host.requests.some((url) => url.endsWith('/web/worker/solver.worker.js')));
  host.assertNoErrors();
});

test('sandbox="allow-scripts" with CORS: a 15-puzzle, databases downloaded without storage', async (t) => {
  const base = await browser.serve(t, { cors: true });
  const { host, frame } = await browser.openLesson(
    t,
    `${base}index.html${KORF_15}`,
    'allow-scripts',
  );
  // The first solve downloads the pattern databases (the bundled worker finds them beside the
  // wasm folder it is told; with CORS an opaque origin may fetch them); IndexedDB is refused in
  // an opaque origin, so they are kept only for this visit.
  await solveInFrame(frame, 'Solution requires 57 steps', 120_000);
  assert.ok(host.requests.some((url) => url.endsWith('/web/databases/index.json')));
  assert.match(await frame.locator('#notice').textContent(), /Pattern databases downloaded/);
  host.assertNoErrors();
});

test('sandbox="allow-scripts allow-same-origin" on another origin: solved', async (t) => {
  const base = await browser.serve(t);
  const { host, frame } = await browser.openLesson(
    t,
    `${base}index.html${HARDEST_8}`,
    'allow-scripts allow-same-origin',
  );
  await solveInFrame(frame, 'Solution requires 31 steps', 15_000);
  assert.ok(
    host.requests.some((url) => url.endsWith('/web/worker/solver.worker.js')),
    'module worker',
  );
  host.assertNoErrors();
});

test('sandbox="allow-scripts" without CORS: a sentence instead of "Loading" for good', async (t) => {
  const base = await browser.serve(t);
  const { host, frame } = await browser.openLesson(
    t,
    `${base}index.html${HARDEST_8}`,
    'allow-scripts',
  );
  const status = frameStatus(frame, /could not load its scripts inside this frame/);
  await status.waitFor({ timeout: SAY_WITHIN_MS });
  assert.equal(
    (await status.textContent()).trim(),
    'This page could not load its scripts inside this frame, so the solver cannot start. ' +
      'Open the page in its own tab, or use the offline file npuzzle-lab.html.',
  );
  assert.equal(await frame.getByRole('link', { name: 'npuzzle-lab.html' }).count(), 1);
  // The browser's own report of the module script it refused, and nothing else.
  const app = escapeRegExp(`${base}web/app.js`);
  assertProblems(host, [
    new RegExp(
      `^console error: Access to script at '${app}' from origin 'null' has been blocked by ` +
        "CORS policy: No 'Access-Control-Allow-Origin' header is present",
    ),
    new RegExp(`^request failed: ${app} net::ERR_FAILED$`),
    /^console error: Failed to load resource: net::ERR_FAILED$/,
  ]);
});

test('dist/index.html opened from file:// points to the offline file', async (t) => {
  const url = `${pathToFileURL(join(DIST, 'index.html')).href}${HARDEST_8}`;
  const app = await browser.openUrl(t, url, { waitForLoaded: false });
  await app.waitForStatus(/^This page was opened as a file/, SAY_WITHIN_MS);
  assert.equal(
    await app.statusText(),
    'This page was opened as a file, and browsers do not run its solver from a file. ' +
      'Open npuzzle-lab.html, the offline version in the same folder, instead.',
  );
  const link = app.page.getByRole('link', { name: 'npuzzle-lab.html' });
  assert.equal(await link.getAttribute('href'), './npuzzle-lab.html');
  const appScript = escapeRegExp(`${pathToFileURL(join(DIST, 'web/app.js')).href}`);
  assertProblems(app, [
    new RegExp(
      `^console error: Access to script at '${appScript}' from origin 'null' has been blocked ` +
        'by CORS policy: Cross origin requests are only supported for protocol schemes',
    ),
    new RegExp(`^request failed: ${appScript} net::ERR_FAILED$`),
    /^console error: Failed to load resource: net::ERR_FAILED$/,
  ]);
});

test(`the hosted page under "${SITE_CSP}" loads and solves`, async (t) => {
  const base = await browser.serve(t, { csp: SITE_CSP });
  const app = await browser.openUrl(t, `${base}index.html${HARDEST_8}`);
  await app.button('Solve').click();
  assert.equal(await app.waitForStatus(/^Solution requires/), 'Solution requires 31 steps');
  app.assertNoErrors();
});

test('the offline file under a CSP header that forbids blob: workers says why it cannot solve', async (t) => {
  // A host that allows inline scripts but no worker from a blob: URL.
  const csp = "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; worker-src 'self'";
  const base = await browser.serve(t, { csp });
  const app = await browser.openUrl(t, `${base}npuzzle-lab.html${HARDEST_8}`, {
    waitForLoaded: false,
  });
  // The client's sentence, shown by the page (status or notice), and no "Loading" left.
  const sentence = app.page
    .getByText(
      /security policy \(Content-Security-Policy\) does not allow the solver's background worker to start/,
    )
    .first();
  await sentence.waitFor({ timeout: SAY_WITHIN_MS });
  assert.match(await sentence.textContent(), /worker-src blob:/);
  assert.notEqual(await app.statusText(), LOADING);
  assert.equal(await app.button('Solve').isDisabled(), true);
  assertProblems(app, [
    // Chromium's wording for the refused worker.
    /^console error: Creating a worker from 'blob:[^']+' violates the following Content Security Policy directive: "worker-src 'self'"\. The action has been blocked\.$/,
  ]);
});

/** Waits for the client's sentence for `reason` on the page (status or notice); asserts it. */
async function waitForSentence(app, start, whole) {
  const shown = app.page.getByText(start).first();
  await shown.waitFor({ timeout: SAY_WITHIN_MS });
  assert.equal((await shown.textContent()).trim(), whole);
  assert.notEqual(await app.statusText(), LOADING);
  assert.equal(await app.button('Solve').isDisabled(), true);
}

test('a host whose CSP forbids WebAssembly: a sentence naming what to allow', async (t) => {
  const base = await browser.serve(t, {
    csp: "default-src 'self'; script-src 'self' 'unsafe-inline'; worker-src 'self' blob:",
  });
  const app = await browser.openUrl(t, `${base}index.html${HARDEST_8}`, { waitForLoaded: false });
  await waitForSentence(
    app,
    /does not allow WebAssembly/,
    "This site's security policy (Content-Security-Policy) does not allow WebAssembly, which " +
      "the solver needs. Ask the site's owner to allow 'wasm-unsafe-eval', or use the offline " +
      'file npuzzle-lab.html.',
  );
  app.assertNoErrors(); // Chromium reports the refused compile as warnings only
});

test("a site without its npuzzle.wasm: a sentence, not Emscripten's abort", async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'npuzzle-site-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  await cp(DIST, root, { recursive: true });
  await rm(join(root, 'web/wasm/npuzzle.wasm'));
  const base = await browser.serve(t, { root });
  const app = await browser.openUrl(t, `${base}index.html${HARDEST_8}`, { waitForLoaded: false });
  await waitForSentence(
    app,
    /WebAssembly file could not be downloaded/,
    "The solver's WebAssembly file could not be downloaded. Check the connection and reload " +
      'the page.',
  );
  assert.doesNotMatch(await app.page.locator('body').innerText(), /Aborted|ASSERTIONS/);
  // The glue asks for the file up to three times (streaming, buffer, synchronous fallback):
  // those 404s, and nothing else.
  const missing = `HTTP 404: ${base}web/wasm/npuzzle.wasm`;
  assert.ok(app.problems.length >= 1);
  assert.deepEqual(
    app.problems.filter((problem) => problem !== missing),
    [],
  );
});

test('scripts that never arrive: the guard speaks up instead of "Loading" for good', async (t) => {
  const base = await browser.serve(t);
  const app = await browser.openUrl(t, 'about:blank', { waitForLoaded: false });
  await app.page.clock.install();
  // The app's module is requested and never answered (a stalled network).
  await app.page.route('**/web/app.js', () => {});
  // DOMContentLoaded would wait for the module script too: wait for the status instead.
  await app.page.goto(`${base}index.html${HARDEST_8}`, { waitUntil: 'commit' });
  await app.status.waitFor();
  assert.equal(await app.statusText(), LOADING);
  await app.page.clock.fastForward(30_000);
  assert.equal(
    await app.waitForStatus(/^This page is taking too long/),
    'This page is taking too long to load its scripts. Check the connection and reload the ' +
      'page, or use the offline file npuzzle-lab.html.',
  );
  app.assertNoErrors();
});

test("a worker that never says 'ready' ends in a sentence after the start timeout", async (t) => {
  const base = await browser.serve(t);
  const app = await browser.openUrl(t, 'about:blank', { waitForLoaded: false });
  await app.page.clock.install();
  // The wasm is requested by the worker and never answered.
  await app.context.route('**/npuzzle.wasm', () => {});
  await app.page.goto(`${base}index.html${HARDEST_8}`);
  // The app's module has run (goto waits for the load event): the client is waiting for 'ready',
  // which cannot come while the wasm is held back.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  assert.ok(app.requests.some((url) => url.endsWith('/web/wasm/npuzzle.wasm')));
  const messages = await app.workerMessages();
  assert.ok(!messages.some((m) => m.direction === 'in' && m.type === 'ready'), 'not ready');
  await app.page.clock.fastForward(21_000);
  const shown = app.page.getByText(/^The solver did not start in time/).first();
  await shown.waitFor({ timeout: SAY_WITHIN_MS });
  assert.notEqual(await app.statusText(), LOADING);
  app.assertNoErrors();
});
