// The provider trusts nothing it reads from IndexedDB (issue 10): every stored value it hands to
// the solver is judged there (size first, then the table's SHA-256); a value the solver refuses
// (forged, damaged, the wrong size) is deleted and the database built, and only what the solver
// built is stored. Two calls into the module: what is needed, then one preparation.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { providePatternDatabases } from '../../web/worker/pattern-database-provider.js';

const NAME = '4x4-blank0-cells-7-11-15-v1';
const ENTRIES = 3360;
const GENUINE = 28 + 3 + ENTRIES; // header, one byte per pattern tile, the table

// A stand-in for the module's SolverSession (or SearchStepper): one database needed until
// imported or built; it accepts a stored value of the genuine size when `accept` says so.
function fakeSearches({ accept }) {
  const calls = { needs: 0, prepared: [] };
  let ready = false;
  return {
    calls,
    patternDatabasesFor() {
      calls.needs += 1;
      return JSON.stringify({ databases: [{ name: NAME, entries: ENTRIES, ready }] });
    },
    preparePatternDatabases(request, stored, onProgress) {
      calls.prepared.push(Object.keys(stored).map((name) => [name, stored[name].length]));
      const answer = { status: 'ok', imported: [], rejected: [], built: [] };
      const bytes = stored[NAME];
      if (bytes && accept && bytes.length === GENUINE) {
        answer.imported.push(NAME);
      } else {
        if (bytes) answer.rejected.push({ name: NAME, error: 'SHA-256 mismatch' });
        onProgress(1);
        answer.built.push({ name: NAME, bytes: new Uint8Array(GENUINE) });
      }
      ready = true;
      return answer;
    },
  };
}

// `refusesWrites`: a full disk (every put and delete fails). `connections` counts those opened
// and not yet closed.
function fakeStore(initial, { refusesWrites = false } = {}) {
  const values = new Map(initial);
  const log = [];
  const fake = {
    values,
    log,
    connections: 0,
    open: async () => {
      fake.connections += 1;
      return {
        get: async (name) => values.get(name) ?? null,
        put: async (name, bytes) => {
          log.push(['put', name, bytes.length]);
          if (!refusesWrites) values.set(name, bytes);
          return !refusesWrites;
        },
        delete: async (name) => (log.push(['delete', name]), values.delete(name), !refusesWrites),
        close: () => (fake.connections -= 1),
      };
    },
  };
  return fake;
}

const request = { board: '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15', goal: 'blank-first' };

test('a stored value the solver refuses (wrong size, forged) is deleted, then built and stored', async () => {
  for (const [size, accept] of [
    [1e6, true],
    [ENTRIES, true],
    [GENUINE + 1, true],
    [10, true],
    [GENUINE, false],
  ]) {
    const searches = fakeSearches({ accept });
    const store = fakeStore([[NAME, new Uint8Array(size)]]);
    const progress = [];
    const result = await providePatternDatabases(
      searches,
      request,
      (f) => progress.push(f),
      store.open,
    );
    assert.equal(result.source, 'built', `size ${size}`);
    assert.deepEqual(result.names, [NAME]);
    // One preparation, handed the stored value: the solver judges it, not the page.
    assert.deepEqual(searches.calls.prepared, [[[NAME, size]]], `size ${size}`);
    assert.deepEqual(store.log, [
      ['delete', NAME],
      ['put', NAME, GENUINE],
    ]);
    // The value was there, so the build was not foreseen: its progress came from the solver.
    assert.deepEqual(progress, [1]);
  }
});

test('nothing stored: the build is announced at 0, then built and stored', async () => {
  const searches = fakeSearches({ accept: true });
  const store = fakeStore([]);
  const progress = [];
  const result = await providePatternDatabases(
    searches,
    request,
    (f) => progress.push(f),
    store.open,
  );
  assert.equal(result.source, 'built');
  assert.deepEqual(searches.calls.prepared, [[]]);
  assert.deepEqual(progress, [0, 1]);
  assert.deepEqual(store.log, [['put', NAME, GENUINE]]);
});

test('a value the solver accepts is loaded, nothing built or stored', async () => {
  const searches = fakeSearches({ accept: true });
  const store = fakeStore([[NAME, new Uint8Array(GENUINE)]]);
  const result = await providePatternDatabases(searches, request, () => {}, store.open);
  assert.equal(result.source, 'stored');
  assert.deepEqual(store.log, []);
  // Held now: the next solve asks once and is told nothing is missing.
  assert.equal(await providePatternDatabases(searches, request, () => {}, store.open), null);
  assert.equal(searches.calls.needs, 2);
  assert.equal(searches.calls.prepared.length, 1);
});

test('without storage (an opaque origin) the databases are built, and a failed build throws', async () => {
  const searches = fakeSearches({ accept: true });
  const result = await providePatternDatabases(
    searches,
    request,
    () => {},
    async () => null,
  );
  assert.equal(result.source, 'built');

  const failing = {
    patternDatabasesFor: () =>
      JSON.stringify({ databases: [{ name: NAME, entries: ENTRIES, ready: false }] }),
    preparePatternDatabases: () => ({
      status: 'error',
      error: 'out of memory',
      imported: [],
      rejected: [],
      built: [],
    }),
  };
  await assert.rejects(
    providePatternDatabases(
      failing,
      request,
      () => {},
      async () => null,
    ),
    /out of memory/,
  );
});

