// The provider trusts nothing it reads from IndexedDB (issue 10): a stored value that is not the
// size of the database it claims to be never reaches the solver and is deleted, a value the
// solver refuses (forged, damaged) is deleted and the databases are built, and only what the
// solver exports is stored.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { providePatternDatabases } from '../../web/worker/pattern-database-provider.js';

const NAME = '4x4-blank0-cells-7-11-15-v1';
const ENTRIES = 3360;

// A stand-in for the wasm module: one database needed until imported or built.
function fakeModule({ accept }) {
  const calls = { imported: [], built: 0 };
  let ready = false;
  return {
    calls,
    patternDatabasesFor: () =>
      JSON.stringify({ databases: [{ name: NAME, entries: ENTRIES, ready }] }),
    importPatternDatabase(bytes) {
      calls.imported.push(bytes.length);
      if (!accept) return JSON.stringify({ status: 'invalid', error: 'SHA-256 mismatch' });
      ready = true;
      return JSON.stringify({ status: 'ok', name: NAME });
    },
    buildPatternDatabases(...args) {
      calls.built += 1;
      ready = true;
      args.at(-1)(1);
      return JSON.stringify({ status: 'ok', built: [NAME] });
    },
    exportPatternDatabase: () => new Uint8Array(28 + 3 + ENTRIES),
  };
}

function fakeStore(initial) {
  const values = new Map(initial);
  const log = [];
  return {
    values,
    log,
    open: async () => ({
      get: async (name) => values.get(name) ?? null,
      put: async (name, bytes) => (log.push(['put', name, bytes.length]), values.set(name, bytes)),
      delete: async (name) => (log.push(['delete', name]), values.delete(name)),
    }),
  };
}

const request = { board: '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15', goal: 'blank-first' };

test('a stored value of the wrong size is deleted without reaching the solver, then rebuilt', async () => {
  for (const size of [1e6, ENTRIES, 28 + 8 + ENTRIES + 1, 10]) {
    const module = fakeModule({ accept: true });
    const store = fakeStore([[NAME, new Uint8Array(size)]]);
    const result = await providePatternDatabases(module, request, () => {}, store.open);
    assert.equal(result.source, 'built', `size ${size}`);
    assert.deepEqual(module.calls.imported, [], `size ${size} never handed over`);
    assert.deepEqual(store.log, [
      ['delete', NAME],
      ['put', NAME, 28 + 3 + ENTRIES],
    ]);
  }
});

test('a value the solver refuses is deleted and the databases are built and stored', async () => {
  const module = fakeModule({ accept: false });
  const store = fakeStore([[NAME, new Uint8Array(28 + 3 + ENTRIES)]]);
  const result = await providePatternDatabases(module, request, () => {}, store.open);
  assert.equal(result.source, 'built');
  assert.deepEqual(module.calls.imported, [28 + 3 + ENTRIES]);
  assert.equal(module.calls.built, 1);
  assert.deepEqual(store.log, [
    ['delete', NAME],
    ['put', NAME, 28 + 3 + ENTRIES],
  ]);
});

test('a value the solver accepts is loaded, nothing built', async () => {
  const module = fakeModule({ accept: true });
  const store = fakeStore([[NAME, new Uint8Array(28 + 3 + ENTRIES)]]);
  const result = await providePatternDatabases(module, request, () => {}, store.open);
  assert.equal(result.source, 'stored');
  assert.equal(module.calls.built, 0);
  assert.deepEqual(store.log, []);
});
