// web/wasm/npuzzle.d.ts is hand-written (Emscripten 3.1.6 emits no types), so it is checked
// against the real module here: the statuses the module declares in capabilities().statuses are
// exactly the `Status` union, every status of that union comes out of some real call, and every
// answer of every call carries only fields the .d.ts declares, each of its declared type, with
// every required one present. (`npm run typecheck` checks the worker's code against the same
// file; together they make drift fail CI.)
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { before, test } from 'node:test';

import { cancelledResult } from '../../web/protocol/cancelled-result.js';
import { moduleRequest as pageModuleRequest } from '../../web/protocol/protocol.js';
import { loadWasmModule, moduleRequest, solveInSlices } from './support/wasm-module.mjs';

const DTS = await readFile(new URL('../../web/wasm/npuzzle.d.ts', import.meta.url), 'utf8');

// ------------------------------------------------------------------ reading the .d.ts

function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
}

/** Splits `text` at top-level occurrences of `separator` (outside {}, [], (), <>). */
function splitTopLevel(text, separator) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if ('{[(<'.includes(c)) depth++;
    else if ('}])>'.includes(c)) depth--;
    else if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      start = i + separator.length;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** The text between the brace at `open` and its partner. */
function braced(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error('unbalanced braces in npuzzle.d.ts');
}

/** name → [{name, optional, type}] for an object type's body. */
function members(body) {
  return splitTopLevel(body, ';').flatMap((member) => {
    const match = /^(\w+)(\??):\s*([\s\S]+)$/.exec(member);
    // Methods (`start(request: Request): string`) are not data fields.
    return match ? [{ name: match[1], optional: match[2] === '?', type: match[3].trim() }] : [];
  });
}

