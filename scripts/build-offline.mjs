// Builds dist/npuzzle-lab.html: the whole app in one HTML file that works opened from file://
// and inside a sandboxed iframe (an LMS upload), where module scripts, .wasm fetches and
// `new Worker('x.js')` are all refused (docs/toolchain.md). So:
//   - the wasm comes from the -sSINGLE_FILE=1 build (web/wasm/npuzzle-single.mjs, base64 inside),
//   - esbuild bundles the worker (with that module) and the page's modules into classic scripts,
//   - the worker starts from a Blob URL made from its source, kept in the page as a JS string,
//   - index.html gets its English from the catalog (scripts/markup-text.mjs), as dist/ does,
//   - the stylesheets (web/**/*.css, in index.html's order) and the scripts are inlined,
//     and a CSP allows exactly those (by hash).
//
//   node scripts/build-offline.mjs [OUT]      (default dist/npuzzle-lab.html)
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { bundleScript } from './bundle-script.mjs';
import { withMarkupText } from './markup-text.mjs';

const SINGLE_FILE_MODULE = 'web/wasm/npuzzle-single.mjs';

/** esbuild plugin: the worker's `./wasm/npuzzle.mjs` becomes the single-file build. */
function singleFileModule(root) {
  return {
    name: 'single-file-wasm',
    setup(builder) {
      builder.onResolve({ filter: /\/wasm\/npuzzle\.mjs$/ }, () => ({
        path: join(root, SINGLE_FILE_MODULE),
      }));
    },
  };
}

/** Safe inside a <script> element: no `</script` and no `<!--` can end or confuse it. */
function inlineScript(code) {
  return code.replace(/<\/script/gi, '<\\/script').replace(/<!--/g, '<\\!--');
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function replaceOnce(html, pattern, replacement, what) {
  let count = 0;
  const out = html.replace(pattern, () => {
    count++;
    return replacement;
  });
  if (count !== 1) throw new Error(`index.html: expected one ${what}, found ${count}`);
  return out;
}

// A stylesheet of the page, with the line it stands on (the offline file drops the line).
const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet" href="\.\/(web\/[a-z/-]+\.css)" \/>\n?/g;

/** The page's stylesheets, in the order index.html links them, as one text. */
async function inlineStyles(root, html) {
  const files = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]);
  if (files.length === 0) throw new Error('index.html: expected stylesheet links, found none');
  const texts = await Promise.all(files.map((file) => readFile(join(root, file), 'utf8')));
  return texts.join('\n');
}

/** Builds the offline file; returns {path, bytes}. */
export async function buildOfflineFile({ root, out }) {
  await stat(join(root, SINGLE_FILE_MODULE)).catch(() => {
    throw new Error(`${SINGLE_FILE_MODULE} is missing: run scripts/build.sh wasm first`);
  });
  const worker = await bundleScript('web/worker/solver.worker.js', {
    root,
    plugins: [singleFileModule(root)],
  });
  const app = await bundleScript('web/app.js', { root });
  let html = withMarkupText(await readFile(join(root, 'index.html'), 'utf8'));
  const css = await inlineStyles(root, html);

  // The worker's source as a JS string literal; with every `<` escaped it cannot end the script.
  const workerLiteral = JSON.stringify(worker).replace(/</g, '\\u003c');
  const prelude =
    `(()=>{const source=${workerLiteral};` +
    'let url=null;' +
    // One Blob URL for every worker the page starts (the client restarts a stuck worker).
    "globalThis.npuzzleCreateWorker=()=>{url??=URL.createObjectURL(new Blob([source],{type:'text/javascript'}));return new Worker(url)};" +
    '})();';
  const scripts = [inlineScript(prelude), inlineScript(app)];
  const style = css.replace(/<\/style/gi, '<\\/style');

  const csp = [
    "default-src 'none'",
    `script-src ${scripts.map(sha256).join(' ')} 'wasm-unsafe-eval'`,
    `style-src ${sha256(style)}`,
    'img-src data: blob:',
    'worker-src blob:',
    // The single-file module reads its inlined wasm back with fetch() of a data: URL.
    'connect-src data:',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

  html = replaceOnce(
    html,
    /<meta\s+http-equiv="Content-Security-Policy"\s+content="[^"]*"\s*\/>/,
    `<meta http-equiv="Content-Security-Policy" content="${csp}" />`,
    'CSP meta element',
  );
  // One <style> where the first stylesheet link was; the others go (their rules are in it).
  let first = true;
  html = html.replace(STYLESHEET_LINK, () => {
    const replacement = first ? `    <style>${style}</style>\n` : '';
    first = false;
    return replacement;
  });
  html = replaceOnce(
    html,
    /\s*<script type="module" src="\.\/web\/app\.js"><\/script>/,
    '',
    'app module script',
  );
  // The icon comes inline too (the site serves it as a file, so a CSP header with img-src
  // 'self' allows it).
  const icon = await readFile(join(root, 'web/favicon.svg'), 'utf8');
  html = replaceOnce(
    html,
    /<link rel="icon" href="\.\/web\/favicon\.svg" type="image\/svg\+xml" \/>/,
    `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(icon.trim())}" />`,
    'icon link',
  );
  // A file has no app to install and no service worker: the manifest and its icon go.
  html = replaceOnce(
    html,
    /\s*<!-- Installable as an app[^>]*-->\s*<link rel="manifest"[^>]*>\s*<link rel="apple-touch-icon"[^>]*>/,
    '',
    'web app manifest links',
  );
  // The startup guard watches for module scripts that cannot load; this file has none (and
  // its inline scripts run or not together), so it is left out.
  html = replaceOnce(
    html,
    /\s*<script src="\.\/web\/app\/startup-guard\.js"><\/script>/,
    '',
    'startup guard script',
  );
  // The site's "download the offline file" link points at this very file: left out here.
  html = replaceOnce(html, /\s*<p id="offline-link"[\s\S]*?<\/p>/, '', 'offline link');
  html = replaceOnce(
    html,
    /<\/body>/,
    `${scripts.map((code) => `<script>${code}</script>`).join('\n')}\n</body>`,
    '</body>',
  );

  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, html);
  return { path: out, bytes: Buffer.byteLength(html) };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = new URL('..', import.meta.url).pathname;
  const out = process.argv[2] ?? join(root, 'dist', 'npuzzle-lab.html');
  const { path, bytes } = await buildOfflineFile({ root, out });
  console.log(`offline file written to ${path} (${Math.round(bytes / 1024)} KB)`);
}
