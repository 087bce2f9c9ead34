// Bad board text through the real wasm module (issue 10): '[1]"",' read past the end of the
// parser's rows and trapped with "memory access out of bounds", leaving the page on "Loading the
// solver…". Every such input must come back as an 'invalid' result with a message, and the
// module must go on answering afterwards.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadWasmModule, moduleRequest, solveInSlices } from './support/wasm-module.mjs';

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
      stepper.start(moduleRequest({ board: crash, algorithm: 'astar', heuristic: 'manhattan' })),
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

test('a stored pattern database is judged by its declared length before anything is copied', () => {
  // {length: 1e9} once made the binding convert a billion entries (76 s in the page's worker).
  const request = moduleRequest({
    board: '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15',
    heuristic: 'pdb',
  });
  const stored = {
    // passes `instanceof Uint8Array` and declares a billion bytes
    huge: Object.defineProperty(Object.create(Uint8Array.prototype), 'length', { value: 1e9 }),
    lengthy: { length: 1e9 },
    short: new Uint8Array(10),
    text: 'not bytes',
    nothing: null,
  };
  const started = performance.now();
  // The step-mode version: a request whose databases are the cheap 2x2 ones, so nothing big is
  // built.
  const small = moduleRequest({ board: '1 2 3 0', heuristic: 'pdb', algorithm: 'idastar' });
  const answer = module.SearchStepper.preparePatternDatabases(small, stored, () => {});
  assert.equal(answer.status, 'ok');
  assert.deepEqual(answer.imported, []);
  assert.deepEqual(
    answer.rejected.map((r) => r.name),
    ['huge', 'lengthy', 'short', 'text', 'nothing'],
  );
  for (const { name, error } of answer.rejected) assert.ok(error, `${name}: with a reason`);
  assert.match(answer.rejected[0].error, /1000000000 bytes is more than the largest database/);
  // A hang guard, not a benchmark: the refusals copy nothing.
  assert.ok(performance.now() - started < 5_000, 'refused without converting the bytes');
  assert.equal(JSON.parse(module.SolverSession.patternDatabasesFor(request)).databases.length, 3);
});

// Embind 3.1.6 throws for a value_object with a missing field ("Missing field") or a
// non-string where a std::string goes; the binding checks the request first, so each of these
// is an "invalid" answer naming the problem, and the module goes on working.
const BAD_REQUESTS = [
  [undefined, /^request: expected an object .* not undefined$/],
  [null, /^request: expected an object .* not null$/],
  ['8 0 6 5 4 7 2 3 1', /^request: expected an object .* not string$/],
  [42, /not number$/],
  [[], /^request\.board is missing$/],
  [{}, /^request\.board is missing$/],
  [{ ...moduleRequest({ board: '1 0 3 2' }), goal: undefined }, /^request\.goal is missing$/],
  [{ ...moduleRequest({ board: 7 }) }, /^request\.board must be a string, not number$/],
  [
    { ...moduleRequest({ board: '1 0 3 2' }), heuristic: null },
    /heuristic must be a string, not null/,
  ],
  [{ ...moduleRequest({ board: '1 0 3 2' }), weight: '2' }, /weight must be a number, not string/],
  [
    { ...moduleRequest({ board: '1 0 3 2' }), openLimit: 5n },
    /openLimit must be a number, not bigint/,
  ],
  [
    { ...moduleRequest({ board: '1 0 3 2' }), maxMemoryMB: {} },
    /maxMemoryMB must be a number, not object/,
  ],
  [{ ...moduleRequest({ board: '1 0 3 2' }), size: ['2x2'] }, /size must be a string, not object/],
];

