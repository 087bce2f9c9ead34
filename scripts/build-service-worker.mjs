// Writes dist/service-worker.js: the list of the site's files with the SHA-256 of each (the
// worker keeps and serves only bodies with these digests) and a version digest of them all,
// followed by web/pwa/service-worker.js (which reads both). Run after every other file
// of dist/ is in place: the digest covers them all, so any change to the site is a new worker
// and a new cache, and nothing stale is kept (web/pwa/service-worker.js says how it serves).
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

// Not cached for offline use: the worker itself, its source (it runs only as the file above),
// the offline single file, which is a download of its own, the bundles' source maps (for
// DevTools, which fetches them when open), and the pattern databases: a first visit that needs
// them is downloading them already (a second copy would double 3 MB), and once a 15-puzzle is
// solved they are in IndexedDB; offline without them, the page builds them.
const LEFT_OUT = new Set(['service-worker.js', 'web/pwa/service-worker.js', 'npuzzle-lab.html']);
const LEFT_OUT_DIRS = ['web/databases/'];
const LEFT_OUT_SUFFIXES = ['.map'];

/** Every file below `dir`, as paths relative to it with forward slashes, sorted. */
async function filesBelow(dir, root = dir) {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await filesBelow(path, root)));
    else files.push(relative(root, path).split(sep).join('/'));
  }
  return files.sort();
}

/**
 * The files the worker keeps for offline use ('./index.html', …), the SHA-256 of each (hex, by
 * file), and the version: a SHA-256 over their names and contents.
 * @param {string} dist
 */
export async function siteManifest(dist) {
  const files = (await filesBelow(dist)).filter(
    (file) =>
      !LEFT_OUT.has(file) &&
      !LEFT_OUT_DIRS.some((dir) => file.startsWith(dir)) &&
      !LEFT_OUT_SUFFIXES.some((suffix) => file.endsWith(suffix)),
  );
  const hash = createHash('sha256');
  /** @type {Record<string, string>} */
  const digests = {};
  for (const file of files) {
    const bytes = await readFile(join(dist, file));
    hash.update(`${file}\0`);
    hash.update(bytes);
    digests[`./${file}`] = createHash('sha256').update(bytes).digest('hex');
  }
  return {
    files: files.map((file) => `./${file}`),
    digests,
    version: hash.digest('hex').slice(0, 16),
  };
}

/** Writes `dist`/service-worker.js; resolves to {files, digests, version}. */
export async function writeServiceWorker({ root, dist }) {
  const manifest = await siteManifest(dist);
  const source = await readFile(join(root, 'web', 'pwa', 'service-worker.js'), 'utf8');
  const header =
    `// Written by scripts/build-service-worker.mjs from web/pwa/service-worker.js.\n` +
    `const SITE_VERSION = ${JSON.stringify(manifest.version)};\n` +
    `const SITE_FILES = ${JSON.stringify(manifest.digests, null, 1)};\n`;
  await writeFile(join(dist, 'service-worker.js'), header + source);
  return manifest;
}
