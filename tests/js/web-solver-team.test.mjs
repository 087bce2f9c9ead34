// The page's search team (web/solver/solver-team.js): several members, each searching its share
// of IDA*'s tree with the same tables; the team takes a solution once no member can hold a
// shorter one. Here the members are the real wasm module behind the worker's own request handlers
// (solve-request.js, pattern-database-load-request.js), in this process: everything but the
// worker boundary. The standard 6-6-3 tables stand in for the large ones, which take a minute
// to build in wasm; the share search is the same for both.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

import { JobSlot } from '../../web/worker/jobs.js';
import { databaseLoadRequests } from '../../web/worker/pattern-database-load-request.js';
import { solveRequests } from '../../web/worker/solve-request.js';
import {
  SolverTeam,
  combinedProgress,
  shortestProven,
  teamTakes,
} from '../../web/solver/solver-team.js';
import { phoneClass, teamPlan } from '../../web/solver/team-plan.js';
import { loadWasmModule } from './support/wasm-module.mjs';

const root = new URL('../../', import.meta.url);
// Korf's #1 and #2 with their optimal lengths (goal blank-first).
const KORF_1 = { board: '14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3', length: 57 };
const KORF_2 = { board: '13 5 4 10 9 12 8 14 2 3 7 1 0 15 11 6', length: 55 };
const solveSpec = (board) => ({
  board,
  goal: 'blank-first',
  algorithm: 'auto',
  heuristic: 'auto',
  maxMemoryMB: 512,
});

/** The 6-6-3 tables the site build keeps (build/pattern-databases/), handed to a module. */
async function withStandardTables(module) {
  const request = { ...solveSpec(KORF_1.board), size: '', weight: 1, openLimit: 0 };
  const needs = JSON.parse(module.SolverSession.patternDatabasesFor(request));
  const stored = {};
  for (const { name } of needs.databases)
    stored[name] = new Uint8Array(
      await readFile(new URL(`build/pattern-databases/${name}.pdb`, root)),
    );
  const prepared = module.SolverSession.preparePatternDatabases(request, stored, () => {});
  assert.equal(prepared.imported.length, needs.databases.length, 'the kept tables were imported');
  return module;
}

/**
 * A member: a module of its own behind the worker's handlers, answering as a SolverClient does.
 * `failWith`: every solve rejects with it (a worker that crashed).
 */
function wasmMember(module, { failWith = null } = {}) {
  const jobs = new JobSlot();
  let nextId = 1;
  const pending = new Map();
  const context = {
    module,
    jobs,
    hints: new JobSlot(),
    post: (message) => pending.get(message.id)?.onProgress(message.progress),
    reply: (id, result) => {
      pending.get(id)?.resolve(result);
      pending.delete(id);
    },
  };
  const request = (handler, message, onProgress = () => {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, onProgress });
      Promise.resolve(handler({ ...message, id }, context)).catch(reject);
    });
  return {
    solved: 0,
    solve(spec, onProgress) {
      if (failWith) return Promise.reject(failWith);
      this.solved += 1;
      return request(solveRequests.solve, { type: 'solve', request: spec }, onProgress);
    },
    loadDatabases: (spec, onProgress) =>
      request(
        databaseLoadRequests['load-databases'],
        { type: 'load-databases', request: spec },
        onProgress,
      ),
    cancel: async () => jobs.cancel(),
    close() {},
  };
}

async function standardTeam(size, options = {}) {
  const modules = await Promise.all(
    Array.from({ length: size }, async () => withStandardTables(await loadWasmModule())),
  );
  let made = 0;
  const members = [];
  const team = new SolverTeam({
    size,
    databases: 'standard',
    makeMember: () => {
      const member = wasmMember(modules[made++], options);
      members.push(member);
      return member;
    },
  });
  await team.prepare();
  return { team, members };
}

test('a team of two gives the optimal length, says how it searched, and every member searched', async () => {
  const { team, members } = await standardTeam(2);
  assert.equal(team.status.state, 'ready');
  for (const { board, length } of [KORF_1, KORF_2]) {
    const bounds = [];
    const answer = await team.solve(solveSpec(board), (p) => bounds.push(p.fBound));
    assert.equal(answer.status, 'solved');
    assert.equal(answer.length, length);
    assert.equal(answer.optimal, true);
    assert.equal(answer.lowerBound, length);
    assert.deepEqual(answer.team, { members: 2, databases: '6-6-3' });
    assert.ok(answer.stats.expanded > 0);
    // The bound the team reports only ever proves what is true: never above the optimum.
    assert.ok(
      bounds.every((b) => b <= length),
      `bounds ${bounds} stay at most ${length}`,
    );
  }
  assert.deepEqual(
    members.map((m) => m.solved),
    [2, 2],
  );
});

test('a cancelled team search resolves as cancelled, and the team answers the next one', async () => {
  const { team } = await standardTeam(2);
  const running = team.solve(solveSpec(KORF_1.board));
  team.cancel();
  assert.equal((await running).status, 'cancelled');
  assert.equal((await team.solve(solveSpec(KORF_2.board))).length, KORF_2.length);
});

