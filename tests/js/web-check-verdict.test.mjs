// The lab's Check an answer (web/lab/check/check-verdict.js): what the page says about a pasted
// solution, from the real wasm module's verifySolution() and checked against the module's own
// optimal solves (issue 30, item 5). Boards are seeded random ones, so no answer is written here.
import { test, before, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { loadWasmModule, solveInSlices } from './support/wasm-module.mjs';
import { setLanguage } from '../../web/common/i18n.js';
import {
  MAX_SOLUTION_CHARS,
  checkVerdict,
  pasteProblem,
  shownSentence,
} from '../../web/lab/check/check-verdict.js';

let module;
before(async () => {
  module = await loadWasmModule();
});
afterEach(() => setLanguage('en'));

const verify = (request) => JSON.parse(module.verifySolution(request));
const OPPOSITE = { up: 'down', down: 'up', left: 'right', right: 'left' };

/** A seeded random board of `size` and its optimal solution by the module's A*. */
function solvedBoard(size, seed, walk = 0) {
  const random = JSON.parse(module.randomBoard(size, 'blank-last', walk, seed));
  const board = random.board.join(' ');
  const { result } = solveInSlices(module, {
    board,
    algorithm: size === '3x3' ? 'astar' : 'idastar',
    heuristic: 'manhattan',
  });
  assert.equal(result.status, 'solved');
  return { board, size, solution: result };
}

const SEEDS = [3, 14, 15, 92, 65];

test('an optimal answer is "Correct and shortest", with its move count and the optimum', () => {
  for (const seed of SEEDS) {
    const { board, solution } = solvedBoard('3x3', seed);
    const verdict = checkVerdict(verify({ board, solution: solution.text }), solution.text);
    assert.equal(verdict.tone, 'right', `seed ${seed}`);
    assert.equal(verdict.headline, 'Correct and shortest.');
    const n = solution.length;
    assert.ok(verdict.sentences.includes(`It is a shortest solution: ${n} moves, the optimum.`));
    assert.match(verdict.sentences[0], new RegExp(`^Your solution has ${n} moves?, written as`));
    assert.equal(verdict.playable, n);
    assert.equal(verdict.illegalStep, null);
  }
});

test('a legal detour is correct but not shortest, by exactly the moves it adds', () => {
  for (const seed of SEEDS) {
    const { board, solution } = solvedBoard('3x3', seed);
    const [first] = solution.moves;
    // Slide the first tile over and back before the optimal moves: two moves more, all legal.
    const text = [first, first, ...solution.moves].join(' ');
    const verdict = checkVerdict(verify({ board, solution: text }), text);
    assert.equal(verdict.tone, 'partly');
    assert.equal(verdict.headline, 'Correct, but 2 moves longer than a shortest solution.');
    assert.ok(
      verdict.sentences.includes(
        `It is not a shortest solution: 2 moves longer than the optimum of ${solution.length} moves.`,
      ),
      verdict.sentences.join(' | '),
    );
    assert.match(verdict.sentences[0], /written as the tiles moved\.$/);
  }
});

test('an illegal step is reported at its number, with the reason and the line as written', () => {
  for (const seed of SEEDS) {
    const { board, solution } = solvedBoard('3x3', seed);
    const lines = solution.text.trimEnd().split('\n');
    // Step 3's tile sent the other way: that tile cannot move there.
    const index = lines.findIndex((line) => line.startsWith('Step 3:'));
    const [, tile, way] = /Move (\d+) (\w+)/.exec(lines[index]);
    lines[index] = lines[index].replace(way, OPPOSITE[way]);
    const text = lines.join('\n');
    const verdict = checkVerdict(verify({ board, solution: text }), text);
    assert.equal(verdict.tone, 'wrong');
    assert.equal(verdict.illegalStep, 3);
    assert.equal(verdict.playable, 2);
    assert.equal(verdict.headline, 'Not legal: step 3 is not a move.');
    assert.ok(
      verdict.sentences.includes(
        `Step 3 is not legal: tile ${tile} cannot move ${OPPOSITE[way]}: the blank is not on ` +
          `that side. You wrote, on line ${index + 1}: “${lines[index]}”.`,
      ),
      verdict.sentences.join(' | '),
    );
    assert.match(shownSentence(verdict), /^Your first 2 moves are on the board, up to step 3/);
  }
});

test('the reason for an illegal step is said in the language on show', () => {
  const { board, solution } = solvedBoard('3x3', SEEDS[0]);
  const text = `${solution.moves[0]}\n99`;
  setLanguage('de');
  const verdict = checkVerdict(verify({ board, solution: text }), text);
  assert.equal(verdict.illegalStep, 2);
  assert.ok(
    verdict.sentences.some((s) => s.includes('es gibt keinen Stein 99 (die Steine sind 1 bis 8)')),
    verdict.sentences.join(' | '),
  );
  assert.ok(!verdict.sentences.join(' ').includes('there is no tile'));
});

test('text that is no solution names the line and the student’s own words', () => {
  const { board, solution } = solvedBoard('3x3', SEEDS[1]);
  const firstStep = solution.text.split('\n')[1];
  const text = `${firstStep}\nthen I moved the 4`;
  const verdict = checkVerdict(verify({ board, solution: text }), text);
  assert.equal(verdict.tone, 'wrong');
  assert.equal(verdict.headline, 'This text could not be read as a solution.');
  assert.equal(
    verdict.sentences[0],
    'In your text, line 2: expected "Step 2: Move T direction", got "then I moved the 4".',
  );
  assert.equal(verdict.playable, 0);
});

test('letters need their convention: the page asks for it, and the choice is applied', () => {
  // Blank in the middle of the bottom row: "R" read as the blank's way is one legal move.
  const board = '1 2 3 4 5 6 7 0 8';
  const unsaid = checkVerdict(verify({ board, solution: 'R' }), 'R');
  assert.match(unsaid.sentences[0], /^Line 1 holds letters: choose above whether U D L R/);
  const asBlank = checkVerdict(verify({ board, solution: 'R', letters: 'blank' }), 'R');
  assert.equal(asBlank.headline, 'Correct and shortest.');
  const asTile = checkVerdict(verify({ board, solution: 'R', letters: 'tile' }), 'R');
  assert.equal(asTile.tone, 'wrong');
  assert.equal(asTile.illegalStep, null);
  assert.equal(asTile.headline, 'Legal, but it does not reach the goal.');
  assert.ok(asTile.sentences.includes('A shortest solution has 1 move.'));
});

test('beyond 12 cells the length is "not checked for shortest", with the proven bound', () => {
  const { board, solution } = solvedBoard('4x4', 7, 40);
  const [first] = solution.moves;
  const text = [first, first, ...solution.moves].join(' ');
  const result = verify({ board, solution: text });
  assert.equal(result.optimalLength, null);
  const verdict = checkVerdict(result, text);
  assert.equal(verdict.headline, 'Correct: legal, and it reaches the goal.');
  assert.ok(
    verdict.sentences.includes(
      'Not checked for shortest: the page searches for the optimum on boards of up to 12 cells. ' +
        `Any solution needs at least ${result.lowerBound} moves.`,
    ),
    verdict.sentences.join(' | '),
  );
  assert.ok(result.lowerBound <= solution.length);
});

test('an empty or oversized paste is refused before it is sent', () => {
  assert.match(pasteProblem('  \n '), /^Paste a solution first/);
  assert.match(pasteProblem('R'.repeat(MAX_SOLUTION_CHARS + 1)), /characters; the most it takes/);
  assert.equal(pasteProblem('R'.repeat(MAX_SOLUTION_CHARS)), '');
});

test('a large paste is answered, bounded, without a hang', () => {
  const { board } = solvedBoard('3x3', SEEDS[2]);
  const text = 'letters: blank\n' + 'L R '.repeat(20000);
  const started = performance.now();
  const verdict = checkVerdict(verify({ board, solution: text }), text);
  assert.ok(performance.now() - started < 5000);
  assert.match(verdict.sentences[0], /^Your solution has [\d,]+ moves/);
});
