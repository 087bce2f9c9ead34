// The picture the tiles show, kept in this browser's IndexedDB (database `npuzzle-picture`) so
// that a reload restores it. Nothing here goes over the network: the picture is never uploaded.
//
// For other parts of the page (e.g. "Start fresh", which forgets everything the page kept):
//
//   import { clearPicture, onPictureChange } from './picture-store.js';
//   await clearPicture();          // forgets the stored picture; the board goes back to numbers
//   const stop = onPictureChange(({ picture, reason }) => { … });
//                                  // reason 'saved' (picture: the record) or 'cleared' (null)
//
// The page's picture controller (picture-controller.js) listens too, so clearPicture() from
// anywhere removes the picture on show. A record is
//   {source: {kind: 'scene', id} | {kind: 'file', name, type, bytes: ArrayBuffer},
//    crop: {cx, cy, zoom}, numbers: boolean}
// (a file's bytes are the downscaled image the page made, not the file as chosen).
//
// Where storage is refused (private windows in some browsers, a sandboxed iframe's opaque
// origin) every call still resolves: load gives null and save reports `false`, so the picture
// works for the visit and is simply not kept.

const DATABASE = 'npuzzle-picture';
const STORE = 'picture';
const KEY = 'current';

const events = new EventTarget();

/**
 * Calls `listener({picture, reason})` after every save and clear; returns a function that stops.
 * @param {(change: {picture: object | null, reason: 'saved' | 'cleared'}) => void} listener
 */
export function onPictureChange(listener) {
  const handler = (event) => listener(/** @type {CustomEvent} */ (event).detail);
  events.addEventListener('change', handler);
  return () => events.removeEventListener('change', handler);
}

function announce(picture, reason) {
  events.dispatchEvent(new CustomEvent('change', { detail: { picture, reason } }));
}

/** The database, or null where this page may not have one. */
function open() {
  return new Promise((resolve) => {
    let request;
    try {
      request = indexedDB.open(DATABASE, 1);
    } catch {
      resolve(null); // SecurityError in an opaque origin; no indexedDB at all
      return;
    }
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

/** Runs one request on the store; resolves to its result, or `fallback` if anything fails. */
async function run(mode, makeRequest, fallback) {
  const db = await open();
  if (!db) return fallback;
  try {
    return await new Promise((resolve) => {
      const transaction = db.transaction(STORE, mode);
      const request = makeRequest(transaction.objectStore(STORE));
      let result = fallback;
      request.onsuccess = () => (result = request.result);
      transaction.oncomplete = () => resolve(result === undefined ? fallback : result);
      transaction.onerror = () => resolve(fallback);
      transaction.onabort = () => resolve(fallback);
    });
  } catch {
    return fallback;
  } finally {
    db.close();
  }
}

/** The stored picture record, or null (none, or storage refused). */
export async function loadPicture() {
  const record = await run('readonly', (store) => store.get(KEY), null);
  return record && typeof record === 'object' && record.source ? record : null;
}

/** Keeps `record`; resolves to whether it was stored. */
export async function savePicture(record) {
  const saved = await run('readwrite', (store) => store.put(record, KEY), false);
  const ok = saved !== false;
  if (ok) announce(record, 'saved');
  return ok;
}

/** Forgets the stored picture, and tells every listener (the board then shows numbers). */
export async function clearPicture() {
  await run('readwrite', (store) => store.delete(KEY), null);
  announce(null, 'cleared');
}
