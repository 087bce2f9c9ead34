// Helpers for the tests of the hosted page's service worker (web/pwa/service-worker.js): a copy
// of dist/ to change and serve, the name the worker gives its cache, and the worker's state as a
// page sees it.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { writeServiceWorker } from '../../../scripts/build-service-worker.mjs';
import { pinPageScripts } from '../../../scripts/pin-page-scripts.mjs';
import { serveStatic } from '../../../scripts/serve.mjs';
import { DIST } from './browser-fixture.mjs';

const ROOT = new URL('../../../', import.meta.url).pathname;

/** The cache the worker of `scope` (an absolute URL) keeps release `version` in. */
export function cacheName(scope, version) {
  return `npuzzle-lab ${scope} ${version}`;
}

/** A fresh folder, removed when the test `t` ends. */
export async function scratchFolder(t, name = 'npuzzle-site-') {
  const folder = await mkdtemp(join(tmpdir(), name));
  t.after(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

/** Copies dist/ to `target`; resolves to `target`. */
export async function copySite(target) {
  await cp(DIST, target, { recursive: true });
  return target;
}

/**
 * Makes the copy of the site at `site` another release: its page bundle sets
 * `window.__release = name`, and the build pins it in index.html and writes its worker; resolves
 * to the manifest ({files, digests, version}).
 */
export async function makeRelease(site, name) {
  const bundle = join(site, 'web', 'app.js');
  await writeFile(bundle, `${await readFile(bundle, 'utf8')}\nwindow.__release = '${name}';\n`);
  await pinPageScripts(site);
  return writeServiceWorker({ root: ROOT, dist: site });
}

/**
 * Serves `root` under `prefix` until `stop()` (or the end of the test `t`): a test stops it to
 * cut the site off, as a browser offline finds it (a refused connection, not an HTTP error).
 * Resolves to {origin, base (the URL of `prefix`), stop}.
 */
export async function serveUntilStopped(t, root, prefix = '/') {
  const server = await serveStatic(root, { port: 0, prefix });
  let stopped = null;
  const stop = () =>
    (stopped ??= new Promise((resolve) => {
      // Chromium keeps connections open; close() alone would wait for them.
      server.closeAllConnections();
      server.close(resolve);
    }));
  t.after(stop);
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { origin, base: `${origin}${prefix}`, stop };
}

/**
 * In the page: its service worker's state, every cache of the origin (the page opens none of its
 * own) and the page's status.
 */
export function workerState() {
  return navigator.serviceWorker.getRegistration().then(async (registration) => ({
    status: document.getElementById('status')?.textContent ?? null,
    scope: registration?.scope ?? null,
    active: registration?.active?.state === 'activated' ? registration.active.scriptURL : null,
    installing: registration?.installing?.state ?? null,
    waiting: registration?.waiting?.state ?? null,
    controlled: navigator.serviceWorker.controller !== null,
    caches: (await caches.keys()).sort(),
  }));
}

/**
 * Polls the page's worker state until `accept(state)` holds (30 s at most); returns the state.
 * (Playwright's waitForFunction does not wait for a promise the function returns.)
 */
export async function waitForWorkerState(page, accept, what) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const state = await page.evaluate(workerState);
    if (accept(state)) return state;
    if (Date.now() > deadline) throw new Error(`no ${what}: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