test('a member that fails fails the team search, so the page worker can answer instead', async () => {
  const { team } = await standardTeam(2, { failWith: new Error('the worker crashed') });
  await assert.rejects(team.solve(solveSpec(KORF_1.board)), /crashed/);
  // Disbanded: a replaced worker would hold no tables.
  assert.equal(team.status.state, 'unavailable');
  assert.match(team.status.why, /crashed/);
  assert.equal(team.takes(solveSpec(KORF_2.board)), false);
});

test('members that cannot get the tables leave the team unavailable, saying why', async () => {
  // A module without the tables, and neither IndexedDB nor a site in Node: never built.
  const module = await loadWasmModule();
  const team = new SolverTeam({ size: 2, makeMember: () => wasmMember(module) });
  await team.prepare();
  assert.equal(team.status.state, 'unavailable');
  assert.match(team.status.why, /7-v2/);
  assert.equal(team.takes(solveSpec(KORF_1.board)), false);
});

test('the team takes the optimal 15-puzzle searches toward a corner blank, and nothing else', () => {
  assert.ok(teamTakes(solveSpec(KORF_1.board)));
  assert.ok(teamTakes({ ...solveSpec(KORF_1.board), algorithm: 'idastar', heuristic: 'pdb' }));
  assert.ok(teamTakes({ ...solveSpec('14,13,15,7/11,12,9,5/6,0,2,1/4,8,10,3'), goal: '' }));
  for (const other of [
    { algorithm: 'astar' },
    { algorithm: 'idastar', heuristic: 'manhattan' },
    { board: '8 0 6 5 4 7 2 3 1' },
    { goal: '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15' },
    { size: '2x8' },
    // Every optimal solution is one worker's count: the module refuses it with a tree share.
    { allOptimal: true, solutionLimit: 100 },
  ])
    assert.equal(teamTakes({ ...solveSpec(KORF_1.board), ...other }), false, JSON.stringify(other));
});

test('a member that found a solution, or reached its length, lets the team take it', () => {
  const solved = (length) => ({ progress: null, result: { status: 'solved', length } });
  const at = (fBound) => ({
    progress: { fBound, expanded: 10, generated: 20, frontier: 5, bytes: 1 },
    result: null,
  });
  assert.equal(shortestProven([at(48), at(50)]), null);
  assert.equal(shortestProven([solved(50), at(48)]), null);
  assert.equal(shortestProven([solved(50), at(50)])?.length, 50);
  assert.equal(shortestProven([solved(52), solved(50)])?.length, 50);
  assert.equal(shortestProven([solved(50), at(52), at(49)]), null);
  const team = combinedProgress([at(48), solved(50)], 12);
  assert.equal(team.fBound, 48);
  assert.equal(team.expanded, 10);
  assert.equal(team.ms, 12);
});

test('a device that says it has little memory, one core, or runs offline gets no team', () => {
  assert.deepEqual(teamPlan({ cores: 8, memoryGB: 8 }), { members: 2, why: null, memoryGB: 8 });
  assert.equal(teamPlan({ cores: 2 }).members, 2); // Firefox and Safari do not say their memory
  assert.deepEqual(teamPlan({ cores: 8, memoryGB: 2 }), { members: 0, why: 'memory', memoryGB: 2 });
  assert.equal(teamPlan({ cores: 8, memoryGB: 0.5 }).why, 'memory');
  assert.equal(teamPlan({ cores: 1, memoryGB: 8 }).why, 'one-core');
  assert.equal(teamPlan({ cores: 8, offline: true }).why, 'offline');
});

test('Data Saver, a slow connection or a phone gets no team (no 14 MB download), and says which', () => {
  const device = { cores: 8, memoryGB: 8 };
  assert.equal(teamPlan({ ...device, saveData: true, effectiveType: '4g' }).why, 'save-data');
  for (const effectiveType of ['slow-2g', '2g', '3g']) {
    assert.deepEqual(teamPlan({ ...device, effectiveType }), {
      members: 0,
      why: 'slow-connection',
      memoryGB: 8,
    });
  }
  assert.equal(teamPlan({ ...device, effectiveType: '4g', saveData: false }).members, 2);
  assert.equal(teamPlan({ ...device, phone: true }).why, 'phone');
  assert.equal(teamPlan({ ...device, memoryGB: 2, saveData: true }).why, 'memory', 'memory first');
});

test('a phone is what the browser calls mobile, or a touch-only screen of a phone’s size', () => {
  const media = (matches) => () => ({ matches });
  const win = (matches, width, height) => ({
    matchMedia: media(matches),
    screen: { width, height },
  });
  assert.equal(phoneClass({ userAgentData: { mobile: true } }, win(false, 1920, 1080)), true);
  assert.equal(phoneClass({}, win(true, 390, 844)), true);
  assert.equal(phoneClass({}, win(true, 1024, 1366)), false, 'a tablet');
  assert.equal(phoneClass({}, win(false, 390, 844)), false, 'a narrow desktop window');
  assert.equal(phoneClass({ userAgentData: { mobile: false } }, {}), false);
});
