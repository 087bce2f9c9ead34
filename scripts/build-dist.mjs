// Assembles dist/: the whole site with relative URLs only (GitHub Pages serves it under
// /<repo>/), i.e. index.html (its English written in from the catalog), its styles and
// pictures, the page's modules bundled into web/app.js and the worker's into
// web/worker/solver.worker.js (esbuild, with source maps), and npuzzle.wasm; the worker also
// bundled into one classic script,
// web/worker/solver.worker.bundle.js, which the page starts from a Blob where it may not start a
// worker from a URL (an opaque origin: web/solver/solver-worker-start.js); the 15-puzzle's and
// the 24-puzzle's pattern databases, gzipped, in
// web/databases/ (scripts/build-pattern-databases.mjs: a first visit downloads them); and the
// offline single file dist/npuzzle-lab.html (scripts/build-offline.mjs). index.html gets its
// scripts pinned by hash in its CSP (scripts/pin-page-scripts.mjs).
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

import { bundleModule, bundleScript } from './bundle-script.mjs';
import { buildOfflineFile } from './build-offline.mjs';
import { withMarkupText } from './markup-text.mjs';
import { writeServiceWorker } from './build-service-worker.mjs';
import { writePatternDatabases } from './build-pattern-databases.mjs';
import { pinPageScripts } from './pin-page-scripts.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const web = join(root, 'web');

for (const required of ['web/wasm/npuzzle.mjs', 'web/wasm/npuzzle.wasm']) {
  await stat(join(root, required)).catch(() => {
    throw new Error(`${required} is missing: run scripts/build.sh wasm first`);
  });
}

/** Every page file under web/ (modules in subfolders too), but not the wasm build's own dir. */
async function pageFiles(dir) {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== join(web, 'wasm')) files.push(...(await pageFiles(path)));
    } else if (/\.(js|css|svg|png|webmanifest)$/.test(entry.name)) files.push(path);
  }
  return files;
}

await rm(dist, { recursive: true, force: true });
await mkdir(join(dist, 'web', 'wasm'), { recursive: true });
// index.html names its messages; its English comes from the catalog (scripts/markup-text.mjs).
await writeFile(
  join(dist, 'index.html'),
  withMarkupText(await readFile(join(root, 'index.html'), 'utf8')),
);
for (const file of await pageFiles(web)) {
  const target = join(dist, 'web', relative(web, file));
  await mkdir(join(target, '..'), { recursive: true });
  await cp(file, target);
}
for (const name of ['npuzzle.mjs', 'npuzzle.wasm'])
  await cp(join(root, 'web', 'wasm', name), join(dist, 'web', 'wasm', name));
// The page and its module worker, each one file where its entry module was. A first visit then
// fetches 30 files instead of about 160, and no chain of imports: at 80 ms a round trip
// (Chromium's network emulation) the page was ready to solve 3.3 s after the link unbundled,
// 1.5 s bundled. The modules inside are taken out of dist/ (nothing else loads them).
const BUNDLED_ENTRIES = ['web/app.js', 'web/worker/solver.worker.js'];
const bundled = new Set();
for (const entry of BUNDLED_ENTRIES) {
  const { code, map, inputs } = await bundleModule(entry, { root });
  for (const input of inputs) bundled.add(input);
  await writeFile(join(dist, entry), code);
  await writeFile(join(dist, `${entry}.map`), map);
}
for (const input of bundled) if (!BUNDLED_ENTRIES.includes(input)) await rm(join(dist, input));
// The page's CSP allows its scripts by hash (the start-up guard inline, the bundle by integrity).
await pinPageScripts(dist);
await removeEmptyFolders(join(dist, 'web'));

/** Removes the folders below `dir` that the bundles left empty. */
async function removeEmptyFolders(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = join(dir, entry.name);
    await removeEmptyFolders(folder);
    if ((await readdir(folder)).length === 0) await rm(folder, { recursive: true });
  }
}
// The separate-file glue fetches npuzzle.wasm from the URL the worker is given.
const workerBundle = await bundleScript('web/worker/solver.worker.js', { root });
await writeFile(join(dist, 'web', 'worker', 'solver.worker.bundle.js'), workerBundle);
console.log(`dist: site written to ${dist}`);

const databases = await writePatternDatabases({ root, outDir: join(dist, 'web', 'databases') });
for (const { name, bytes, gzipped, source } of databases) {
  console.log(
    `dist: pattern database ${name} (${source}): ${Math.round(bytes / 1024)} KB, ` +
      `${Math.round(gzipped / 1024)} KB gzipped`,
  );
}

const offline = await buildOfflineFile({ root, out: join(dist, 'npuzzle-lab.html') });
console.log(
  `dist: offline file written to ${offline.path} (${Math.round(offline.bytes / 1024)} KB)`,
);

// Last: the service worker's version covers every file written above.
const site = await writeServiceWorker({ root, dist });
console.log(`dist: service worker for ${site.files.length} files, version ${site.version}`);
