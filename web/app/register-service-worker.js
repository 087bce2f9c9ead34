// @ts-check
// Registers the hosted page's service worker (service-worker.js beside index.html, written by
// scripts/build-service-worker.mjs): the page then installs as an app and works offline after
// the first visit. Nothing here may get in the way of the page itself:
// - only a page that links the web app manifest is an app to install: the offline file (whose
//   build drops the link) never registers one, from file:// or served by a host;
// - only over http(s);
// - a sandboxed iframe (an opaque origin) throws on navigator.serviceWorker: no worker then;
// - it waits until the page has loaded and the browser is idle, so the worker's downloads do
//   not compete with the first solve;
// - a failure (no worker file, as when the repository itself is served during development, or
//   storage refused) is a warning, never an error the user sees.

const WORKER_FILE = './service-worker.js';

/** @param {Window} [win] */
export function registerServiceWorker(win = window) {
  if (!win.document.querySelector('link[rel="manifest"]')) return;
  if (win.location.protocol !== 'https:' && win.location.protocol !== 'http:') return;
  let container;
  try {
    container = win.navigator.serviceWorker;
  } catch {
    return; // an opaque origin: the browser refuses service workers
  }
  if (!container) return;
  const register = () =>
    container
      .register(WORKER_FILE)
      .catch((error) =>
        console.warn(
          `N-Puzzle Lab: offline use is not available here (${error?.message ?? error})`,
        ),
      );
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(register, { timeout: 5000 })
      : win.setTimeout(register, 1000);
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
