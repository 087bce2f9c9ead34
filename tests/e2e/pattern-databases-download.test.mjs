// Acceptance (issue 11, the first visit): the site ships the 15-puzzle's 6-6-3 pattern databases
// precomputed (dist/web/databases/, gzipped), so a fresh browser profile downloads them instead of
// building them — the worker reports its progress as a download, never a build — and Korf #1 is
// answered in 57 moves. A download is as untrusted as a stored table: a served file with one
// table entry changed (and the format's checksum recomputed, so only the SHA-256 can tell) is
// rejected and the page builds instead, and so does a file that is missing (404). Nothing
// rejected is kept: the next visit loads genuine tables. The 24-puzzle's tables ship too.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';

import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

const KORF_1 = [14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3];
const QUERY = `?board=${KORF_1.join(',')}&goal=blank-first`;
const BUILD_TIMEOUT = 90_000; // a build is 6 s alone, far more on a busy machine
const TABLE = '4x4-blank0-cells-1-2-3-4-5-6-v1'; // one of the two large tables
const TABLE_FILES = /\/web\/databases\/[\w-]+\.bin\.gz$/;

/**
 * The table files the page and its solver worker request from now on (not a service worker's
 * own requests: one that keeps the site for offline use may fetch them too).
 */
function watchTableRequests(app) {
  const urls = [];
  app.context.on('request', (request) => {
    if (TABLE_FILES.test(request.url()) && !request.serviceWorker()) urls.push(request.url());
  });
  return urls;
}

/** Records every status text from now on (the progress line is short-lived). */
async function watchStatus(app) {
  await app.page.evaluate(() => {
    window.__statusSeen = [];
    const status = document.querySelector('[role=status]');
    new MutationObserver(() => window.__statusSeen.push(status.textContent.trim())).observe(
      status,
      { childList: true, characterData: true, subtree: true },
    );
  });
}

/** Solves the board on show; the status, the notice and where the worker said the tables came from. */
async function solve(app) {
  await app.waitForNoLongTasks();
  await watchStatus(app);
  const solveStart = await app.page.evaluate(() => performance.now());
  await app.button('Solve').click();
  // A 24-puzzle's answer is not proven shortest: its status says so.
  const status = await app.waitForStatus(
    /^Solution requires \d+ steps|^A solution of [\d,]+ moves/,
    BUILD_TIMEOUT,
  );
  await app.page.locator('#solution-card').waitFor(); // drawn in the frame after the answer's
  const messages = await app.workerMessages();
  return {
    status,
    solveStart,
    notice: await app.page.locator('#notice').textContent(),
    stats: await app.page.locator('#stats').textContent(),
    sources: [...new Set(messages.filter((m) => m.source).map((m) => m.source))],
    statusSeen: await app.page.evaluate(() => window.__statusSeen),
  };
}

/**
 * A table file as the site serves it, with its middle table entry raised by 9 and the FNV-1a 64
 * checksum recomputed (cpp/pdb/pattern_database_format.h: the header is 28 bytes and one per
 * pattern tile, byte 15 holding the tile count, and its last 8 bytes are the checksum).
 */
function forgedFile(gzipped) {
  const bytes = new Uint8Array(gunzipSync(gzipped));
  const header = 28 + bytes[15];
  bytes[header + ((bytes.length - header) >> 1)] += 9;
  // FNV-1a 64 with two 32-bit halves (BigInt per byte would take seconds for 5.8 MB).
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  for (let j = 0; j < bytes.length; j++) {
    if (j >= header - 8 && j < header) continue;
    lo = (lo ^ bytes[j]) >>> 0;
    // (hi:lo) * 0x100000001b3 mod 2^64 = (hi:lo) * 0x1b3 + (lo << 40)
    const loTimes = lo * 0x1b3;
    const carry = Math.floor(loTimes / 2 ** 32);
    const newLo = loTimes >>> 0;
    const newHi = (hi * 0x1b3 + carry + ((lo << 8) >>> 0)) >>> 0;
    hi = newHi;
    lo = newLo;
  }
  for (let j = 0; j < 4; j++) {
    bytes[header - 8 + j] = (lo >>> (8 * j)) & 0xff;
    bytes[header - 4 + j] = (hi >>> (8 * j)) & 0xff;
  }
  return gzipSync(bytes);
}

