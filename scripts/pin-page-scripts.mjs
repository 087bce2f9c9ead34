// Pins the hosted page's scripts in dist/index.html by their SHA-256, and lets its CSP allow
// exactly those: the start-up guard inline (its hash), the page bundle web/app.js by an
// `integrity` attribute (the same hash in the CSP), and no other script, not even another file of
// the origin ('self' would allow every script of user.github.io, where a user's project sites all
// live). Why hashes rather than 'self': WebKit matches 'self' to nothing in a sandboxed
// (opaque-origin) frame, so 'self' alone refused the page's own files there, and the page used to
// allow scripts from any http(s) origin instead. All three engines allow an external script by
// the hash of its integrity attribute (Chromium 59, Firefox 116, Safari 15.6) and an inline one
// by its own.
//
// Why the guard goes inline: it must run where the page's module cannot load (a sandboxed frame
// whose host sends no CORS headers), and an external script pinned by integrity has to be
// fetched with CORS. The source keeps it a file (web/app/startup-guard.js says why).
//
// Run after web/app.js is bundled, and again after it changes (a test making a new release).
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const GUARD = 'web/app/startup-guard.js';
const GUARD_TAG = /<script src="\.\/web\/app\/startup-guard\.js"><\/script>/;
const APP_TAG = /<script type="module" src="\.\/web\/app\.js"(?: integrity="[^"]*")?><\/script>/;
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const SCRIPT_SRC =
  /(<meta\s+http-equiv="Content-Security-Policy"\s+content="[^"]*?)script-src [^;"]*/;

const sha256 = (bytes) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

/** Safe inside a <script> element: no `</script` and no `<!--` can end or confuse it. */
const inlineScript = (code) => code.replace(/<\/script/gi, '<\\/script').replace(/<!--/g, '<\\!--');

function replaceOnce(html, pattern, replacement, what) {
  let count = 0;
  const out = html.replace(pattern, (...match) => {
    count++;
    return typeof replacement === 'function' ? replacement(...match) : replacement;
  });
  if (count !== 1) throw new Error(`dist/index.html: expected one ${what}, found ${count}`);
  return out;
}

/** Rewrites `dist`/index.html; resolves to the script-src it wrote. */
export async function pinPageScripts(dist) {
  const page = join(dist, 'index.html');
  let html = await readFile(page, 'utf8');
  if (GUARD_TAG.test(html)) {
    const guard = await readFile(join(dist, GUARD), 'utf8');
    html = replaceOnce(html, GUARD_TAG, () => `<script>${inlineScript(guard)}</script>`, 'guard');
    await rm(join(dist, GUARD));
  }
  const app = sha256(await readFile(join(dist, 'web', 'app.js')));
  html = replaceOnce(
    html,
    APP_TAG,
    `<script type="module" src="./web/app.js" integrity="${app}"></script>`,
    'app module script',
  );
  const inline = [...html.matchAll(INLINE_SCRIPT)].map((match) => sha256(match[1]));
  const scriptSrc = `script-src ${[...inline, app].map((hash) => `'${hash}'`).join(' ')} 'wasm-unsafe-eval'`;
  html = replaceOnce(html, SCRIPT_SRC, (_, before) => `${before}${scriptSrc}`, 'CSP script-src');
  await writeFile(page, html);
  return scriptSrc;
}
