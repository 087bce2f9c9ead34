// The pattern-database store's open (issue 33): it never hangs a Solve. An open that does not
// answer — queued behind another tab's upgrade that a third tab blocks — is given up after its
// timeout, and a connection that arrives after that is closed, not leaked; a refused open (an
// opaque origin throws) is no store. Node has no IndexedDB: the factory here answers as a
// browser's does in each case (the real one is exercised by tests/e2e/pattern-databases-*.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { openPatternDatabaseStore } from '../../web/worker/pattern-database-store.js';

/** A database connection that knows whether it was closed. */
function connection(stores = ['pattern-databases']) {
  return {
    closed: false,
    onversionchange: null,
    objectStoreNames: { contains: (name) => stores.includes(name) },
    close() {
      this.closed = true;
    },
  };
}

/** A factory whose open answers with `db` after `afterMs` (never, when null). */
function factory(db, afterMs) {
  return {
    open() {
      const request = { result: db, onsuccess: null, onerror: null, onupgradeneeded: null };
      if (afterMs !== null) setTimeout(() => request.onsuccess?.(), afterMs);
      return request;
    },
  };
}

test('an open that never answers is given up after its timeout', async () => {
  const started = performance.now();
  const store = await openPatternDatabaseStore(factory(connection(), null), { timeoutMs: 100 });
  const ms = performance.now() - started;
  assert.equal(store, null);
  assert.ok(ms >= 95 && ms < 1_000, `given up after ${ms} ms`);
});

test('a connection that arrives after the timeout is closed, not leaked', async () => {
  const db = connection();
  assert.equal(await openPatternDatabaseStore(factory(db, 150), { timeoutMs: 50 }), null);
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(db.closed, true);
});

test('a connection closes on versionchange, and the store opens the database again', async () => {
  const first = connection();
  const second = connection();
  const opened = [];
  const answers = [first, second];
  const reopening = {
    open() {
      const db = answers[opened.length];
      opened.push(db);
      return factory(db, 0).open();
    },
  };
  const store = await openPatternDatabaseStore(reopening);
  assert.ok(store);
  first.onversionchange();
  assert.equal(first.closed, true, 'another tab asked for a newer version');
  // The next read opens the (upgraded) database again; this stand-in has no transactions, so
  // the read itself finds nothing.
  assert.equal(await store.get('a-table'), null);
  assert.deepEqual(opened, [first, second]);
  store.close();
  assert.equal(second.closed, true, 'closed when done');
  assert.equal(await store.get('a-table'), null);
  assert.equal(opened.length, 2, 'not opened again once closed');
});

test('a refused open, or a database without our store, is no store', async () => {
  const refusing = {
    open() {
      throw new DOMException('access denied in this context', 'SecurityError');
    },
  };
  assert.equal(await openPatternDatabaseStore(refusing), null);
  const foreign = connection([]);
  assert.equal(await openPatternDatabaseStore(factory(foreign, 0)), null);
  assert.equal(foreign.closed, true);
});
