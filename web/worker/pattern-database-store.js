// @ts-check
// Pattern databases kept in IndexedDB, so each browser builds them once. Keys are the solver's
// database names (size, blank cell, pattern cells and format version), values the checksummed
// bytes the solver exported. Nothing read back is trusted: another site of the same origin can
// write here, so the solver verifies each table's SHA-256 on import and the provider rebuilds
// what fails (pattern-database-provider.js).
//
// Storage can be missing or refused — an opaque origin (a sandboxed iframe, some file:// pages),
// private modes, a full disk — and then every call quietly does nothing: the databases are
// simply built again next time.

//
// A connection is held only while it is used — one provision, one prefetch's look — and closed
// then, and at once when another tab asks for a newer version of the database (a later release
// left open beside this one): an open connection would block that upgrade, and every open queued
// behind it, this tab's next Solve among them. An open that does not answer within
// OPEN_TIMEOUT_MS (queued behind an upgrade that some other tab blocks) is given up: the solve
// goes on without storage rather than wait.

const DB_NAME = 'npuzzle-lab';
const STORE = 'pattern-databases';
// An open answers in milliseconds (tens on a cold start); one that has not answered in half a
// second is waiting on another tab, and a download or a build beats waiting for it.
export const OPEN_TIMEOUT_MS = 500;

/**
 * @template T
 * @param {IDBRequest<T>} request
 * @returns {Promise<T>}
 */
function promised(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * `has` says whether a value is kept under that name, without reading it; `put` and `delete`
 * whether they were done (false: storage refused the write — a full disk, say — or the
 * connection was closed for another tab); `close` ends the connection (every call then does
 * nothing and answers as if nothing were kept).
 * @typedef {{get(name: string): Promise<Uint8Array | null>, has(name: string): Promise<boolean>,
 *   put(name: string, bytes: Uint8Array): Promise<boolean>,
 *   delete(name: string): Promise<boolean>, close(): void}} PatternDatabaseStore
 */

/** Connections closed for another tab's upgrade (IDBDatabase does not say it is closed). */
const closedConnections = new WeakSet();

/** @param {IDBDatabase} db */
function isClosed(db) {
  return closedConnections.has(db);
}

/**
 * The database, opened; null when there is no IndexedDB, it is refused (an opaque origin throws
 * SecurityError), the open fails or does not answer in `timeoutMs`, or the database holds no
 * store of ours.
 * @param {IDBFactory | undefined} [indexedDB]
 * @param {number} [timeoutMs]
 * @returns {Promise<IDBDatabase | null>}
 */
function openDatabase(indexedDB = globalThis.indexedDB, timeoutMs = OPEN_TIMEOUT_MS) {
  return new Promise((resolve) => {
    let settled = false;
    /** @param {IDBDatabase | null} db */
    const settle = (db) => {
      if (settled) {
        db?.close(); // answered after it was given up: nobody uses it
        return;
      }
      settled = true;
      clearTimeout(timer);
      resolve(db);
    };
    const timer = setTimeout(() => settle(null), timeoutMs);
    try {
      if (!indexedDB) return settle(null);
      // No version: whatever version is there. A later release that upgraded the database keeps
      // this store (or this page proceeds without storage); asking for version 1 would fail
      // with a VersionError there. Only a new database is "upgraded", to create the store.
      const opening = indexedDB.open(DB_NAME);
      opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
      opening.onsuccess = () => {
        const db = opening.result;
        if (!db.objectStoreNames.contains(STORE)) {
          db.close();
          settle(null);
          return;
        }
        db.onversionchange = () => {
          db.close();
          closedConnections.add(db);
        };
        settle(db);
      };
      opening.onerror = () => settle(null);
    } catch {
      settle(null);
    }
  });
}

/**
 * @param {IDBFactory | undefined} [indexedDB]
 * @param {{timeoutMs?: number}} [options]
 * @returns {Promise<PatternDatabaseStore | null>}
 */
export async function openPatternDatabaseStore(indexedDB = globalThis.indexedDB, options = {}) {
  /** @type {IDBDatabase | null} */
  let db = await openDatabase(indexedDB, options.timeoutMs);
  if (!db) return null;
  let closed = false;
  // The connection, opened again if another tab's upgrade closed it (onversionchange): a Solve
  // that was reading its tables goes on reading them from the upgraded database.
  const connection = async () => {
    if (db && !isClosed(db)) return db;
    if (closed) return null;
    db = await openDatabase(indexedDB, options.timeoutMs);
    return db;
  };
  /**
   * @template T
   * @param {IDBTransactionMode} mode
   * @param {(store: IDBObjectStore) => IDBRequest} action
   * @param {T} fallback
   */
  const run = async (mode, action, fallback) => {
    try {
      const open = await connection();
      if (!open) return fallback;
      // Throws InvalidStateError if the connection closed since (another upgrade).
      const transaction = open.transaction(STORE, mode);
      const result = await promised(action(transaction.objectStore(STORE)));
      if (mode === 'readwrite') {
        await new Promise((resolve, reject) => {
          transaction.oncomplete = resolve;
          transaction.onerror = () => reject(transaction.error);
          transaction.onabort = () => reject(transaction.error);
        });
      }
      return result;
    } catch {
      return fallback;
    }
  };
  return {
    async get(name) {
      const value = await run('readonly', (store) => store.get(name), null);
      return value instanceof Uint8Array ? value : null;
    },
    async has(name) {
      return (await run('readonly', (store) => store.getKey(name), undefined)) !== undefined;
    },
    async put(name, bytes) {
      return (await run('readwrite', (store) => store.put(bytes, name), false)) !== false;
    },
    async delete(name) {
      return (await run('readwrite', (store) => store.delete(name), false)) !== false;
    },
    close() {
      closed = true;
      db?.close();
    },
  };
}
