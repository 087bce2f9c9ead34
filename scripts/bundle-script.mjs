// One page module and everything it imports as one classic script (esbuild), for the places a
// module graph cannot be loaded: a worker started from a Blob URL (the hosted page in an opaque
// origin, the offline file) and the offline file's inline scripts.
import { join } from 'node:path';

import { build } from 'esbuild';

/**
 * @param {string} entry path under `root`, e.g. 'web/solver.worker.js'
 * @returns {Promise<string>} the minified IIFE
 */
export async function bundleScript(entry, { root, plugins = [] }) {
  const result = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    // A classic script has no import.meta. Where the modules read it — the emscripten glue for
    // its folder, the client for its worker's URL — the bundle is told otherwise: the wasm's
    // location comes with the worker's config (solver.worker.js), and a bundled client is given
    // its worker (the offline file). An empty base is never resolved.
    define: { 'import.meta.url': '""' },
    logLevel: 'warning',
    plugins,
  });
  return result.outputFiles[0].text;
}
