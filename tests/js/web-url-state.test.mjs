// The page's URL contract (docs/contracts.md §4): what is read, what is refused, and that what the
// page writes reads back to the same board.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { PSEUDO_LANGUAGE_SWITCH, pseudoLanguageAllowed } from '../../web/common/i18n.js';
import { LAB_PANEL_IDS } from '../../web/lab/lab-panels.js';
import {
  parseSize,
  readUrlState as readUrlStateOf,
  writeUrlState,
} from '../../web/state/url-state.js';

/** The page's reading of a query: the `lab` ids are the lab's registry's, as web/app.js gives them. */
const readUrlState = (search, options = {}) =>
  readUrlStateOf(search, { labPanels: LAB_PANEL_IDS, ...options });

test('reads every docs/contracts.md §4 parameter', () => {
  const { state, problems } = readUrlState(
    '?board=8,0,6,5,4,7,2,3,1&size=3x3&goal=blank-first&algorithm=wastar&heuristic=linear-conflict' +
      '&weight=1.5&embed=1&autoplay=1&speed=8&step=12',
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(state, {
    board: '8,0,6,5,4,7,2,3,1',
    size: { width: 3, height: 3 },
    goal: 'blank-first',
    algorithm: 'wastar',
    heuristic: 'linear-conflict',
    weight: 1.5,
    embed: true,
    autoplay: true,
    speed: 8,
    step: 12,
  });
});

test('absent parameters are left out, and flags default to off', () => {
  assert.deepEqual(readUrlState(''), { state: { embed: false, autoplay: false }, problems: [] });
});

test('board and custom goal text is passed on for the core to judge, not parsed here', () => {
  const { state } = readUrlState('?board=1,2,3,3,5,6,7,8,0&goal=1%202%203%208%200%204%207%206%205');
  assert.equal(state.board, '1,2,3,3,5,6,7,8,0');
  assert.deepEqual(state.goal, { tiles: '1 2 3 8 0 4 7 6 5' });
});

test('markup in a parameter stays plain text (the page shows it with textContent)', () => {
  const { state } = readUrlState('?board=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  assert.equal(state.board, '<img src=x onerror=alert(1)>');
});

test('out-of-range or malformed values are ignored, each with a reason', () => {
  const { state, problems } = readUrlState(
    '?size=9&weight=heavy&speed=fast&step=-3&algorithm=A%2A%3Cscript%3E&heuristic=Manhattan',
  );
  assert.deepEqual(state, { embed: false, autoplay: false });
  assert.equal(problems.length, 6);
  for (const name of ['size', 'weight', 'speed', 'step', 'algorithm', 'heuristic']) {
    assert.ok(
      problems.some((p) => p.includes(`"${name}"`)),
      `${name} is named in ${problems}`,
    );
  }
});

test('think: auto’s thinking time, a number of seconds (its range is the core’s)', () => {
  assert.equal(readUrlState('?think=30').state.thinkSeconds, 30);
  assert.equal(readUrlState('?think=2.5').state.thinkSeconds, 2.5);
  // Out of the core's range but a number: passed on, for SolverOptions.apply to refuse with the
  // range it has from the core.
  assert.equal(readUrlState('?think=0').state.thinkSeconds, 0);
  for (const bad of ['long', '-5', '1e3', '0x10', 'Infinity']) {
    const { state, problems } = readUrlState(`?think=${bad}`);
    assert.equal(state.thinkSeconds, undefined, bad);
    assert.match(problems[0], /"think" parameter: expected a number/, bad);
  }
  const base = { tiles: [1, 2, 3, 0], width: 2, height: 2, goal: 'blank-last' };
  assert.equal(writeUrlState({ ...base, thinkSeconds: 45 }), '?board=1,2,3,0&think=45');
  assert.equal(writeUrlState({ ...base, thinkSeconds: undefined }), '?board=1,2,3,0');
});

test('overlong text is refused rather than sent to the worker', () => {
  const { state, problems } = readUrlState(`?board=${'1,'.repeat(3000)}`);
  assert.equal(state.board, undefined);
  assert.match(problems[0], /"board".*longer than/);
});

test('parseSize reads WxH (which sizes the core takes is its rule: sizeProblem)', () => {
  assert.deepEqual(parseSize('4x3'), { width: 4, height: 3 });
  assert.deepEqual(parseSize('10×10'), { width: 10, height: 10 });
  assert.deepEqual(parseSize(' 2X8 '), { width: 2, height: 8 });
  assert.deepEqual(parseSize('17x16'), { width: 17, height: 16 });
  for (const bad of ['4', 'x4', '4x', '4x3x2', '', '0x0', '4x0', '1000x1']) {
    assert.equal(parseSize(bad), null, bad);
  }
});

test('writes the board always, and the size only when it cannot be inferred', () => {
  assert.equal(
    writeUrlState({ tiles: [8, 0, 6, 5, 4, 7, 2, 3, 1], width: 3, height: 3, goal: 'blank-last' }),
    '?board=8,0,6,5,4,7,2,3,1',
  );
  // 16 cells would be read as 4x4, so a 2x8 board carries its size.
  const tiles = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];
  assert.equal(
    writeUrlState({ tiles, width: 8, height: 2, goal: 'blank-last' }),
    `?board=${tiles.join(',')}&size=8x2`,
  );
});

test('writes settings only where they differ from the defaults', () => {
  const defaults = { algorithm: 'auto', heuristic: 'linear-conflict', weight: 2, speed: 4 };
  const base = { tiles: [1, 2, 3, 0], width: 2, height: 2 };
  assert.equal(
    writeUrlState({ ...base, goal: 'blank-last', algorithm: 'auto', speed: 4 }, defaults),
    '?board=1,2,3,0',
  );
  assert.equal(
    writeUrlState(
      {
        ...base,
        goal: [0, 1, 2, 3],
        algorithm: 'wastar',
        heuristic: 'manhattan',
        weight: 3,
        speed: 10,
        embed: true,
      },
      defaults,
    ),
    '?board=1,2,3,0&goal=0,1,2,3&algorithm=wastar&heuristic=manhattan&weight=3&speed=10&embed=1',
  );
});

test('what the page writes reads back to the same settings', () => {
  const page = {
    tiles: [3, 1, 2, 0, 4, 5],
    width: 3,
    height: 2,
    goal: 'blank-first',
    algorithm: 'idastar',
    heuristic: 'manhattan',
    speed: 0.5,
    embed: true,
  };
  const { state, problems } = readUrlState(writeUrlState(page));
  assert.deepEqual(problems, []);
  assert.equal(state.board, '3,1,2,0,4,5');
  assert.deepEqual(state.size, { width: 3, height: 2 });
  assert.equal(state.goal, 'blank-first');
  assert.equal(state.algorithm, 'idastar');
  assert.equal(state.heuristic, 'manhattan');
  assert.equal(state.speed, 0.5);
  assert.equal(state.embed, true);
});

test('the teaching lab parameters: lab, expansions, compare, and start with step', () => {
  const { state, problems } = readUrlState(
    '?board=8,6,0,5,4,7,2,3,1&start=8,0,6,5,4,7,2,3,1&step=1&lab=step&expansions=12' +
      '&compare=astar:manhattan,idastar:pdb,bfs',
  );
  assert.deepEqual(problems, []);
  assert.equal(state.start, '8,0,6,5,4,7,2,3,1');
  assert.equal(state.step, 1);
  assert.equal(state.lab, 'step');
  assert.equal(state.expansions, 12);
  assert.equal(state.compare, 'astar:manhattan,idastar:pdb,bfs');
});

test('bad lab parameters are ignored, each with a reason', () => {
  const { state, problems } = readUrlState(
    '?lab=tree&expansions=-1&compare=%3Cscript%3E&expansions=1e9',
  );
  assert.equal(state.lab, undefined);
  assert.equal(state.expansions, undefined);
  assert.equal(state.compare, undefined);
  for (const name of ['lab', 'expansions', 'compare']) {
    assert.ok(
      problems.some((p) => p.includes(`"${name}"`)),
      `${name} is named`,
    );
  }
});

test('lab takes every id of the lab registry, and only those the reader is given', () => {
  for (const id of LAB_PANEL_IDS) assert.equal(readUrlState(`?lab=${id}`).state.lab, id);
  assert.equal(readUrlStateOf('?lab=step', { labPanels: ['compare'] }).state.lab, undefined);
  assert.throws(() => readUrlStateOf('?lab=step', {}), /labPanels/);
});

test('a solution step is written with its start board once past step 0', () => {
  const base = { tiles: [1, 2, 0, 3], width: 2, height: 2, goal: 'blank-last' };
  assert.equal(writeUrlState({ ...base, step: 0, start: [1, 2, 0, 3] }), '?board=1,2,0,3&step=0');
  const written = writeUrlState({
    ...base,
    step: 2,
    start: [0, 1, 2, 3],
    lab: 'compare',
    compare: 'astar:manhattan,bfs',
    embed: true,
  });
  assert.equal(
    written,
    '?board=1,2,0,3&step=2&start=0,1,2,3&lab=compare&compare=astar:manhattan,bfs&embed=1',
  );
  const { state } = readUrlState(written);
  assert.equal(state.step, 2);
  assert.equal(state.start, '0,1,2,3');
  assert.equal(state.compare, 'astar:manhattan,bfs');
  assert.equal(
    writeUrlState({ ...base, lab: 'step', expansions: 7 }),
    '?board=1,2,0,3&lab=step&expansions=7',
  );
  assert.equal(writeUrlState({ ...base, lab: 'step', expansions: 0 }), '?board=1,2,0,3&lab=step');
});

test('the page language: a regional tag reads as its language, an unknown one is named', () => {
  assert.equal(readUrlState('?lang=de').state.lang, 'de');
  assert.equal(readUrlState('?lang=zh-CN').state.lang, 'zh');
  assert.equal(readUrlState('?lang=es-419').state.lang, 'es');
  const { state, problems } = readUrlState('?lang=fr&board=1,2,3,0');
  assert.equal(state.lang, undefined);
  assert.equal(state.board, '1,2,3,0', 'the rest of the URL still applies');
  assert.equal(problems.length, 1);
  assert.match(problems[0], /"lang".*en, es, de, zh/);
  const written = writeUrlState({ tiles: [1, 2, 3, 0], width: 2, height: 2, lang: 'de' });
  assert.equal(written, '?board=1,2,3,0&lang=de');
  assert.equal(readUrlState(written).state.lang, 'de', 'what is written reads back');
  assert.doesNotMatch(
    writeUrlState({ tiles: [1, 2, 3, 0], width: 2, height: 2 }),
    /lang/,
    'a language that only follows the browser stays out of links',
  );
});

test('a repeated parameter: the first is used, and the notice says which and why', () => {
  const { state, problems } = readUrlState('?size=3x3&size=4x4&board=1,2,3,0&board=0,1,2,3');
  assert.deepEqual(state.size, { width: 3, height: 3 });
  assert.equal(state.board, '1,2,3,0');
  assert.equal(problems.length, 2, problems.join(' | '));
  assert.match(problems[0], /"size" parameter is given more than once: the first, "3x3", is used/);
  assert.match(problems[1], /"board" .*"1,2,3,0"/);
  const long = readUrlState(`?board=${'1,'.repeat(100)}0&board=0`).problems[0];
  assert.ok(long.length < 160, `a long value is shortened in the notice: ${long}`);
  assert.deepEqual(readUrlState('?other=1&other=2').problems, [], 'not ours: not our business');
});

test('start without step says nothing to show: refused with a word, the board still applies', () => {
  const { state, problems } = readUrlState('?board=1,2,3,0&start=0,1,2,3');
  assert.equal(state.start, undefined);
  assert.equal(state.board, '1,2,3,0');
  assert.equal(problems.length, 1);
  assert.match(problems[0], /"start" parameter: it is read only together with "step"/);
  assert.deepEqual(readUrlState('?board=1,2,3,0&start=0,1,2,3&step=2').problems, []);
});

test('the tests’ pseudo-language comes from a link only with the tests’ switch on', () => {
  const fromALink = readUrlState('?lang=en-XA&board=1,2,3,0');
  assert.equal(fromALink.state.lang, undefined, 'a link cannot put the brackets on a page');
  assert.match(fromALink.problems[0], /"lang".*en, es, de, zh/);
  assert.equal(readUrlState('?lang=en-XA', { pseudoLanguage: true }).state.lang, 'en-XA');
  const session = new Map();
  const scope = { sessionStorage: { getItem: (key) => session.get(key) ?? null } };
  assert.equal(pseudoLanguageAllowed(scope), false);
  session.set(PSEUDO_LANGUAGE_SWITCH, '1');
  assert.equal(pseudoLanguageAllowed(scope), true);
  const refusing = {
    get sessionStorage() {
      throw new Error('SecurityError');
    },
  };
  assert.equal(pseudoLanguageAllowed(refusing), false, 'storage refused: no switch, no throw');
});

test('the depth limit (depth): a whole number is read, anything else is refused by name', () => {
  assert.equal(readUrlState('?algorithm=dfs&depth=80').state.depthLimit, 80);
  for (const bad of ['2.5', '-1', 'deep', '1e3x']) {
    const { state, problems } = readUrlState(`?depth=${bad}`);
    assert.equal(state.depthLimit, undefined, bad);
    assert.equal(problems.length, 1, bad);
    assert.match(problems[0], /"depth"/);
  }
});

test('the depth limit is written only when it differs from the default, and reads back', () => {
  const base = { tiles: [1, 2, 3, 0], width: 2, height: 2, algorithm: 'dfs' };
  const defaults = { algorithm: 'auto', depthLimit: 50 };
  assert.equal(
    writeUrlState({ ...base, depthLimit: 50 }, defaults),
    '?board=1,2,3,0&algorithm=dfs',
  );
  const written = writeUrlState({ ...base, depthLimit: 31 }, defaults);
  assert.equal(written, '?board=1,2,3,0&algorithm=dfs&depth=31');
  assert.equal(readUrlState(written).state.depthLimit, 31);
});

test('exercise, seed and solve=hidden are read, written back, and refused by name', async () => {
  const { EXERCISE_KINDS } = await import('../../web/lab/exercises/exercise-model.js');
  const good = readUrlState('?lab=exercises&exercise=predict&seed=2147483647&solve=hidden', {
    exercises: EXERCISE_KINDS,
  });
  assert.deepEqual(good.problems, []);
  assert.equal(good.state.exercise, 'predict');
  assert.equal(good.state.seed, 2147483647);
  assert.equal(good.state.solveHidden, true);
  const written = writeUrlState({
    tiles: [1, 2, 3, 4, 5, 6, 7, 8, 0],
    width: 3,
    height: 3,
    lab: 'exercises',
    exercise: 'compute-h',
    seed: 42,
    solveHidden: true,
  });
  assert.match(written, /&lab=exercises&exercise=compute-h&seed=42&solve=hidden/);
  const bad = readUrlState('?exercise=quiz&seed=2147483648&solve=shown', {
    exercises: EXERCISE_KINDS,
  });
  assert.equal(bad.state.exercise, undefined);
  assert.equal(bad.state.seed, undefined);
  assert.equal(bad.state.solveHidden, undefined);
  for (const name of ['exercise', 'seed', 'solve']) {
    assert.ok(
      bad.problems.some((p) => p.includes(`"${name}"`)),
      `${name} is named: ${bad.problems}`,
    );
  }
  assert.ok(bad.problems.some((p) => p.includes('compute-h, optimal-length, predict')));
  assert.ok(bad.problems.some((p) => p.includes('0 to 2147483647')));
  assert.equal(readUrlState('?seed=1.5').state.seed, undefined);
});
