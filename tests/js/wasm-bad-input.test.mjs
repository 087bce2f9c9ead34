// Bad board text through the real wasm module (issue 10): '[1]"",' read past the end of the
// parser's rows and trapped with "memory access out of bounds", leaving the page on "Loading the
// solver…". Every such input must come back as an 'invalid' result with a message, and the
// module must go on answering afterwards.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadWasmModule, solveInSlices } from './support/wasm-module.mjs';

let module;
before(async () => {
  module = await loadWasmModule();
});

const TOO_LONG = 'the board text is longer than 16384 characters; a board has at most 256 cells';
const CUT = 'x'.repeat(40) + '…';

const BAD_BOARDS = [
  ['[1]"",', 'text after the closing bracket: "",'],
  ['[1,2,3,0]"junk"', 'text after the closing bracket: "junk"'],
  ['[1,2,3,0]]', "unbalanced brackets: too many ']'"],
  ['[[8],1,0,2]', 'a cell is a list ([8]); each cell must be one number'],
  ['1 2 3 99999999999999999999 5 6 7 8 0', 'tile 99999999999999999999 is out of range 0..8'],
  ['1 2 3 ' + 'x'.repeat(1000), `"${CUT}" is not a number`],
  ['1'.repeat(10 << 20), TOO_LONG],
];

test('bad boards give an invalid result from a solve, not a trap', () => {
  for (const [board, error] of BAD_BOARDS) {
    const { result } = solveInSlices(module, { board });
    assert.equal(result.status, 'invalid', board.slice(0, 40));
    assert.equal(result.error, error);
  }
});

test('the crash string as a goal, in a check and in step mode is invalid too', () => {
  const crash = '[1]"",';
  const { result } = solveInSlices(module, { board: '1 2 3 0', goal: crash });
  assert.equal(result.status, 'invalid');
  assert.equal(result.error, 'goal: text after the closing bracket: "",');

  const check = JSON.parse(module.checkBoard(crash, '', 'blank-last'));
  assert.equal(check.status, 'invalid');
  assert.equal(check.error, 'text after the closing bracket: "",');

  const stepper = new module.SearchStepper();
  try {
    const snapshot = JSON.parse(
      stepper.start(crash, '', 'blank-last', 'astar', 'manhattan', 1, 12),
    );
    assert.equal(snapshot.status, 'invalid');
    assert.equal(snapshot.error, 'text after the closing bracket: "",');
  } finally {
    stepper.delete();
  }
});

test('a byte order mark before the board is skipped', () => {
  const { result } = solveInSlices(module, { board: '\uFEFF1 0 3 2' });
  assert.equal(result.status, 'solved');
  assert.equal(result.length, 1);
});

test('the module still solves after every bad input', () => {
  for (const [board] of BAD_BOARDS) solveInSlices(module, { board });
  const { result } = solveInSlices(module, { board: '8 0 6 5 4 7 2 3 1', goal: 'blank-first' });
  assert.equal(result.status, 'solved');
  assert.equal(result.length, 31);
});

test('a pattern database import judges the declared length before copying anything', () => {
  // {length: 1e9} once made the binding convert a billion entries (76 s in the page's worker).
  const started = performance.now();
  for (const bytes of [{ length: 1e9 }, new Uint8Array(10), 'not bytes', null]) {
    const answer = JSON.parse(module.importPatternDatabase(bytes));
    assert.equal(answer.status, 'invalid', String(bytes?.length ?? bytes));
    assert.ok(answer.error, 'with a reason');
  }
  // A hang guard, not a benchmark: the refusals copy nothing.
  assert.ok(performance.now() - started < 5_000, 'refused without converting the bytes');
});
