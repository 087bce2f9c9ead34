// What the user reads when the solver fails: every reason code has a sentence with advice, and
// the errors browsers and Emscripten really produce (texts copied from Chromium 156, Firefox
// ESR and Emscripten 3.1.6's glue) map to the right code.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { setLanguage } from '../../web/common/i18n.js';
import { failureError, failureSentence } from '../../web/solver/failure-sentence.js';
import { loadFailureReason, requestFailureReason } from '../../web/protocol/solver-failures.js';

const CODES = [
  'start-file',
  'start-csp',
  'start-download',
  'start-timeout',
  'start-failed',
  'wasm-csp',
  'wasm-download',
  'no-wasm',
  'out-of-memory',
  'cancel-not-honoured',
  'crashed',
  'unknown-request',
];

test('every code has its own sentence: what happened, then what to do', () => {
  const sentences = CODES.map(failureSentence);
  assert.equal(new Set(sentences).size, CODES.length);
  for (const sentence of sentences) {
    assert.match(sentence, /^[A-Z][^]*\.$/);
    assert.ok(sentence.split('. ').length >= 2 || /restarted/.test(sentence), sentence);
    assert.doesNotMatch(sentence, /Aborted|ASSERTIONS|RuntimeError|undefined/);
  }
});

test('unknown codes fall back to the general sentence of their kind', () => {
  assert.equal(failureSentence('start-something'), failureSentence('start-failed'));
  assert.equal(failureSentence(undefined), failureSentence('crashed'));
  const error = failureError('start-csp');
  assert.equal(error.reason, 'start-csp');
  assert.equal(error.message, failureSentence('start-csp'));
});

test('why the module did not load', () => {
  const emscriptenAbort = (what) =>
    new WebAssembly.RuntimeError(`Aborted(${what}). Build with -s ASSERTIONS=1 for more info.`);
  assert.equal(
    loadFailureReason(
      emscriptenAbort(
        "CompileError: WebAssembly.instantiate(): Compiling or instantiating WebAssembly module violates the following Content Security policy directive because 'unsafe-eval' is not an allowed source of script in the following Content Security Policy directive: \"script-src 'self'\"",
      ),
    ),
    'wasm-csp',
  );
  assert.equal(
    loadFailureReason(
      emscriptenAbort('CompileError: call to WebAssembly.instantiate() blocked by CSP'),
    ),
    'wasm-csp',
  );
  assert.equal(
    loadFailureReason(emscriptenAbort('both async and sync fetching of the wasm failed')),
    'wasm-download',
  );
  assert.equal(
    loadFailureReason(
      emscriptenAbort(
        'CompileError: WebAssembly.instantiate(): expected magic word 00 61 73 6d, found 6e 6f 74 20 @+0',
      ),
    ),
    'wasm-download',
  );
  assert.equal(loadFailureReason(new TypeError('Failed to fetch')), 'wasm-download');
  assert.equal(loadFailureReason('anything', false), 'no-wasm');
  assert.equal(loadFailureReason(new Error('something else')), 'start-failed');
});

test('why a request failed in the module', () => {
  assert.equal(
    requestFailureReason(
      new WebAssembly.RuntimeError('Aborted(OOM). Build with -s ASSERTIONS=1 for more info.'),
    ),
    'out-of-memory',
  );
  assert.equal(
    requestFailureReason(new RangeError('Array buffer allocation failed')),
    'out-of-memory',
  );
  assert.equal(
    requestFailureReason(new WebAssembly.RuntimeError('memory access out of bounds')),
    'crashed',
  );
  assert.equal(requestFailureReason(12345), 'crashed'); // a C++ throw reaching JS as a number
});

test("each sentence is said in the page's language, the offline file's name as it is", () => {
  try {
    setLanguage('de');
    const german = CODES.map(failureSentence);
    setLanguage('en');
    const english = CODES.map(failureSentence);
    german.forEach((sentence, i) => assert.notEqual(sentence, english[i], CODES[i]));
    setLanguage('de');
    assert.match(
      failureSentence('start-file'),
      /^Diese Seite wurde als Datei geöffnet.*npuzzle-lab\.html/,
    );
    assert.equal(failureError('crashed').reason, 'crashed');
  } finally {
    setLanguage('en');
  }
});
