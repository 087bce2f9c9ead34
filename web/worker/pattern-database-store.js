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

const DB_NAME = 'npuzzle-lab';
const DB_VERSION = 1;
const STORE = 'pattern-databases';

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
 * `has` says whether a value is kept under that name, without reading it.
 * @typedef {{get(name: string): Promise<Uint8Array | null>, has(name: string): Promise<boolean>,
 *   put(name: string, bytes: Uint8Array): Promise<void>,
 *   delete(name: string): Promise<void>}} PatternDatabaseStore
 */

/**
 * @param {IDBFactory | undefined} [indexedDB]
 * @returns {Promise<PatternDatabaseStore | null>}
 */
export async function openPatternDatabaseStore(indexedDB = globalThis.indexedDB) {
  let db;
  try {
    if (!indexedDB) return null;
    const opening = indexedDB.open(DB_NAME, DB_VERSION);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    db = await promised(opening);
  } catch {
    return null;
  }
  /**
   * @template T
   * @param {IDBTransactionMode} mode
   * @param {(store: IDBObjectStore) => IDBRequest} action
   * @param {T} fallback
   */
  const run = async (mode, action, fallback) => {
    try {
      const transaction = db.transaction(STORE, mode);
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
      await run('readwrite', (store) => store.put(bytes, name), undefined);
    },
    async delete(name) {
      await run('readwrite', (store) => store.delete(name), undefined);
    },
  };
}
