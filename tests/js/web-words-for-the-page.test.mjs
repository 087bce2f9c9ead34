// Issue 29's words, DOM-free: a refusal the core words for the command line (`--size`) is worded
// for the page's own control (the Size menu); a board missing its blank says so; an answer the
// search did not prove shortest is not said in docs/contracts.md §4's words, and its length is
// formatted for the language (a shortest one keeps §4's sentence, digits as they are).
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';

import { setLanguage } from '../../web/common/i18n.js';
import { solverMessage } from '../../web/common/solver-message.js';
import { checkMessage, resultMessage } from '../../web/shell/status-messages.js';

afterEach(() => setLanguage('en'));

// As the core answers a flat list of 8 tiles with no size (tests/cpp/message_test.cpp).
const SIZE_UNKNOWN = {
  status: 'invalid',
  error: 'cannot tell the size of a board of 8 tiles: give it with --size WxH, e.g. --size 4x2',
  errorId: 'size-unknown',
  errorArgs: { tiles: 8, size: '4x2' },
};
const BLANK_MISSING = {
  status: 'invalid',
  error: 'no blank (0): a 3x3 board holds 8 tiles and the blank, written 0 or _',
  errorId: 'blank-missing',
  errorArgs: { size: '3x3', tiles: 8 },
};

test('a size the core cannot tell names the Size menu in the page, a size that holds the tiles, never the flag', () => {
  for (const [lang, menu] of [
    ['en', 'Size menu'],
    ['es', 'menú Tamaño'],
    ['de', 'Menü Größe'],
    ['zh', '“大小”菜单'],
  ]) {
    setLanguage(lang);
    const said = checkMessage(SIZE_UNKNOWN);
    assert.ok(said.includes(menu), `${lang}: ${said}`);
    assert.ok(said.includes('4x2'), `${lang}: ${said}`);
    assert.doesNotMatch(said, /--size|WxH|AnxAl|BxH|宽x高|\{size\}/, lang);
  }
});

test('a board missing its blank says so, in each language', () => {
  assert.equal(
    checkMessage(BLANK_MISSING),
    'Invalid board: no blank (0): a 3x3 board holds 8 tiles and the blank, written 0 or _.',
  );
  setLanguage('es');
  assert.match(solverMessage(BLANK_MISSING), /^no hay hueco \(0\): un tablero de 3x3 tiene 8/);
  setLanguage('de');
  assert.match(solverMessage(BLANK_MISSING), /^keine Lücke \(0\): ein 3x3-Brett hat 8/);
});

test('an answer not proven shortest says so, its length formatted; a shortest one keeps §4', () => {
  const unproven = { status: 'solved', length: 1219, optimal: false };
  assert.equal(resultMessage(unproven), 'A solution of 1,219 moves (not proven shortest)');
  assert.equal(
    resultMessage({ status: 'solved', length: 1, optimal: false }),
    'A solution of 1 move (not proven shortest)',
  );
  assert.equal(
    resultMessage({ status: 'solved', length: 1219, optimal: true }),
    'Solution requires 1219 steps',
  );
  setLanguage('de');
  assert.equal(
    resultMessage(unproven),
    'Eine Lösung mit 1.219 Zügen (nicht als kürzeste bewiesen)',
  );
  setLanguage('es'); // Spanish groups from five digits on
  assert.match(
    resultMessage({ ...unproven, length: 12345 }),
    /^Una solución de 12\.345 movimientos \(sin probar/,
  );
});
