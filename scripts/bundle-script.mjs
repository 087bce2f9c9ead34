// esbuild, the two ways the site bundles its JavaScript:
// - bundleScript: one page module and everything it imports as one classic script, for the
//   places a module graph cannot be loaded: a worker started from a Blob URL (the hosted page in
//   an opaque origin, the offline file) and the offline file's inline scripts.
// - bundleModule: an entry module and its imports as one module, written where the entry was,
//   for the hosted page (web/app.js) and its module worker (web/worker/solver.worker.js).
//   Unbundled, a first visit fetched some 160 files along chains of imports, one round trip per
//   link of a chain.
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

import { build } from 'esbuild';

const COMMON = {
  bundle: true,
  write: false,
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  charset: 'utf8',
  logLevel: 'warning',
};

/**
 * @param {string} entry path under `root`, e.g. 'web/solver.worker.js'
 * @returns {Promise<string>} the minified IIFE
 */
export async function bundleScript(entry, { root, plugins = [] }) {
  const result = await build({
    ...COMMON,
    entryPoints: [join(root, entry)],
    format: 'iife',
    // A classic script has no import.meta. Where the modules read it — the emscripten glue for
    // its folder, the client for its worker's URL — the bundle is told otherwise: the wasm's
    // location comes with the worker's config (solver.worker.js), and a bundled client is given
    // its worker (the offline file). An empty base is never resolved.
    define: { 'import.meta.url': '""' },
    plugins,
  });
  return result.outputFiles[0].text;
}

/**
 * Bundles `entry` (a path under `root`) as one ES module meant to be served at the entry's own
 * URL. A module that reads import.meta.url (to find a file beside it: the worker, npuzzle.wasm,
 * the pattern databases) gets the URL it would have had unbundled, made from the bundle's.
 * @returns {Promise<{code: string, map: string, inputs: string[]}>} the minified module, its
 *   source map, and the files in it (paths under `root`)
 */
export async function bundleModule(entry, { root }) {
  const bundleDir = dirname(join(root, entry));
  const ownUrl = {
    name: 'own-import-meta-url',
    setup(builder) {
      builder.onLoad({ filter: /\.m?js$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const from = relative(bundleDir, path).split(sep).join('/');
        const url = `new URL(${JSON.stringify(from.startsWith('.') ? from : `./${from}`)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', url), loader: 'js' };
      });
    },
  };
  const result = await build({
    ...COMMON,
    entryPoints: [join(root, entry)],
    outfile: join(root, entry), // not written (write: false): names the source map
    format: 'esm',
    // DevTools shows the modules from the map (their sources are in it); the service worker
    // does not keep maps for offline use (scripts/build-service-worker.mjs).
    sourcemap: 'linked',
    metafile: true,
    absWorkingDir: root,
    plugins: [ownUrl],
  });
  const output = (suffix) => {
    const file = result.outputFiles.find((candidate) => candidate.path.endsWith(suffix));
    if (!file) throw new Error(`esbuild wrote no ${suffix} for ${entry}`);
    return file.text;
  };
  return {
    code: output('.js'),
    map: output('.js.map'),
    inputs: Object.keys(result.metafile.inputs),
  };
}
