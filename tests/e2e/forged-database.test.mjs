// Acceptance (issue 10): a pattern database forged in IndexedDB — one table entry changed and the
// format's checksum recomputed, as any page of this origin could (every GitHub Pages site of one
// account shares it) — is refused: the page builds that database again (a first visit downloaded
// them; a stored table that fails is built, never trusted), Korf #1 is still
// solved in 57 moves, marked shortest possible, and the stored entry is the genuine table again.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

const KORF_1 = [14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3];
const QUERY = `?board=${KORF_1.join(',')}&goal=blank-first`;
const BUILD_TIMEOUT = 90_000; // about 6 s; generous for a loaded CI machine

async function solveKorf1(app) {
  await app.button('Solve').click();
  assert.match(
    await app.waitForStatus(/^Solution requires \d+ steps/, BUILD_TIMEOUT),
    /^Solution requires 57 steps/,
  );
  await app.page.locator('#solution-card').waitFor(); // drawn in the frame after the answer's
  assert.match(await app.page.locator('#stats').textContent(), /Shortest possible\s*yes/);
  return app.page.locator('#notice').textContent();
}

// In the page: the stored databases' names with the SHA-256 of their values; with `forge`, the
// largest one gets its middle table byte raised by 9 and the FNV-1a 64 checksum recomputed
// (cpp/pdb/pattern_database_format.h: the checksum's 8 bytes end the header, which is 28 bytes
// and one per pattern tile, byte 15 holding the tile count).
function storedDatabases(forge) {
  const promised = (request) =>
    new Promise((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  const hex = (buffer) =>
    [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return (async () => {
    const db = await promised(indexedDB.open('npuzzle-lab', 1));
    const read = db.transaction('pattern-databases').objectStore('pattern-databases');
    const names = await promised(read.getAllKeys());
    const values = await promised(read.getAll());
    const entries = [];
    for (let i = 0; i < names.length; i++) {
      entries.push({ name: names[i], bytes: values[i].length, sha256: '' });
    }
    if (forge) {
      const largest = values.reduce((a, b) => (b.length > a.length ? b : a));
      const bytes = new Uint8Array(largest);
      const header = 28 + bytes[15];
      bytes[header + ((bytes.length - header) >> 1)] += 9;
      let hash = 0xcbf29ce484222325n;
      for (let j = 0; j < bytes.length; j++) {
        if (j >= header - 8 && j < header) continue;
        hash = ((hash ^ BigInt(bytes[j])) * 0x100000001b3n) & 0xffffffffffffffffn;
      }
      for (let j = 0; j < 8; j++) bytes[header - 8 + j] = Number((hash >> BigInt(8 * j)) & 0xffn);
      const write = db.transaction('pattern-databases', 'readwrite');
      write.objectStore('pattern-databases').put(bytes, names[values.indexOf(largest)]);
      await new Promise((resolve, reject) => {
        write.oncomplete = resolve;
        write.onerror = () => reject(write.error);
      });
    }
    const again = db.transaction('pattern-databases').objectStore('pattern-databases');
    for (const entry of entries) {
      const value = await promised(again.get(entry.name));
      entry.sha256 = hex(await crypto.subtle.digest('SHA-256', value));
    }
    db.close();
    return entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  })();
}

test('a forged database in IndexedDB is refused and rebuilt; Korf #1 stays 57 moves, optimal', async (t) => {
  const app = await browser.openApp(t, QUERY);
  assert.match(await solveKorf1(app), /Pattern databases downloaded and checked in/);
  const genuine = await app.page.evaluate(storedDatabases, false);
  assert.equal(genuine.length, 3, 'the three 6-6-3 tables are stored');

  const forged = await app.page.evaluate(storedDatabases, true);
  assert.equal(forged.filter((e, i) => e.sha256 !== genuine[i].sha256).length, 1, 'one forged');

  // A later visit: the forged table is refused, so the page builds rather than loads.
  await app.page.goto(`${browser.baseUrl}index.html${QUERY}`);
  await app.waitForLoaded();
  assert.match(await solveKorf1(app), /Pattern databases built in/);
  assert.deepEqual(await app.page.evaluate(storedDatabases, false), genuine, 'genuine again');

  // And the visit after that loads them, verified.
  await app.page.goto(`${browser.baseUrl}index.html${QUERY}`);
  await app.waitForLoaded();
  assert.match(await solveKorf1(app), /loaded from this browser's storage/);
  app.assertNoErrors();
});
