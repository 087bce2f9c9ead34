// verifySolution() in the real wasm module answers what `npuzzle verify --format json` answers
// (issue 30): the page and the CLI share one checker (cpp/verify/, solver/verify_request.h).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadWasmModule, runNative } from './support/wasm-module.mjs';

let module;
before(async () => {
  module = await loadWasmModule();
});

// Submissions of every form, right and wrong, on boards of up to 12 cells (where the module
// searches for the shortest length, as the CLI does).
const SUBMISSIONS = [
  {
    board: '1 2 3 4 5 6 0 7 8',
    solution: 'Solution requires 2 steps\nStep 1: Move 7 left\nStep 2: Move 8 left\n',
  },
  { board: '1 2 3 4 5 6 0 7 8', solution: '7 7 7 8' },
  { board: '1 2 3 4 5 6 0 7 8', solution: '7\n1\n' },
  { board: '1 2 3 4 5 6 0 7 8', solution: '7' },
  { board: '1 2 3 4 5 6 0 7 8', solution: 'letters: blank\nR2' },
  { board: '1 2 3 4 5 6 0 7 8', solution: 'R R', letters: 'blank' },
  { board: '1 2 3 4 5 6 0 7 8', solution: 'L\nD\n', letters: 'blank' },
  { board: '1 2 3 4 5 6 0 7 8', solution: '1 2 3\n4 5 6\n7 0 8\n1 2 3\n4 5 6\n7 8 0\n' },
  { board: '1 0 2 3 4 5 6 7 8', goal: 'blank-first', solution: '[[0 1 2]\n [3 4 5]\n [6 7 8]]\n' },
  { board: '1 2 3 0 4 5', size: '3x2', solution: '4 5' },
  { board: '1 2 3 4 5 6 0 7 8', solution: 'Step 2: Move 7 left' },
  { board: '1 2 3 4 5 6 0 7 8', solution: 'L L' },
];

for (const submission of SUBMISSIONS) {
  test(`verifySolution = npuzzle verify: ${JSON.stringify(submission.solution)}`, () => {
    const wasm = JSON.parse(module.verifySolution(submission));
    const args = ['verify', '--format', 'json'];
    if (submission.goal) args.push('--goal', submission.goal);
    if (submission.size) args.push('--size', submission.size);
    if (submission.letters) args.push('--letters', submission.letters);
    const native = runNative([...args, submission.board], submission.solution);
    assert.deepEqual(wasm, JSON.parse(native.stdout));
    const accepted = wasm.status === 'ok' && wasm.legal && wasm.reachesGoal;
    assert.equal(native.status, wasm.status === 'invalid' ? 2 : accepted ? 0 : 5);
  });
}

test('verifySolution refuses a request that is not one, naming the field', () => {
  assert.deepEqual(JSON.parse(module.verifySolution({ board: '1 2 3 0' })), {
    status: 'invalid',
    errorId: 'request-field-missing',
    errorArgs: { field: 'solution' },
    error: 'request.solution is missing',
  });
  const letters = JSON.parse(
    module.verifySolution({ board: '1 2 3 0', solution: '3', letters: 'up' }),
  );
  assert.equal(letters.status, 'invalid');
  assert.equal(letters.errorId, 'verify-letters-value');
});

// The page says these in its visitor's language (web/lab/check/): every sentence of the checker
// comes with its message id and arguments, the line of the text among them.
test('a reading error and an illegal step come with their message ids and arguments', () => {
  const unread = JSON.parse(
    module.verifySolution({ board: '1 2 3 4 5 6 0 7 8', solution: 'Step 1: Move 7 left\nhello' }),
  );
  assert.equal(unread.errorId, 'verify-expected-step');
  assert.deepEqual(unread.errorArgs, { line: 2, step: 2, text: 'hello' });
  const illegal = JSON.parse(
    module.verifySolution({ board: '1 2 3 4 5 6 0 7 8', solution: 'U', letters: 'blank' }),
  );
  assert.equal(illegal.firstIllegalStep, null);
  const wall = JSON.parse(
    module.verifySolution({ board: '1 2 3 4 5 6 0 7 8', solution: 'L', letters: 'blank' }),
  );
  assert.equal(wall.illegalReasonId, 'verify-blank-at-wall');
  assert.deepEqual(wall.illegalReasonArgs, {
    direction: { id: 'direction-left', args: {} },
    wall: { id: 'wall-left', args: {} },
  });
  assert.equal(wall.illegalReason, 'the blank cannot move left: it is on the left column');
});
