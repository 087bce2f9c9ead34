// Issue 29, item 1: where a 15-puzzle's standard pattern databases (6-6-3) would have to be built
// before the first answer (the offline file, a page whose download failed), a solve's provision
// builds the quick ones the module names (5-5-5) instead, and the real module answers optimally
// with them. Without a worker of its own to build the standard ones in (Node has none), the
// provision says they are not being built.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { providePatternDatabases } from '../../web/worker/pattern-database-provider.js';
import { loadWasmModule, moduleRequest, runNative, solveInSlices } from './support/wasm-module.mjs';

let module;
before(async () => {
  module = await loadWasmModule();
});

const KORF_1 = '14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3';
// Nothing stored, nothing downloadable: as from file://.
const noStore = async () => null;
const noDownload = async () => ({ downloaded: {}, failure: null });

test('the first 15-puzzle with no tables at hand is answered with the quick ones, optimally', async () => {
  const request = moduleRequest({ board: KORF_1, goal: 'blank-first', algorithm: 'auto' });
  const standard = JSON.parse(module.SolverSession.patternDatabasesFor(request)).databases;
  const progress = [];
  const provided = await providePatternDatabases(
    module.SolverSession,
    request,
    (fraction, source) => progress.push([fraction, source]),
    noStore,
    noDownload,
    { quickFirst: true },
  );
  assert.deepEqual(provided.quick, { background: false });
  assert.equal(provided.source, 'built');
  assert.equal(provided.kept, false);
  assert.ok(progress.length >= 2 && progress.at(-1)[0] === 1, 'the build reports its progress');
  // Other tables than the standard ones, and only those were built.
  for (const name of provided.names) {
    assert.ok(!standard.some((d) => d.name === name), `${name} is not a standard table`);
  }
  const after = JSON.parse(module.SolverSession.patternDatabasesFor(request)).databases;
  assert.ok(
    after.every((d) => !d.ready),
    'the standard tables were not built',
  );
  const quick = JSON.parse(
    module.SolverSession.patternDatabasesFor({ ...request, databases: 'quick' }),
  ).databases;
  assert.ok(quick.length > 0 && quick.every((d) => d.ready));

  const { result } = solveInSlices(module, {
    board: KORF_1,
    goal: 'blank-first',
    algorithm: 'auto',
    databases: 'quick',
  });
  const native = JSON.parse(
    runNative(['solve', '--goal', 'blank-first', '--format', 'json', KORF_1]).stdout,
  );
  assert.equal(result.status, 'solved');
  assert.equal(result.optimal, true);
  assert.equal(result.length, native.length);
  assert.equal(native.length, 57);
});

test('a board whose quick tables are its standard ones (4x3) gets them built as before', async () => {
  const request = moduleRequest({ board: '7 9 6 3 10 11 0 4 2 1 5 8', size: '4x3' });
  const provided = await providePatternDatabases(
    module.SolverSession,
    request,
    () => {},
    noStore,
    noDownload,
    { quickFirst: true },
  );
  assert.equal(provided.quick, undefined);
  assert.equal(provided.source, 'built');
  const needs = JSON.parse(module.SolverSession.patternDatabasesFor(request)).databases;
  assert.ok(needs.length > 0 && needs.every((d) => d.ready));
});
