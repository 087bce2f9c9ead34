// The only place the wasm module lives. Runs one search at a time in budgeted step() slices,
// yielding to the event loop between slices so that `cancel` (and quick `check`/`random`
// requests) are seen while a long search runs.
//
// client → worker: {type:'solve', id, request} | {type:'cancel', id}
//                  | {type:'check', id, board, size, goal} | {type:'random', id, size, goal, walk, seed}
//                  | {type:'capabilities', id}
// worker → client: {type:'ready', capabilities}
//                  | {type:'progress', id, progress}  (progress.phase 'database' while pattern
//                    databases are built, with progress.fraction; then 'search')
//                  | {type:'done', id, result} | {type:'error', id, message, fatal}

import createNpuzzleModule from './wasm/npuzzle.mjs';
import { cancelledResult } from './cancelled-result.js';
import { providePatternDatabases } from './pattern-database-provider.js';

const SLICE_TARGET_MS = 30; // long enough to amortise the call, short enough for a prompt cancel
// Checked after each slice, so reports land every 75-105 ms: about ten a second.
const PROGRESS_INTERVAL_MS = 75;
const MIN_BUDGET = 64;
const MAX_BUDGET = 50_000_000;

let solver = null;
const pending = [];
let currentJob = null;

// Installed synchronously: messages posted right after `new Worker()` arrive before the module
// has loaded, and a handler installed after an await would miss them.
self.onmessage = (event) => {
  if (solver) handle(event.data);
  else pending.push(event.data);
};

createNpuzzleModule().then(
  (module) => {
    solver = module;
    self.postMessage({ type: 'ready', capabilities: JSON.parse(solver.capabilities()) });
    for (const message of pending.splice(0)) handle(message);
  },
  (error) => {
    self.postMessage({
      type: 'error',
      id: null,
      fatal: true,
      message: `The solver could not be loaded: ${describe(error)}`,
    });
  },
);

function describe(error) {
  return error instanceof Error ? error.message : String(error);
}

function handle(message) {
  const { type, id } = message;
  try {
    switch (type) {
      case 'solve':
        startJob(id, message.request);
        return;
      case 'cancel':
        if (currentJob && (id === undefined || currentJob.id === id)) currentJob.cancelled = true;
        return;
      case 'check':
        reply(id, solver.checkBoard(message.board, message.size ?? '', message.goal ?? ''));
        return;
      case 'random':
        reply(id, solver.randomBoard(message.size, message.goal, message.walk, message.seed));
        return;
      case 'capabilities':
        reply(id, solver.capabilities());
        return;
      default:
        self.postMessage({ type: 'error', id, fatal: false, message: `unknown request ${type}` });
    }
  } catch (error) {
    // A throw out of the module means it aborted (a trap, or memory it could not grow):
    // its state is no longer trustworthy, so the client replaces this worker.
    self.postMessage({ type: 'error', id, fatal: true, message: describe(error) });
  }
}

function reply(id, json) {
  self.postMessage({ type: 'done', id, result: JSON.parse(json) });
}

function startJob(id, request) {
  // One job at a time: a newer solve supersedes the running one, which ends as cancelled.
  if (currentJob) currentJob.cancelled = true;
  const job = { id, cancelled: false };
  currentJob = job;
  runJob(job, request).finally(() => {
    if (currentJob === job) currentJob = null;
  });
}

// A message to ourselves is a macrotask without setTimeout's 4 ms clamp on nested timers, and it
// queues behind any `cancel` already waiting.
const tick = new MessageChannel();
const tickWaiters = [];
tick.port1.onmessage = () => tickWaiters.shift()?.();
function yieldToEventLoop() {
  return new Promise((resolve) => {
    tickWaiters.push(resolve);
    tick.port2.postMessage(null);
  });
}

// While the databases build, the worker is busy in one synchronous call: the build reports its
// fraction done through this, at most every PROGRESS_INTERVAL_MS.
function databaseProgressReporter(job) {
  let lastPostAt = -Infinity;
  return (fraction) => {
    const now = performance.now();
    if (fraction > 0 && fraction < 1 && now - lastPostAt < PROGRESS_INTERVAL_MS) return;
    lastPostAt = now;
    self.postMessage({ type: 'progress', id: job.id, progress: { phase: 'database', fraction } });
  };
}

async function runJob(job, request) {
  let databases = null;
  try {
    databases = await providePatternDatabases(solver, request, databaseProgressReporter(job));
  } catch (error) {
    self.postMessage({ type: 'error', id: job.id, fatal: true, message: describe(error) });
    return;
  }
  if (job.cancelled) {
    self.postMessage({ type: 'done', id: job.id, result: cancelledResult() });
    return;
  }
  const session = new solver.SolverSession();
  try {
    const first = JSON.parse(
      session.start(
        request.board,
        request.size ?? '',
        request.goal ?? '',
        request.algorithm,
        request.heuristic,
        request.weight ?? 1,
        request.maxMemoryMB,
      ),
    );
    // start() answers at once with a final result for invalid, unsolvable or solved boards.
    if (first.status !== 'running') {
      self.postMessage({ type: 'done', id: job.id, result: first });
      return;
    }
    let budget = 1000;
    let lastProgress = first;
    let lastPostAt = 0;
    for (;;) {
      await yieldToEventLoop();
      if (job.cancelled) {
        self.postMessage({ type: 'done', id: job.id, result: cancelledResult(lastProgress) });
        return;
      }
      const sliceStart = performance.now();
      const progress = JSON.parse(session.step(budget));
      const sliceMs = performance.now() - sliceStart;
      lastProgress = progress;
      if (progress.status !== 'running') {
        const result = JSON.parse(session.result());
        if (databases) result.databases = databases;
        self.postMessage({ type: 'done', id: job.id, result });
        return;
      }
      budget = nextBudget(budget, sliceMs);
      if (sliceStart - lastPostAt >= PROGRESS_INTERVAL_MS) {
        lastPostAt = sliceStart;
        self.postMessage({ type: 'progress', id: job.id, progress });
      }
    }
  } catch (error) {
    self.postMessage({ type: 'error', id: job.id, fatal: true, message: describe(error) });
  } finally {
    try {
      session.delete();
    } catch {
      // After an abort the module is unusable anyway; the client replaces this worker.
    }
  }
}

// Expansions cost more as the open list grows, so the budget follows the measured rate, growing
// at most fourfold per slice so one slow slice cannot follow a burst of cheap ones.
function nextBudget(budget, sliceMs) {
  const scale = sliceMs > 0 ? SLICE_TARGET_MS / sliceMs : 4;
  const next = Math.round(budget * Math.min(4, Math.max(0.25, scale)));
  return Math.min(MAX_BUDGET, Math.max(MIN_BUDGET, next));
}
