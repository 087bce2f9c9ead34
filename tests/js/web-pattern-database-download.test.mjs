// The worker's download of the shipped pattern databases (issue 11), against a stand-in server:
// real Response objects with real gzip bodies, Node's own DecompressionStream. It fetches only
// what the site's list names, unpacks gzip (and passes through a file the server already
// unpacked), reports progress as the share of the compressed bytes, and leaves out — for the
// provider to build — whatever is missing, corrupt, or unpacks to more than the database can be.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';

import { watchDownload } from '../../web/worker/download-watchdog.js';
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
  const { downloaded: got, failure } = await downloadPatternDatabases(
    [
      { name: 'dl-a', entries: a.length },
      { name: 'dl-b', entries: b.length },
    ],
    (fraction) => progress.push(fraction),
    { folder, fetch },
  );
  assert.deepEqual(Object.keys(got).sort(), ['dl-a', 'dl-b']);
  assert.equal(failure, null);
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
  const { downloaded: got, failure } = await downloadPatternDatabases(
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
  assert.deepEqual(failure, { reason: 'failed' }, 'the first that failed: the corrupt one');
  assert.ok(!requested.includes('nf-unlisted.bin.gz'), 'only what the site lists is fetched');
});

test('a file that unpacks to more than its database can be is refused (no gzip bomb)', async () => {
  const { folder, fetch } = fakeSite({ 'big-a': gzipSync(new Uint8Array(5_000_000)) });
  const got = await downloadPatternDatabases([{ name: 'big-a', entries: 3_360 }], () => {}, {
    folder,
    fetch,
  });
  assert.deepEqual(got, { downloaded: {}, failure: { reason: 'failed' } });
});

test('bytes the server sent already unpacked (Content-Encoding: gzip) are taken as they are', async () => {
  const raw = table(4_000, 11);
  const { folder, fetch } = fakeSite({ 'plain-a': raw });
  const { downloaded: got } = await downloadPatternDatabases(
    [{ name: 'plain-a', entries: raw.length }],
    () => {},
    { folder, fetch },
  );
  assert.deepEqual(got['plain-a'], raw);
});

test('a prefetch started earlier is shared: the solve takes its bytes without a second request', async () => {
  const bytes = table(30_000, 13);
  const { folder, fetch, requested } = fakeSite({ 'pre-a': gzipSync(bytes) });
  const wanted = [{ name: 'pre-a', entries: bytes.length }];
  assert.equal(startDownloads(wanted, { folder, fetch }), true);
  const progress = [];
  const { downloaded: got } = await downloadPatternDatabases(wanted, (f) => progress.push(f), {
    folder,
    fetch,
  });
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
  assert.deepEqual([got, asked, progress], [{ downloaded: {}, failure: null }, 0, []]);
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

// Issue 33: a download that stalls, drips or fails is given up in time, and says why, so the
// provider builds instead of waiting. A real HTTP server on this machine and Node's own fetch;
// the limits are scaled down (the worker's are 5 s, 8 s and 45 s: download-watchdog.js).
const LIMITS = { stallMs: 400, graceMs: 600, deadlineMs: 3_000 };

/**
 * Serves index.json listing `name` (`size` bytes gzipped) and answers the table's file with
 * `answer(response)`; resolves to {folder, close}.
 */
async function realSite(t, name, size, answer) {
  const server = createServer((request, response) => {
    if (request.url.endsWith('/index.json')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ tables: [{ name, gzipped: size }] }));
    } else answer(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => (server.closeAllConnections(), server.close()));
  return new URL(`http://127.0.0.1:${server.address().port}/web/databases/`);
}

/** Downloads `name` from `folder` with LIMITS; resolves to {result, ms}. */
async function timedDownload(folder, name) {
  const started = performance.now();
  const result = await downloadPatternDatabases([{ name, entries: 100_000 }], () => {}, {
    folder,
    fetch: globalThis.fetch,
    limits: LIMITS,
  });
  return { result, ms: performance.now() - started };
}

test('a response that sends its headers and then holds the body is given up as stalled', async (t) => {
  const folder = await realSite(t, 'held-a', 50_000, (response) => {
    response.writeHead(200, { 'content-length': '50000' });
    response.write(new Uint8Array([0x1f, 0x8b])); // a gzip's first bytes, then nothing
  });
  const { result, ms } = await timedDownload(folder, 'held-a');
  assert.deepEqual(result, { downloaded: {}, failure: { reason: 'stalled' } });
  assert.ok(ms >= LIMITS.stallMs && ms < LIMITS.stallMs + 1_000, `given up after ${ms} ms`);
});

test('a drip (a byte at a time, never a stall) is given up as too slow after the grace', async (t) => {
  const folder = await realSite(t, 'drip-a', 50_000, (response) => {
    response.writeHead(200, { 'content-length': '50000' });
    const timer = setInterval(() => response.write(new Uint8Array([0])), 100);
    response.on('close', () => clearInterval(timer));
  });
  const { result, ms } = await timedDownload(folder, 'drip-a');
  assert.deepEqual(result, { downloaded: {}, failure: { reason: 'too-slow' } });
  assert.ok(ms >= LIMITS.graceMs && ms < LIMITS.deadlineMs, `given up after ${ms} ms`);
});

test('a slow but steady download that will finish in time is not given up', async (t) => {
  const bytes = gzipSync(table(40_000, 17));
  // About 1.5 s in all, half the deadline, in 30 pieces 50 ms apart: past the grace the
  // projection says it will finish in time, and no gap comes near the stall limit.
  const folder = await realSite(t, 'steady-a', bytes.length, (response) => {
    response.writeHead(200, { 'content-length': String(bytes.length) });
    const piece = Math.ceil(bytes.length / 30);
    let at = 0;
    const timer = setInterval(() => {
      response.write(bytes.subarray(at, at + piece));
      at += piece;
      if (at >= bytes.length) (clearInterval(timer), response.end());
    }, 50);
    response.on('close', () => clearInterval(timer));
  });
  const { result, ms } = await timedDownload(folder, 'steady-a');
  assert.equal(result.failure, null, `arrived in ${ms} ms`);
  assert.deepEqual(result.downloaded['steady-a'], table(40_000, 17));
});

test('an HTTP error says its status', async (t) => {
  const folder = await realSite(t, 'gone-a', 100, (response) => response.writeHead(503).end());
  const { result } = await timedDownload(folder, 'gone-a');
  assert.deepEqual(result, { downloaded: {}, failure: { reason: 'http', status: 503 } });
});

test('the connection lost (the offline event) gives a download up at once', async () => {
  const events = new EventTarget();
  const given = [];
  const started = performance.now();
  const watch = watchDownload(
    (why) => given.push([why, performance.now() - started]),
    LIMITS,
    events,
  );
  watch.progress(10, 1_000);
  events.dispatchEvent(new Event('offline'));
  events.dispatchEvent(new Event('offline'));
  assert.equal(given.length, 1, 'once');
  assert.equal(given[0][0], 'offline');
  assert.ok(given[0][1] < LIMITS.stallMs);
  assert.equal(watch.reason, 'offline');
});