const source = withoutComments(DTS);
// `interface A extends B, C { … }`: A's fields are B's and C's, then its own. Interfaces are
// read in order of appearance, so a base is declared before the interfaces that extend it.
const interfaces = new Map();
for (const match of source.matchAll(/export interface (\w+)(?:\s+extends\s+([\w\s,]+?))?\s*\{/g)) {
  const bases = (match[2] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const inherited = bases.flatMap((base) => {
    assert.ok(interfaces.has(base), `${match[1]} extends ${base}, declared before it`);
    return interfaces.get(base);
  });
  const own = members(braced(source, match.index + match[0].length - 1));
  interfaces.set(match[1], [...inherited, ...own]);
}
const statusMatch = /export type Status =([^;]+);/.exec(source);
assert.ok(statusMatch, 'npuzzle.d.ts exports the Status union');
const STATUSES = splitTopLevel(statusMatch[1], '|').map((s) => JSON.parse(s.replace(/'/g, '"')));
// Other named types (`export type SolverMessageArg = number | string | SolverMessage;`).
const aliases = new Map(
  [...source.matchAll(/export type (\w+) =([^;]+);/g)]
    .filter(([, name]) => name !== 'Status')
    .map(([, name, type]) => [name, type.trim()]),
);

// ------------------------------------------------------------------ checking a value

const literal = (type) => /^'[^']*'$/.test(type);

/** Problems with `value` as the declared `type` at `path` (empty: it matches). */
function mismatches(value, type, path) {
  type = type.trim();
  const union = splitTopLevel(type, '|');
  if (union.length > 1) {
    const tries = union.map((member) => mismatches(value, member, path));
    return tries.some((problems) => problems.length === 0)
      ? []
      : [`${path}: ${JSON.stringify(value)} is not ${type}`];
  }
  if (literal(type)) {
    return value === type.slice(1, -1) ? [] : [`${path}: ${JSON.stringify(value)} is not ${type}`];
  }
  if (type === 'Status') return mismatches(value, STATUSES.map((s) => `'${s}'`).join(' | '), path);
  const exclude = /^Exclude<Status,\s*([\s\S]+)>$/.exec(type);
  if (exclude) {
    const left = splitTopLevel(exclude[1], '|');
    const kept = STATUSES.map((s) => `'${s}'`).filter((s) => !left.includes(s));
    return mismatches(value, kept.join(' | '), path);
  }
  if (['number', 'string', 'boolean'].includes(type)) {
    return typeof value === type ? [] : [`${path}: ${JSON.stringify(value)} is not a ${type}`];
  }
  if (type === 'null') return value === null ? [] : [`${path}: not null`];
  if (type === 'Uint8Array') return value instanceof Uint8Array ? [] : [`${path}: not bytes`];
  if (type.endsWith('[]')) {
    if (!Array.isArray(value)) return [`${path}: not an array`];
    return value.flatMap((item, i) => mismatches(item, type.slice(0, -2), `${path}[${i}]`));
  }
  const tuple = /^\[([\s\S]*)\]$/.exec(type);
  if (tuple) {
    const items = splitTopLevel(tuple[1], ',');
    if (!Array.isArray(value) || value.length !== items.length) return [`${path}: not ${type}`];
    return items.flatMap((item, i) => mismatches(value[i], item, `${path}[${i}]`));
  }
  const record = /^Record<string,\s*(\w+)>$/.exec(type);
  if (record) {
    if (typeof value !== 'object' || value === null) return [`${path}: not an object`];
    return Object.entries(value).flatMap(([k, v]) => mismatches(v, record[1], `${path}.${k}`));
  }
  if (type.startsWith('{')) return objectMismatches(value, members(braced(type, 0)), path);
  if (interfaces.has(type)) return objectMismatches(value, interfaces.get(type), path);
  if (aliases.has(type)) return mismatches(value, aliases.get(type), path);
  const intersection = splitTopLevel(type, '&');
  if (intersection.length > 1) {
    // A declared shape plus something else: fields of the declared part only.
    return intersection.flatMap((part) =>
      interfaces.has(part) ? mismatches(value, part, path) : [],
    );
  }
  return [`${path}: the test cannot read the type ${type}`];
}

function objectMismatches(value, fields, path) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [`${path}: ${JSON.stringify(value)} is not an object`];
  }
  const problems = [];
  const declared = new Map(fields.map((field) => [field.name, field]));
  for (const key of Object.keys(value)) {
    if (!declared.has(key)) problems.push(`${path}.${key}: not declared in npuzzle.d.ts`);
  }
  for (const field of fields) {
    if (!(field.name in value)) {
      if (!field.optional) problems.push(`${path}.${field.name}: required but missing`);
      continue;
    }
    problems.push(...mismatches(value[field.name], field.type, `${path}.${field.name}`));
  }
  return problems;
}

function assertMatches(value, type, label) {
  assert.deepEqual(mismatches(value, type, label), [], label);
}

// ------------------------------------------------------------------ the real module

let module;
before(async () => {
  module = await loadWasmModule();
});

const SEED_001 = { board: '8 0 6 5 4 7 2 3 1', goal: 'blank-first' };
const KORF_1 = '14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3';

test('the reader of npuzzle.d.ts finds its types (so the checks below check something)', () => {
  for (const name of ['SolveResult', 'SearchProgress', 'StepSnapshot', 'Capabilities', 'Request']) {
    assert.ok(interfaces.get(name)?.length > 3, name);
  }
  assert.ok(STATUSES.length >= 5);
  assert.deepEqual(mismatches({ status: 'paused' }, 'SolveResult', 'r').length > 0, true);
  assert.deepEqual(mismatches({ status: 'solved', extra: 1 }, 'SolveResult', 'r'), [
    'r.extra: not declared in npuzzle.d.ts',
  ]);
});

test("the worker passes every field of npuzzle.d.ts's Request on to the module", () => {
  // The worker builds the module's Request field by field (web/protocol/protocol.js): a field
  // the .d.ts declares but that list leaves out never reaches the core (the Solver card's
  // "Think for up to" once did not). A value of its declared type for every field, through.
  const sample = (type) => {
    const first = splitTopLevel(type, '|')[0];
    if (literal(first)) return first.slice(1, -1);
    return { string: 'text', number: 7, boolean: true }[first];
  };
  const fields = interfaces.get('Request');
  const spec = Object.fromEntries(fields.map((field) => [field.name, sample(field.type)]));
  for (const field of fields) assert.notEqual(spec[field.name], undefined, field.name);
  assert.deepEqual(pageModuleRequest(spec), spec);
});

test('capabilities().statuses is exactly the Status union of npuzzle.d.ts', () => {
  const capabilities = JSON.parse(module.capabilities());
  assertMatches(capabilities, 'Capabilities', 'capabilities');
  assert.deepEqual([...capabilities.statuses].sort(), [...STATUSES].sort());
});

test('every answer of a solve is declared, and every status of the union comes out', () => {
  const seen = new Set();
  const session = new module.SolverSession();
  const run = (fields, label) => {
    const first = JSON.parse(session.start(moduleRequest(fields)));
    seen.add(first.status);
    if (first.status !== 'running') {
      assertMatches(first, 'SolveResult', `${label}: start`);
      return first;
    }
    assertMatches(first, 'SearchProgress', `${label}: start`);
    let progress;
    do {
      progress = JSON.parse(session.step(20_000));
      assertMatches(progress, 'SearchProgress', `${label}: step`);
    } while (progress.status === 'running');
    const result = JSON.parse(session.result());
    seen.add(result.status);
    assertMatches(result, 'SolveResult', `${label}: result`);
    return result;
  };
  try {
    const early = JSON.parse(session.step(5));
    seen.add(early.status);
    assertMatches(early, 'SolveResult', 'step() before start()');
    assert.equal(early.status, 'error');

    assert.equal(run({ ...SEED_001, algorithm: 'astar' }, 'seed 001').status, 'solved');
    assert.equal(run({ board: '1 2 3 0' }, 'solved already').status, 'solved');
    assert.equal(run({ board: '2 1 3 4 5 6 7 8 0' }, 'unsolvable').status, 'unsolvable');
    assert.equal(run({ board: '1 1 3 0' }, 'invalid board').status, 'invalid');
    assert.equal(
      run({ ...SEED_001, weight: 0.5, algorithm: 'wastar' }, 'weight').status,
      'invalid',
    );
    const limited = run(
      {
        board: KORF_1,
        goal: 'blank-first',
        algorithm: 'astar',
        heuristic: 'manhattan',
        maxMemoryMB: 1,
      },
      'memory budget',
    );
    assert.equal(limited.status, 'limit');
    assert.equal(run({ board: '5x5 nonsense' }, 'not numbers').status, 'invalid');
    const badRequest = JSON.parse(session.start({ board: 5 }));
    assertMatches(badRequest, 'SolveResult', 'a request that is not one');
  } finally {
    session.delete();
  }
  // The one status the worker makes itself, when it stops a search between slices.
  const cancelled = cancelledResult({ expanded: 3, generated: 9, ms: 1.5, bytes: 1000 });
  assertMatches(cancelled, 'SolveResult', 'cancelled');
  seen.add(cancelled.status);
  assert.deepEqual(
    [...seen].sort(),
    [...STATUSES, 'running'].filter((s, i, a) => a.indexOf(s) === i).sort(),
  );
});

test('every step-mode snapshot is declared', () => {
  const stepper = new module.SearchStepper();
  try {
    for (const fields of [
      { ...SEED_001, algorithm: 'astar', heuristic: 'manhattan' },
      { ...SEED_001, algorithm: 'idastar', heuristic: 'linear-conflict' },
      { ...SEED_001, algorithm: 'wastar', heuristic: 'manhattan', weight: 1.5 },
      { ...SEED_001, algorithm: 'bfs', heuristic: 'manhattan' },
      { ...SEED_001, algorithm: 'bidirectional' },
      { board: '8 1 3 4 0 2 7 6 5', algorithm: 'rbfs', heuristic: 'manhattan' },
      { board: '8 1 3 4 0 2 7 6 5', algorithm: 'dfs', depthLimit: 16 },
    ]) {
      const label = fields.algorithm;
      assertMatches(
        JSON.parse(stepper.start(moduleRequest(fields))),
        'StepSnapshot',
        `${label} start`,
      );
      assertMatches(JSON.parse(stepper.step(7)), 'StepSnapshot', `${label} step`);
      const end = JSON.parse(stepper.step(1e7));
      assert.equal(end.status, 'solved', label);
      assertMatches(end, 'StepSnapshot', `${label} solved`);
      assertMatches(JSON.parse(stepper.seek(3)), 'StepSnapshot', `${label} seek`);
    }
    for (const fields of [
      { board: '1 1 3 0', algorithm: 'astar' },
      { board: '2 1 3 4 5 6 7 8 0', algorithm: 'astar', heuristic: 'manhattan' },
      { ...SEED_001, algorithm: 'quantum' },
    ]) {
      const refused = JSON.parse(stepper.start(moduleRequest(fields)));
      assert.notEqual(refused.status, 'running');
      assertMatches(refused, 'StepSnapshot', `refused ${fields.board} ${fields.algorithm}`);
    }
    assertMatches(JSON.parse(stepper.start(null)), 'StepSnapshot', 'no request');
  } finally {
    stepper.delete();
  }
});

test('checks, random boards and the pattern-database exchange are declared', () => {
  for (const board of ['2 1 3 4 5 6 7 8 0', '8 0 6 5 4 7 2 3 1', '1 2 3', '[1]"",']) {
    assertMatches(JSON.parse(module.checkBoard(board, '', 'blank-last')), 'CheckResult', board);
  }
  assertMatches(JSON.parse(module.randomBoard('4x4', 'blank-last', 0, 7)), 'RandomResult', 'ok');
  assertMatches(JSON.parse(module.randomBoard('1x1', 'blank-last', 0, 7)), 'RandomResult', 'bad');

  // The 8-puzzle's one exact database builds in well under a second.
  const request = moduleRequest({ ...SEED_001, algorithm: 'astar', heuristic: 'pdb' });
  for (const searches of [module.SolverSession, module.SearchStepper]) {
    const needs = JSON.parse(searches.patternDatabasesFor(request));
    assertMatches(needs, 'DatabaseNeeds', 'needs');
    const prepared = searches.preparePatternDatabases(
      request,
      { junk: new Uint8Array(3) },
      () => {},
    );
    assertMatches(prepared, 'PreparedDatabases', 'prepared');
    assert.equal(prepared.rejected.length, 1);
  }
});

test('plan() answers only declared fields, for a request it plans and for refused ones', () => {
  for (const [fields, label] of [
    [{ board: '8 6 7 2 5 4 3 0 1' }, 'an 8-puzzle'],
    [{ board: '2 1 3 4 5 6 7 8 0' }, 'unsolvable'],
    [{ board: '8 6 7 2 5 4 3 0 1', algorithm: 'bfs', heuristic: 'pdb' }, 'bfs'],
    [{ board: '8 6 7 2 5 4 3 0 1', heuristic: 'nonsense' }, 'an unknown heuristic'],
  ]) {
    assertMatches(JSON.parse(module.plan(moduleRequest(fields))), 'SearchPlan', label);
  }
  assertMatches(JSON.parse(module.plan({ board: '1 2 3' })), 'SearchPlan', 'not a request');
});

test('the textbook searches and verifySolution answer only declared fields (issue 30)', () => {
  for (const algorithm of ['ucs', 'dfs', 'iddfs', 'rbfs', 'bidirectional']) {
    const { result } = solveInSlices(module, {
      board: '1 2 3 4 0 5 7 8 6',
      algorithm,
      heuristic: 'manhattan',
    });
    assertMatches(result, 'SolveResult', algorithm);
    assert.equal(result.status, 'solved', algorithm);
    assert.equal(typeof result.stats.reexpanded, 'number', algorithm);
  }
  const cut = solveInSlices(module, {
    board: '1 2 3 4 0 5 7 8 6',
    algorithm: 'dfs',
    depthLimit: 1,
  }).result;
  assertMatches(cut, 'SolveResult', 'dfs cut by its depth limit');
  assert.equal(cut.status, 'limit');
  assert.equal(cut.errorId, 'depth-limit-cut');
  assert.equal(cut.depthLimit, 1);
  const refused = solveInSlices(module, {
    board: '1 2 3 4 0 5 7 8 6',
    algorithm: 'dfs',
    depthLimit: 1.5,
  }).result;
  assert.equal(refused.errorId, 'depth-limit-range');
  // The multi-tile metric: length in whole-line moves, `segments` grouping the single tiles.
  const stm = solveInSlices(module, { board: '1 2 3 4 5 6 0 7 8' }).result;
  assert.equal(stm.metric, 'stm');
  assert.equal(stm.segments, undefined);
  const mtm = solveInSlices(module, { board: '1 2 3 4 5 6 0 7 8', metric: 'mtm' }).result;
  assertMatches(mtm, 'SolveResult', 'metric mtm');
  assert.equal(mtm.metric, 'mtm');
  assert.equal(mtm.length, 1);
  assert.deepEqual(mtm.segments, [2]);
  assert.deepEqual(mtm.moves, [7, 8]);
  assert.equal(
    solveInSlices(module, { board: '1 2 3 4 5 6 0 7 8', metric: 'MTM' }).result.errorId,
    'unknown-metric',
  );
  const mistyped = solveInSlices(module, { board: '1 2 3 4 5 6 0 7 8', metric: 2 }).result;
  assert.equal(mistyped.status, 'invalid');
  assert.equal(mistyped.errorArgs.field, 'metric');
  for (const [request, label] of [
    [{ board: '1 2 3 4 5 6 0 7 8', solution: '7 8' }, 'a solution'],
    [{ board: '1 2 3 4 5 6 0 7 8', solution: '7\n1' }, 'an illegal step'],
    [{ board: '1 2 3 4 5 6 0 7 8', solution: 'L L', letters: 'tile' }, 'letters'],
    [{ board: '1 2 3 4 5 6 0 7 8', solution: 'Step 2: Move 7 left' }, 'a bad text'],
    [{ board: '1 2 3 4 5 6 0 7 8' }, 'no solution field'],
  ]) {
    assertMatches(JSON.parse(module.verifySolution(request)), 'VerifyResult', label);
  }
});