test('a fresh profile downloads the tables (no build) and answers Korf #1 in 57 moves', async (t) => {
  const app = await browser.openApp(t, '');
  const tableRequests = watchTableRequests(app);
  await app.page.goto(`${browser.baseUrl}index.html${QUERY}`);
  await app.waitForLoaded();
  const first = await solve(app);
  assert.match(first.status, /^Solution requires 57 steps/);
  assert.match(first.stats, /Shortest possible\s*yes/);
  assert.deepEqual(first.sources, ['download'], 'the worker reported a download, never a build');
  assert.ok(
    first.statusSeen.some((text) => /^Downloading pattern databases… \d+%$/.test(text)),
    `the status said it was downloading: ${JSON.stringify(first.statusSeen)}`,
  );
  assert.ok(!first.statusSeen.some((text) => /Building/.test(text)), 'never said building');
  assert.match(first.notice, /Pattern databases downloaded and checked in/);
  assert.equal(new Set(tableRequests).size, 3, `three files: ${tableRequests}`);
  assert.deepEqual(await app.longTasksSince(first.solveStart), [], 'no long task');

  // A reload neither downloads nor builds: the verified tables were kept in IndexedDB.
  const before = tableRequests.length;
  await app.page.goto(`${browser.baseUrl}index.html${QUERY}`);
  await app.waitForLoaded();
  const again = await solve(app);
  assert.match(again.status, /^Solution requires 57 steps/);
  assert.match(again.notice, /loaded from this browser's storage/);
  assert.deepEqual(tableRequests.slice(before), [], 'not fetched again');
  app.assertNoErrors();
});

test("a fresh profile's first 24-puzzle downloads its six tables instead of building them", async (t) => {
  // Korf & Felner's #1 (95 moves at the least), toward the blank-first goal of their set.
  const board = [14, 5, 9, 2, 18, 8, 23, 19, 12, 17, 15, 0, 10, 20, 4, 6, 11, 21, 1, 7, 24, 3, 16];
  const query = `?board=${[...board, 22, 13].join(',')}&goal=blank-first`;
  const app = await browser.openApp(t, '');
  const tableRequests = watchTableRequests(app);
  await app.page.goto(`${browser.baseUrl}index.html${query}`);
  await app.waitForLoaded();
  const first = await solve(app);
  const length = Number(/^A solution of (\d+) moves/.exec(first.status)?.[1]);
  assert.ok(length >= 95, `a path no shorter than the optimum: ${first.status}`);
  assert.deepEqual(first.sources, ['download'], 'the worker reported a download, never a build');
  assert.ok(!first.statusSeen.some((text) => /Building/.test(text)), 'never said building');
  assert.match(first.notice, /Pattern databases downloaded and checked in/);
  const files = [...new Set(tableRequests)].map((url) => url.split('/').pop());
  assert.equal(files.length, 6, `six files: ${files}`);
  assert.ok(
    files.every((file) => file.startsWith('5x5-')),
    `the 5x5 tables only: ${files}`,
  );
  app.assertNoErrors();
});

test('a served table forged past its checksum is refused: the page builds, still 57 moves', async (t) => {
  const app = await browser.openApp(t, '');
  let forgedServed = 0;
  await app.context.route(`**/web/databases/${TABLE}.bin.gz`, async (route) => {
    const response = await route.fetch();
    forgedServed += 1;
    await route.fulfill({ response, body: forgedFile(await response.body()) });
  });
  await app.page.goto(`${browser.baseUrl}index.html${QUERY}`);
  await app.waitForLoaded();
  const first = await solve(app);
  assert.ok(forgedServed >= 1, 'the forged file was served');
  assert.match(first.status, /^Solution requires 57 steps/);
  assert.match(first.stats, /Shortest possible\s*yes/);
  assert.deepEqual(first.sources, ['download', 'build'], 'downloaded, then built what failed');
  assert.ok(first.statusSeen.some((text) => /^Building pattern databases… \d+%$/.test(text)));
  assert.match(first.notice, /Pattern databases built in/);

  // The forged table was not kept: the next visit loads all three, verified, from storage.
  await app.context.unroute(`**/web/databases/${TABLE}.bin.gz`);
  await app.page.goto(`${browser.baseUrl}index.html${QUERY}`);
  await app.waitForLoaded();
  const again = await solve(app);
  assert.match(again.status, /^Solution requires 57 steps/);
  assert.match(again.notice, /loaded from this browser's storage/);
  app.assertNoErrors();
});

test('a table the server does not have (404): the small tables answer, the full ones are built in the background', async (t) => {
  const app = await browser.openApp(t, '');
  await app.context.route(`**/web/databases/${TABLE}.bin.gz`, (route) =>
    route.fulfill({ status: 404, body: 'not found' }),
  );
  await app.page.goto(`${browser.baseUrl}index.html${QUERY}`);
  await app.waitForLoaded();
  const first = await solve(app);
  assert.match(first.status, /^Solution requires 57 steps/);
  assert.deepEqual(first.sources, ['download', 'build']);
  assert.match(first.notice, /Answered with the small pattern databases \(5-5-5\)/);
  // The 404 itself, as the browser reports it, and nothing else.
  const missing = `${browser.baseUrl}web/databases/${TABLE}.bin.gz`;
  for (const problem of app.problems) {
    assert.ok(problem.includes(missing) || /status of 404/.test(problem), problem);
  }
});