test('a missing or mistyped request field is an invalid answer naming it, never a throw', () => {
  const session = new module.SolverSession();
  const stepper = new module.SearchStepper();
  try {
    for (const [request, message] of BAD_REQUESTS) {
      const label = String(
        JSON.stringify(request, (k, v) => (typeof v === 'bigint' ? `${v}n` : v)),
      );
      const result = JSON.parse(session.start(request));
      assert.equal(result.status, 'invalid', label);
      assert.match(result.error, message, label);
      // The session answers the same until the next start, whatever it held before.
      assert.deepEqual(JSON.parse(session.step(100)), result, label);
      assert.deepEqual(JSON.parse(session.result()), result, label);

      const snapshot = JSON.parse(stepper.start(request));
      assert.equal(snapshot.status, 'invalid', label);
      assert.match(snapshot.error, message, label);
      assert.deepEqual(JSON.parse(stepper.step(3)), snapshot, label);
      assert.deepEqual(JSON.parse(stepper.seek(2)), snapshot, label);

      // The database calls need nothing for such a request; the start() says what is wrong.
      assert.deepEqual(JSON.parse(module.SolverSession.patternDatabasesFor(request)), {
        databases: [],
      });
      const prepared = module.SolverSession.preparePatternDatabases(request, {}, () => {});
      assert.deepEqual(prepared, { status: 'ok', imported: [], rejected: [], built: [] });
    }
    // A good request afterwards works as ever, in the same objects.
    const good = moduleRequest({ board: '8 0 6 5 4 7 2 3 1', goal: 'blank-first' });
    assert.equal(JSON.parse(session.start(good)).status, 'running');
    assert.equal(JSON.parse(session.step(1e7)).status, 'solved');
    assert.equal(JSON.parse(session.result()).length, 31);
    const stepped = JSON.parse(
      stepper.start({ ...good, algorithm: 'astar', heuristic: 'manhattan' }),
    );
    assert.equal(stepped.status, 'running');
    assert.equal(JSON.parse(stepper.step(5)).expanded, 5);
  } finally {
    session.delete();
    stepper.delete();
  }
});

test('odd numbers in a well-typed request are refused or coerced by the core, never a trap', () => {
  const base = moduleRequest({
    board: '8 0 6 5 4 7 2 3 1',
    goal: 'blank-first',
    algorithm: 'wastar',
    heuristic: 'manhattan',
  });
  const session = new module.SolverSession();
  try {
    for (const weight of [NaN, -1, 0.5, 1e308, Infinity, -Infinity]) {
      const result = JSON.parse(session.start({ ...base, weight }));
      assert.equal(result.status, 'invalid', `weight ${weight}`);
      assert.match(result.error, /weight/);
    }
    for (const maxMemoryMB of [NaN, -5, 0, 0.5, 1e300, Infinity]) {
      const result = JSON.parse(session.start({ ...base, weight: 2, maxMemoryMB }));
      assert.equal(result.status, 'invalid', `maxMemoryMB ${maxMemoryMB}`);
      assert.match(result.error, /memory budget must be between/);
    }
  } finally {
    session.delete();
  }
  const stepper = new module.SearchStepper();
  try {
    for (const openLimit of [NaN, -3, 0, 1e300, Infinity]) {
      const snapshot = JSON.parse(stepper.start({ ...base, algorithm: 'astar', openLimit }));
      assert.equal(snapshot.status, 'running', `openLimit ${openLimit}`);
      const after = JSON.parse(stepper.step(1));
      assert.ok(after.open.length >= 1 && after.open.length <= 1000, `openLimit ${openLimit}`);
    }
  } finally {
    stepper.delete();
  }
});

test("the worker's handlers answer a malformed page request with 'invalid', never a throw", async () => {
  const { solveRequests } = await import('../../web/worker/solve-request.js');
  const { stepperRequests } = await import('../../web/worker/stepper-requests.js');
  const { workerContext } = await import('./support/worker-context.mjs');
  const context = workerContext(module);
  const { posted } = context;
  const malformed = [
    [
      { board: 8, algorithm: 'astar', heuristic: 'manhattan', maxMemoryMB: 64 },
      /board must be a string/,
    ],
    [{ board: '1 0 3 2', heuristic: 'manhattan', maxMemoryMB: 64 }, /algorithm is missing/],
    [
      { board: '1 0 3 2', algorithm: 'astar', heuristic: 'manhattan', weight: '2' },
      /weight must be a number/,
    ],
  ];
  let id = 0;
  for (const [request, message] of malformed) {
    id += 1;
    await solveRequests.solve({ type: 'solve', id, request }, context);
    const solved = posted.at(-1);
    assert.equal(solved.type, 'done');
    assert.equal(solved.result.status, 'invalid');
    assert.match(solved.result.error, message);

    id += 1;
    await stepperRequests.stepper({ type: 'stepper', id, spec: request, target: 3 }, context);
    const stepped = posted.at(-1);
    assert.equal(stepped.type, 'done');
    assert.equal(stepped.result.status, 'invalid');
    assert.match(stepped.result.error, message);
  }
  stepperRequests['stepper-close']({ type: 'stepper-close', id: id + 1 }, context);
  assert.ok(posted.every((m) => m.type === 'done'));
});
