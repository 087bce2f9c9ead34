// The page's memory (issue 14, a page that remembers): web/state/remembered-state.js reads back
// anything at all (garbage, another version, a user's edits) without failing, keeps only the
// query parameters that describe the page (not a solution step, autoplay or embed mode), and a
// storage that refuses access, throws on reads or is full gives a page that remembers nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  RememberedState,
  STORAGE_KEYS,
  namesPage,
  openStorage,
  rememberedQuery,
  validPageMemory,
} from '../../web/state/remembered-state.js';

/** An in-memory Storage; `full` makes setItem throw as a full quota does. */
class MemoryStorage {
  map = new Map();
  full = false;
  getItem(key) {
    return this.map.has(key) ? this.map.get(key) : null;
  }
  setItem(key, value) {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.map.set(key, String(value));
  }
  removeItem(key) {
    this.map.delete(key);
  }
}

const DEFAULTS = {
  query: '',
  memoryMB: null,
  theme: 'auto',
  language: null,
  metric: 'stm',
  hover: false,
};

test('garbage reads back as the defaults', () => {
  for (const garbage of [
    null,
    undefined,
    42,
    'text',
    [],
    { query: 7, memoryMB: 'lots', theme: 'purple' },
    { language: 'fr' }, // no catalog
    { language: 'en-XA' }, // the tests' pseudo-language is never remembered
    { language: 'de-AT' }, // the page only ever stores the bare code
    { language: 42 },
    { query: '?board=1 2 3' }, // a space: not a query the page wrote
    { query: 'board=1,2,3' }, // no `?`
    { query: `?board=${'1,'.repeat(4000)}` }, // too long
    { memoryMB: 0.5 },
    { memoryMB: -3 },
    { memoryMB: 10_000_000 },
    { metric: 'MTM' }, // the page stores the lower-case name
    { metric: 'htm' },
    { metric: ['mtm'] },
    { hover: 'true' }, // only the boolean the page writes
    { hover: 1 },
  ]) {
    assert.deepEqual(validPageMemory(garbage), DEFAULTS, JSON.stringify(garbage));
  }
});

test('a remembered query keeps the page and drops the moment', () => {
  assert.equal(
    rememberedQuery(
      '?board=1,2,3,4,0,5,7,8,6&algorithm=idastar&step=3&start=1,2,3,4,5,6,7,8,0&lab=heuristic&lang=de&autoplay=1&embed=1',
    ),
    '?board=1,2,3,4,0,5,7,8,6&algorithm=idastar&lab=heuristic',
  );
  assert.equal(rememberedQuery('?utm_source=mail'), '', 'nothing of the page');
  assert.equal(rememberedQuery('?step=3'), '');
  assert.deepEqual(
    validPageMemory({
      query: '?board=1,0,2,3&size=2x2',
      memoryMB: 64,
      theme: 'dark',
      language: 'zh',
      metric: 'mtm',
      hover: true,
    }),
    {
      query: '?board=1,0,2,3&size=2x2',
      memoryMB: 64,
      theme: 'dark',
      language: 'zh',
      metric: 'mtm',
      hover: true,
    },
  );
});

test('a URL wins when it names anything of the page', () => {
  assert.equal(namesPage(''), false);
  assert.equal(namesPage('?'), false);
  assert.equal(namesPage('?utm_source=mail&fbclid=x'), false);
  for (const query of [
    '?board=1,2,3,0',
    '?size=4x4',
    '?lab=step',
    '?embed=1',
    '?goal=blank-first',
  ]) {
    assert.equal(namesPage(query), true, query);
  }
});

test('what is saved reads back; stored garbage and a foreign version read as nothing', () => {
  const storage = new MemoryStorage();
  const memory = new RememberedState(storage);
  assert.equal(memory.available, true);
  assert.ok(memory.savePage({ query: '?board=8,6,7,2,5,4,3,0,1&lab=compare' }));
  assert.ok(memory.savePage({ theme: 'light' }));
  assert.ok(memory.savePage({ language: 'es' }));
  assert.ok(memory.savePage({ metric: 'mtm' }));
  assert.ok(memory.savePage({ hover: true }));
  assert.deepEqual(new RememberedState(storage).page, {
    query: '?board=8,6,7,2,5,4,3,0,1&lab=compare',
    memoryMB: null,
    theme: 'light',
    language: 'es',
    metric: 'mtm',
    hover: true,
  });
  storage.setItem(STORAGE_KEYS.page, '{not json');
  storage.setItem(STORAGE_KEYS.best, '[{"key": 3}]');
  const garbled = new RememberedState(storage);
  assert.deepEqual(garbled.page, DEFAULTS);
  assert.deepEqual(garbled.best, []);
});

test('a full storage, or one that throws, means no memory, never an error', () => {
  const full = new MemoryStorage();
  full.full = true;
  const memory = new RememberedState(full);
  assert.equal(memory.savePage({ theme: 'dark' }), false);
  assert.equal(memory.saveBest([]), false);

  const hostile = {
    getItem() {
      throw new Error('SecurityError');
    },
    setItem() {
      throw new Error('SecurityError');
    },
    removeItem() {
      throw new Error('SecurityError');
    },
  };
  const refused = new RememberedState(/** @type {any} */ (hostile));
  assert.deepEqual(refused.page, DEFAULTS);
  assert.deepEqual(refused.best, []);
  assert.equal(refused.savePage({ theme: 'dark' }), false);
  refused.forget();

  // A sandboxed frame: reading `localStorage` itself throws.
  const sandboxed = Object.defineProperty({}, 'localStorage', {
    get() {
      throw new DOMException('The document is sandboxed.', 'SecurityError');
    },
  });
  assert.equal(openStorage(sandboxed), null);
  assert.equal(openStorage({}), null);
  assert.equal(new RememberedState(null).available, false);
  assert.equal(openStorage({ localStorage: new MemoryStorage() }) !== null, true);
});

test('forget() clears both keys and stores nothing more in this page', () => {
  const storage = new MemoryStorage();
  storage.setItem('someone-else', 'kept');
  const memory = new RememberedState(storage);
  memory.savePage({ query: '?board=1,0,2,3&size=2x2', theme: 'dark' });
  memory.saveBest([{ key: '2x2|1,0,2,3|1,2,3,0', results: [{ moves: 3, ms: 1, at: 1 }] }]);
  memory.forget();
  assert.deepEqual([...storage.map.keys()], ['someone-else']);
  assert.equal(memory.savePage({ theme: 'light' }), false, 'the pagehide save after Start fresh');
  assert.equal(memory.saveBest([]), false);
  assert.deepEqual([...storage.map.keys()], ['someone-else']);
});
