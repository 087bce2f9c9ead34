// The worker's download of the shipped pattern databases (issue 11), against a stand-in server:
// real Response objects with real gzip bodies, Node's own DecompressionStream. It fetches only
// what the site's list names, unpacks gzip (and passes through a file the server already
// unpacked), reports progress as the share of the compressed bytes, and leaves out — for the
// provider to build — whatever is missing, corrupt, or unpacks to more than the database can be.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';

import {
  databaseFolder,
  downloadPatternDatabases,
  startDownloads,
} from '../../web/worker/pattern-database-download.js';

let site = 0;
/**
 * A site with these files (name → bytes; null: a 404) under a folder of its own; `list` is
 * index.json's tables (default: every file). Returns {folder, fetch, requested}.
 */
function fakeSite(files, list) {
  const folder = new URL(`https://example.test/site${++site}/web/databases/`);
  const requested = [];
  const index = list ?? Object.keys(files).map((name) => ({ name, gzipped: files[name]?.length }));
  const fetch = async (url) => {
    const path = String(url).slice(folder.href.length);
    requested.push(path);
    if (path === 'index.json') return Response.json({ tables: index });
    const body = files[path.replace(/\.bin\.gz$/, '')];
    if (!body) return new Response('not found', { status: 404 });
    return new Response(body, { headers: { 'content-length': String(body.length) } });
  };
  return { folder, fetch, requested };
}

const table = (size, seed) => Uint8Array.from({ length: size }, (_, i) => (i * seed) & 0xff);

test('downloads and unpacks the listed tables; progress is the compressed share, ending at 1', async () => {
  const a = table(50_000, 7);
  const b = table(20_000, 3);
  const { folder, fetch, requested } = fakeSite({ 'dl-a': gzipSync(a), 'dl-b': gzipSync(b) });
  const progress = [];
  const got = await downloadPatternDatabases(
    [
      { name: 'dl-a', entries: a.length },
      { name: 'dl-b', entries: b.length },
    ],
    (fraction) => progress.push(fraction),
    { folder, fetch },
  );
  assert.deepEqual(Object.keys(got).sort(), ['dl-a', 'dl-b']);
  assert.deepEqual(got['dl-a'], a);
  assert.deepEqual(got['dl-b'], b);
  assert.deepEqual(requested.sort(), ['dl-a.bin.gz', 'dl-b.bin.gz', 'index.json']);
  assert.ok(progress.length > 0 && progress.at(-1) === 1, `ends at 1: ${progress}`);
  assert.ok(
    progress.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= progress[i - 1])),
    `monotonic: ${progress}`,
  );
});

test('a table not in the list is never requested; a 404 or a corrupt gzip is left out', async () => {
  const good = table(10_000, 5);
  const corrupt = gzipSync(table(10_000, 9));
  corrupt[corrupt.length >> 1] ^= 0xff; // inside the deflate stream: the CRC or the data fails
  const { folder, fetch, requested } = fakeSite(
    { 'nf-good': gzipSync(good), 'nf-corrupt': corrupt, 'nf-missing': null },
    [
      { name: 'nf-good', gzipped: 100 },
      { name: 'nf-corrupt', gzipped: corrupt.length },
      { name: 'nf-missing', gzipped: 100 },
    ],
  );
  const got = await downloadPatternDatabases(
    [
      { name: 'nf-good', entries: good.length },
      { name: 'nf-corrupt', entries: 10_000 },
      { name: 'nf-missing', entries: 100 },
      { name: 'nf-unlisted', entries: 100 },
    ],
    () => {},
    { folder, fetch },
  );
  assert.deepEqual(Object.keys(got), ['nf-good']);
  assert.ok(!requested.includes('nf-unlisted.bin.gz'), 'only what the site lists is fetched');
});

test('a file that unpacks to more than its database can be is refused (no gzip bomb)', async () => {
  const { folder, fetch } = fakeSite({ 'big-a': gzipSync(new Uint8Array(5_000_000)) });
  const got = await downloadPatternDatabases([{ name: 'big-a', entries: 3_360 }], () => {}, {
    folder,
    fetch,
  });
  assert.deepEqual(got, {});
});

test('bytes the server sent already unpacked (Content-Encoding: gzip) are taken as they are', async () => {
  const raw = table(4_000, 11);
  const { folder, fetch } = fakeSite({ 'plain-a': raw });
  const got = await downloadPatternDatabases([{ name: 'plain-a', entries: raw.length }], () => {}, {
    folder,
    fetch,
  });
  assert.deepEqual(got['plain-a'], raw);
});

test('a prefetch started earlier is shared: the solve takes its bytes without a second request', async () => {
  const bytes = table(30_000, 13);
  const { folder, fetch, requested } = fakeSite({ 'pre-a': gzipSync(bytes) });
  const wanted = [{ name: 'pre-a', entries: bytes.length }];
  assert.equal(startDownloads(wanted, { folder, fetch }), true);
  const progress = [];
  const got = await downloadPatternDatabases(wanted, (f) => progress.push(f), { folder, fetch });
  assert.deepEqual(got['pre-a'], bytes);
  assert.equal(requested.filter((path) => path === 'pre-a.bin.gz').length, 1);
  assert.equal(progress.at(-1), 1);
});

test('no site to fetch from: nothing is requested and nothing reported', async () => {
  let asked = 0;
  const fetch = async () => (asked++, new Response('x'));
  const progress = [];
  const got = await downloadPatternDatabases(
    [{ name: 'none-a', entries: 10 }],
    (f) => progress.push(f),
    { folder: null, fetch },
  );
  assert.deepEqual([got, asked, progress], [{}, 0, []]);
  // The offline file's worker (no config, empty import.meta.url) and file:// pages have none;
  // the module worker and a Blob worker told its wasm folder find web/databases/ beside it.
  assert.equal(databaseFolder(undefined, ''), null);
  assert.equal(databaseFolder(undefined, 'file:///site/web/worker/x.js'), null);
  assert.equal(
    databaseFolder(undefined, 'https://a.test/repo/web/worker/solver.worker.js')?.href,
    'https://a.test/repo/web/databases/',
  );
  assert.equal(
    databaseFolder({ wasmFolder: 'https://a.test/repo/web/wasm/' }, '')?.href,
    'https://a.test/repo/web/databases/',
  );
});
