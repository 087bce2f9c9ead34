// What the solver says for people, in every language (issue 14): every message id the real wasm
// module lists in capabilities().messages has a message in every language's solver catalog
// (web/i18n/<lang>/solver.js), the English catalog says exactly what the C++ template says, and
// real answers of the module — a mistyped board, an unsolvable one, a bad goal, a refused
// option, an experiment's bad lines — read in German with no English left in them, and in English
// exactly as the module's own `error`.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { setLanguage } from '../../web/common/i18n.js';
import { solverMessage } from '../../web/common/solver-message.js';
import { CATALOG_AREAS } from '../../web/i18n/catalogs.js';
import { loadWasmModule, moduleRequest } from './support/wasm-module.mjs';

let module;
let messages;
before(async () => {
  module = await loadWasmModule();
  messages = JSON.parse(module.capabilities()).messages;
});
after(() => setLanguage('en'));

const placeholders = (message) =>
  [
    ...new Set(
      (typeof message === 'string' ? [message] : Object.values(message)).flatMap((text) =>
        [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
      ),
    ),
  ]
    .sort()
    .join(',');

test('capabilities() lists the message ids, each with its English template', () => {
  const ids = Object.keys(messages);
  assert.ok(ids.length > 80, `${ids.length} ids`);
  for (const id of ['tile-twice', 'row-length', 'unsolvable', 'cancelled', 'time-limit']) {
    assert.ok(ids.includes(id), id);
  }
  assert.deepEqual(messages['tile-twice'], 'tile {tile} appears twice');
  assert.deepEqual(messages['row-length'], {
    one: 'row {row} has {count} tile, expected {expected}',
    other: 'row {row} has {count} tiles, expected {expected}',
  });
});

test('every message id has a message in every language, with the same placeholders', () => {
  const problems = [];
  for (const [lang, areas] of Object.entries(CATALOG_AREAS)) {
    for (const [id, english] of Object.entries(messages)) {
      const message = areas.solver[`solver.error.${id}`];
      if (message === undefined) problems.push(`${lang}: no solver.error.${id}`);
      else if (placeholders(message) !== placeholders(english)) {
        problems.push(
          `${lang} ${id}: {${placeholders(message)}}, the core fills {${placeholders(english)}}`,
        );
      }
    }
  }
  assert.deepEqual(problems, []);
});

test("the English catalog says exactly what the core's templates say", () => {
  const english = CATALOG_AREAS.en.solver;
  const differ = Object.entries(messages)
    .filter(
      ([id, template]) =>
        JSON.stringify(english[`solver.error.${id}`]) !== JSON.stringify(template),
    )
    .map(([id]) => id);
  assert.deepEqual(differ, []);
});

// ------------------------------------------------------------------ real answers in German

/** Real answers of the module, each with at least one message field. */
function realAnswers() {
  // First: an experiment below builds the 8-puzzle's table too, and it is built only once.
  const forged = forgedTableRefusal();
  const check = (board, size = '', goal = 'blank-last') =>
    JSON.parse(module.checkBoard(board, size, goal));
  const solve = (fields) => JSON.parse(new module.SolverSession().start(moduleRequest(fields)));
  const experiment = new module.Experiment();
  const started = JSON.parse(
    experiment.start({
      boards: '1 2 3 4 5 6 7 0 8\n1 2 3 3\n2 1 3 4 5 6 7 8 0\n1 2 3 0',
      searches: ['bfs'],
    }),
  );
  // The good line runs (in one call or more); the bad ones are named either way.
  if (started.status === 'running') experiment.cancel();
  const result = JSON.parse(experiment.result());
  return [
    { label: 'tile twice', answer: check('1 2 3 4 5 6 7 7 0'), fields: ['error'] },
    { label: 'not a number', answer: check('1 2 x 0'), fields: ['error'] },
    { label: 'row length', answer: check('1 2 3/4 5/6 7 0'), fields: ['error'] },
    { label: 'out of range', answer: check('1 2 3 4 5 6 7 0 9'), fields: ['error'] },
    { label: 'bad goal', answer: check('1 2 3 0', '', '1 1 2 0'), fields: ['error'] },
    { label: 'unsolvable check', answer: check('2 1 3 4 5 6 7 8 0'), fields: ['reason'] },
    {
      label: 'unsolvable rules',
      answer: check('2 1 3 4 5 6 7 8 0').parity,
      fields: ['rule', 'widthRule'],
    },
    {
      label: 'even width rules',
      answer: check('2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0').parity,
      fields: ['widthRule'],
    },
    { label: 'unsolvable solve', answer: solve({ board: '2 1 3 4 5 6 7 8 0' }), fields: ['error'] },
    {
      label: 'unknown algorithm',
      answer: solve({ board: '1 2 3 0', algorithm: 'qq' }),
      fields: ['error'],
    },
    {
      label: 'weight',
      answer: solve({ board: '1 2 3 0', algorithm: 'wastar', weight: 1000 }),
      fields: ['error'],
    },
    ...result.lineErrors.map((lineError) => ({
      label: `line ${lineError.line}`,
      answer: lineError,
      fields: ['error'],
    })),
    {
      label: 'random',
      answer: JSON.parse(module.randomBoard('4 by 4', 'blank-last', 0, 1)),
      fields: ['error'],
    },
    { label: 'forged table', answer: forged, fields: ['error'] },
  ];
}

/**
 * The solver's refusal of a stored 8-puzzle table forged past its checksum (one entry raised,
 * the FNV-1a 64 recomputed: cpp/pdb/pattern_database_format.h — a 28-byte header plus one byte a
 * pattern tile, byte 15 the tile count, its last 8 bytes the checksum), as the page gets it.
 */
function forgedTableRefusal() {
  const request = moduleRequest({
    board: '8 0 6 5 4 7 2 3 1',
    goal: 'blank-first',
    heuristic: 'pdb',
  });
  const { built } = module.SolverSession.preparePatternDatabases(request, {}, () => {});
  assert.equal(built.length, 1, 'the 8-puzzle table, built');
  const bytes = new Uint8Array(built[0].bytes);
  const header = 28 + bytes[15];
  bytes[header + ((bytes.length - header) >> 1)] += 1;
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < bytes.length; i++) {
    if (i >= header - 8 && i < header) continue;
    hash = ((hash ^ BigInt(bytes[i])) * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  for (let i = 0; i < 8; i++) bytes[header - 8 + i] = Number((hash >> BigInt(8 * i)) & 0xffn);
  const prepared = module.SolverSession.preparePatternDatabases(
    request,
    { [built[0].name]: bytes },
    () => {},
  );
  assert.equal(prepared.rejected.length, 1, 'the forged table is refused');
  assert.match(prepared.rejected[0].error, /SHA-256 mismatch/, 'refused for its digest');
  return prepared.rejected[0];
}

// Words the German may share with the English: names of things, not English ('cells': a
// pattern database's name, quoted as it is).
const SHARED = new Set(['permutation', 'inversion', 'inversionen', 'blank', 'cells']);

/** English words (5 letters or more) of `english` that turn up in `german`. */
function englishLeft(english, german) {
  const germanWords = new Set(german.toLowerCase().match(/[a-zäöüß]+/g) ?? []);
  return [...new Set(english.toLowerCase().match(/[a-z]{5,}/g) ?? [])].filter(
    (word) => germanWords.has(word) && !SHARED.has(word),
  );
}

test('real answers read in German with no English left, and in English as the core says them', () => {
  const answers = realAnswers();
  assert.ok(
    answers.filter(({ label }) => label.startsWith('line ')).length >= 2,
    'the experiment kept line errors',
  );
  let checked = 0;
  for (const { label, answer, fields } of answers) {
    for (const field of fields) {
      assert.equal(typeof answer[`${field}Id`], 'string', `${label}: ${field}Id`);
      setLanguage('en');
      const english = solverMessage(answer, field);
      assert.equal(english, answer[field], `${label}: the English catalog says what the core says`);
      setLanguage('de');
      const german = solverMessage(answer, field);
      assert.notEqual(german, english, `${label}: German`);
      assert.deepEqual(englishLeft(english, german), [], `${label}: "${german}"`);
      setLanguage('en-XA');
      assert.match(solverMessage(answer, field), /^⟦[\s\S]*⟧$/, `${label}: catalogued`);
      checked++;
    }
  }
  assert.ok(checked >= 15, `${checked} messages checked`);
});

test('a message id the page does not know yet falls back to the English sentence', () => {
  setLanguage('de');
  assert.equal(
    solverMessage({ error: 'something new', errorId: 'not-an-id-yet', errorArgs: {} }),
    'something new',
  );
  assert.equal(solverMessage({ status: 'ok' }), '');
});