// Issue 11: what this browser does not keep is downloaded first (the site ships the 15-puzzle's
// tables); a download is judged by the same import, stored only once accepted, and built when
// refused or missing — with the progress saying which.
test('nothing stored: the download is offered to the solver, and kept only once accepted', async () => {
  for (const accept of [true, false]) {
    const searches = fakeSearches({ accept });
    const store = fakeStore([]);
    const progress = [];
    const asked = [];
    const download = async (tables, onProgress) => {
      asked.push(tables.map((t) => [t.name, t.entries]));
      onProgress(0.5);
      onProgress(1);
      return { downloaded: { [NAME]: new Uint8Array(GENUINE) }, failure: null };
    };
    const result = await providePatternDatabases(
      searches,
      request,
      (f, source) => progress.push([source, f]),
      store.open,
      download,
    );
    assert.deepEqual(asked, [[[NAME, ENTRIES]]]);
    assert.deepEqual(searches.calls.prepared, [[[NAME, GENUINE]]]);
    if (accept) {
      assert.equal(result.source, 'downloaded');
      assert.deepEqual(progress, [
        ['download', 0.5],
        ['download', 1],
      ]);
      assert.deepEqual(store.log, [['put', NAME, GENUINE]]);
    } else {
      // Refused (its SHA-256 is not the solver's): built; the download, written while the solver
      // judged it, is deleted, and the built table stored.
      assert.equal(result.source, 'built');
      assert.deepEqual(progress, [
        ['download', 0.5],
        ['download', 1],
        ['build', 1],
      ]);
      assert.deepEqual(store.log, [
        ['put', NAME, GENUINE],
        ['delete', NAME],
        ['put', NAME, GENUINE],
      ]);
    }
  }
});

test('a stored table is not downloaded again; a failed download means a build, announced', async () => {
  const stored = fakeStore([[NAME, new Uint8Array(GENUINE)]]);
  const asked = [];
  const recording = async (tables) => (
    asked.push(tables.map((t) => t.name)),
    { downloaded: {}, failure: null }
  );
  const loaded = await providePatternDatabases(
    fakeSearches({ accept: true }),
    request,
    () => {},
    stored.open,
    recording,
  );
  assert.equal(loaded.source, 'stored');
  assert.deepEqual(asked, [[]], 'nothing to download: the table is kept');

  const progress = [];
  const result = await providePatternDatabases(
    fakeSearches({ accept: true }),
    request,
    (f, source) => progress.push([source, f]),
    fakeStore([]).open,
    async () => ({ downloaded: {}, failure: null }),
  );
  assert.equal(result.source, 'built');
  assert.deepEqual(progress, [
    ['build', 0],
    ['build', 1],
  ]);
});

// Issue 33: a download given up (stalled, say) or refused by the solver's check is built, and
// the build's progress and the result say why; the page says "kept in this browser" only when
// IndexedDB took every table; no connection is left open after a provision.
test('a failed download: the build says why (progress and result), a refused one too', async () => {
  const progress = [];
  const stalled = { reason: 'stalled' };
  const store = fakeStore([]);
  const result = await providePatternDatabases(
    fakeSearches({ accept: true }),
    request,
    (f, source, fallback) => progress.push([source, f, fallback]),
    store.open,
    async () => ({ downloaded: {}, failure: stalled }),
  );
  assert.equal(result.source, 'built');
  assert.deepEqual(result.fallback, stalled);
  assert.deepEqual(progress, [
    ['build', 0, stalled],
    ['build', 1, stalled],
  ]);
  assert.equal(store.connections, 0, 'closed after the provision');

  const refused = await providePatternDatabases(
    fakeSearches({ accept: false }),
    request,
    () => {},
    fakeStore([]).open,
    async () => ({ downloaded: { [NAME]: new Uint8Array(GENUINE) }, failure: null }),
  );
  assert.equal(refused.source, 'built');
  assert.deepEqual(refused.fallback, { reason: 'refused' });

  // Nothing failed: nothing to explain.
  const plain = await providePatternDatabases(
    fakeSearches({ accept: true }),
    request,
    () => {},
    fakeStore([]).open,
    async () => ({ downloaded: {}, failure: null }),
  );
  assert.equal(plain.fallback, undefined);
});

test('kept only when IndexedDB took the tables: not without storage, nor when writes fail', async () => {
  const download = async () => ({ downloaded: { [NAME]: new Uint8Array(GENUINE) }, failure: null });
  const nothing = async () => ({ downloaded: {}, failure: null });
  const cases = [
    ['built, stored', fakeStore([]), nothing, 'built', true],
    ['built, no storage', null, nothing, 'built', false],
    ['built, writes refused', fakeStore([], { refusesWrites: true }), nothing, 'built', false],
    ['downloaded, stored', fakeStore([]), download, 'downloaded', true],
    ['downloaded, no storage', null, download, 'downloaded', false],
    [
      'downloaded, writes refused',
      fakeStore([], { refusesWrites: true }),
      download,
      'downloaded',
      false,
    ],
    ['loaded from storage', fakeStore([[NAME, new Uint8Array(GENUINE)]]), nothing, 'stored', true],
  ];
  for (const [label, store, fetched, source, kept] of cases) {
    const result = await providePatternDatabases(
      fakeSearches({ accept: true }),
      request,
      () => {},
      store ? store.open : async () => null,
      fetched,
    );
    assert.deepEqual([result.source, result.kept], [source, kept], label);
    if (store) assert.equal(store.connections, 0, `${label}: closed`);
  }
});
