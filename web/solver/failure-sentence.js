// @ts-check
// What the user is told when the solver cannot start or stops (the reason codes of
// solver-failures.js), in the language on show: one sentence a code that says what happened and
// what to do. Page side only (the client and its start-up): the worker sends codes, never words,
// so this file and the catalogs it reads stay out of the worker's bundle.

import { t } from '../common/i18n.js';

const OFFLINE_FILE = 'npuzzle-lab.html';

/** reason code → catalog key (web/i18n/<lang>/solver.js) */
const SENTENCE_KEYS = Object.freeze({
  // The worker could not be started at all.
  'start-file': 'solver.failure.start-file',
  'start-csp': 'solver.failure.start-csp',
  'start-download': 'solver.failure.start-download',
  'start-timeout': 'solver.failure.start-timeout',
  'start-failed': 'solver.failure.start-failed',
  // The worker started, but its WebAssembly module did not.
  'wasm-csp': 'solver.failure.wasm-csp',
  'wasm-download': 'solver.failure.wasm-download',
  'no-wasm': 'solver.failure.no-wasm',
  // A request failed after the solver had started; the worker has been replaced.
  'out-of-memory': 'solver.failure.out-of-memory',
  'cancel-not-honoured': 'solver.failure.cancel-not-honoured',
  crashed: 'solver.failure.crashed',
  'unknown-request': 'solver.failure.unknown-request',
});

/**
 * The sentence for a reason code, in the language on show; an unknown code gets the general one
 * of its kind. Call it when the text is shown (again on a change of language), not before.
 * @param {string | undefined} reason
 */
export function failureSentence(reason) {
  const code =
    typeof reason === 'string' && Object.hasOwn(SENTENCE_KEYS, reason)
      ? reason
      : reason?.startsWith?.('start-') || reason?.startsWith?.('wasm-')
        ? 'start-failed'
        : 'crashed';
  return t(SENTENCE_KEYS[/** @type {keyof typeof SENTENCE_KEYS} */ (code)], { file: OFFLINE_FILE });
}

/** @typedef {Error & {reason: string}} FailureError */

/**
 * An Error whose message is the sentence for `reason` (in the language on show when it failed),
 * with the code kept as `.reason` so the page can say it again in another language.
 * @param {string} reason
 * @returns {FailureError}
 */
export function failureError(reason) {
  return Object.assign(new Error(failureSentence(reason)), { reason });
}
