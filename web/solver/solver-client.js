// @ts-check
// Main-thread bridge to solver.worker.js: request ids, promises, progress callbacks and cancel.
// The wasm module never runs on the main thread. When the worker dies, or a cancel is not
// honoured in time, the worker is terminated and replaced, and `onNotice` tells the page why.
//
// What the page may rely on:
// - Every promise this client rejects carries an Error whose `.message` is a complete sentence
//   for the user — what happened and what to do — and whose `.reason` is a code from
//   solver-failures.js ('start-file', 'start-csp', 'wasm-download', 'crashed', …). Technical
//   details (Emscripten's "Aborted(…)", RuntimeErrors) never appear in it; they go to
//   console.warn.
// - The solver's start always ends: `capabilities()` resolves when the worker is ready, or
//   rejects with such a sentence when it cannot start (no way left, the WebAssembly module
//   failed, or no 'ready' within `readyTimeoutMs`). The next request then tries a fresh start.
// - `onNotice(sentence, reason)` is called when the solver cannot start (the same sentence as
//   the rejections, in the language on show; `reason` is its solver-failures.js code, so the page
//   can say it again after a change of language: failureSentence(reason)) and whenever a running worker had to be replaced (a trap, a crash, a cancel not
//   honoured in time). A search that was running then rejects with that sentence; quick
//   requests (check, random, step-mode positions) are sent again to the new worker and answer
//   normally.
// - A cancelled search resolves (status 'cancelled'), it never rejects.

import { openAnswerLane } from '../protocol/answer-lane.js';
import { cancelledResult } from '../protocol/cancelled-result.js';
import { isLongJob } from '../protocol/protocol.js';
import { failureError } from './failure-sentence.js';
import { requestFailureReason } from '../protocol/solver-failures.js';
import {
  solverWorkerWays,
  startFailureReason,
  watchWorkerRefusals,
} from './solver-worker-start.js';

const CANCEL_GRACE_MS = 80; // the worker answers a cancel within one ~30 ms slice
// A search answered at once is still watched: a worker that has not stopped it after this long
// is stuck in one slice, and is replaced so that the next request does not wait behind it.
const STUCK_AFTER_CANCEL_MS = 1000;
// Compiling the module takes well under a second; 20 s leaves room for a slow network and a
// busy school laptop, and is still short enough that nobody waits on "Loading…" for good.
const READY_TIMEOUT_MS = 20_000;

/** @typedef {import('../protocol/protocol.js').ClientMessage} ClientMessage */
/** @typedef {import('../protocol/protocol.js').WorkerMessage} WorkerMessage */
/** @typedef {import('../protocol/protocol.js').Progress} Progress */
/** @typedef {import('../protocol/protocol.js').Answer} Answer */
/** @typedef {import('../protocol/protocol.js').Capabilities} Capabilities */
/** @typedef {import('../protocol/protocol.js').SolveSpec} SolveSpec */
/** @typedef {import('../protocol/protocol.js').StepSpec} StepSpec */
/** @typedef {import('../protocol/protocol.js').SolveAnswer} SolveAnswer */
/** @typedef {import('../protocol/protocol.js').StepSnapshot} StepSnapshot */
/** @typedef {import('../protocol/protocol.js').StepperRunAnswer} StepperRunAnswer */
/** @typedef {import('../protocol/protocol.js').SearchPlan} SearchPlan */
/** @typedef {import('../protocol/protocol.js').HeuristicExplanation} HeuristicExplanation */
/** @typedef {import('../protocol/protocol.js').CheckResult} CheckResult */
/** @typedef {import('../protocol/protocol.js').HintSpec} HintSpec */
/** @typedef {import('../protocol/protocol.js').HintAnswer} HintAnswer */
/** @typedef {import('../protocol/protocol.js').RandomResult} RandomResult */
/** @typedef {import('../protocol/protocol.js').LongJobType} LongJobType */
/** @typedef {() => Worker | Promise<Worker>} WorkerWay */
/**
 * Omit for each member of a union (a message without its id).
 * @template T
 * @template {PropertyKey} K
 * @typedef {T extends unknown ? Omit<T, K> : never} DistributiveOmit
 */
/**
 * A request in flight.
 * @typedef {{message: ClientMessage, promise: Promise<any>, resolve: (result: any) => void,
 *   reject: (error: Error) => void, onProgress?: (progress: any) => void, lastProgress?: any,
 *   cancelRequested?: boolean, timer?: ReturnType<typeof setTimeout>}} Pending
 */
/**
 * A worker start under way.
 * @typedef {{way: number, reasons: string[], refusals: {refused: () => boolean, stop: () => void},
 *   timer: ReturnType<typeof setTimeout>}} Start
 */

// Long jobs run in the worker's one job slot, in slices, and can be cancelled. `stopped` is what a
// cancelled one resolves with when the client answers for the worker, from the last progress it
// reported. A cancelled search is answered that way at once, so the page is ready the moment
// Cancel is pressed while the worker finishes its slice — unless it was shortening an answer it
// had (its progress carries `bestLength`): that answer is kept, so the worker's own answer is
// awaited, as are a step-mode run's and an experiment's (where the stepper stopped; the boards
// finished so far). They get `stopped` only when the worker had to be replaced and their state
// was lost.
/** @type {Record<import('../protocol/protocol.js').LongJobType,
 *   {stopped: (lastProgress: any) => Answer, answeredAtOnce: (lastProgress: any) => boolean,
 *    graceMs: number}>} */
const LONG_JOBS = {
  solve: {
    stopped: (lastProgress) => cancelledResult(lastProgress),
    answeredAtOnce: (lastProgress) => typeof lastProgress?.bestLength !== 'number',
    // A kept answer is worth a slow slice's wait (a phone's can pass 80 ms).
    graceMs: STUCK_AFTER_CANCEL_MS,
  },
  'stepper-run': {
    stopped: (lastProgress) => ({ status: 'cancelled', snapshot: lastProgress ?? null }),
    answeredAtOnce: () => false,
    graceMs: CANCEL_GRACE_MS,
  },
  experiment: {
    stopped: () => ({ status: 'cancelled', lineErrors: [], boards: [] }),
    answeredAtOnce: () => false,
    graceMs: CANCEL_GRACE_MS,
  },
};

/** @param {ClientMessage} message */
const longJob = (message) => LONG_JOBS[/** @type {LongJobType} */ (message.type)];

export class SolverClient {
  /** @type {WorkerWay[]} */
  #ways;
  /** @type {(sentence: string, reason: string) => void} */
  #onNotice;
  /** @type {number} */
  #readyTimeoutMs;
  /** @type {Worker | null} the Worker receiving requests; null while none is started or one is coming */
  #worker = null;
  /** the answer lane of #worker (answer-lane.js) */
  #lane = { close() {} };
  /** @type {Start | null} the start under way; null once ready */
  #start = null;
  #workingWay = 0; // the way that last gave a ready worker: restarts begin there
  #ready = false;
  #nextId = 1;
  /** @type {Map<number, Pending>} */
  #requests = new Map();
  /** @type {Capabilities | null} */
  #capabilities = null;
  /** @type {Array<{resolve: (capabilities: Capabilities) => void, reject: (error: Error) => void}>} */
  #capabilityWaiters = [];
  /** @type {Map<number, ReturnType<typeof setTimeout>>} searches answered as cancelled that the worker has yet to stop */
  #stopping = new Map();
  /** @type {import('./solver-team.js').SolverTeam | null} */
  #team = null;
  #teamSearches = 0; // team solves under way (at most one, but counted for `solving`)
  /** @type {SolverClient | null} the helper building the standard tables (#buildInHelper) */
  #helper = null;

  /**
   * @param {{createWorker?: () => Worker, workerWays?: WorkerWay[],
   *   onNotice?: (sentence: string, reason: string) => void, readyTimeoutMs?: number}} [options]
   *   createWorker lets a build supply its one way to make the worker (the offline file's Blob);
   *   otherwise the ways of solver-worker-start.js are tried in order.
   */
  constructor({
    createWorker,
    workerWays = createWorker ? [createWorker] : solverWorkerWays(),
    onNotice = () => {},
    readyTimeoutMs = READY_TIMEOUT_MS,
  } = {}) {
    this.#ways = workerWays;
    this.#onNotice = onNotice;
    this.#readyTimeoutMs = readyTimeoutMs;
  }

  /**
   * Resolves with the module's Capabilities once the worker is ready.
   * @returns {Promise<Capabilities>}
   */
  capabilities() {
    if (this.#capabilities) return Promise.resolve(this.#capabilities);
    const waiting = new Promise((resolve, reject) =>
      this.#capabilityWaiters.push({ resolve, reject }),
    );
    this.#ensureWorker();
    return waiting;
  }

  /**
   * CheckResult: validation, solvability and its reason.
   * @param {string} board @param {string} [size] @param {string} [goal]
   * @returns {Promise<CheckResult>}
   */
  check(board, size = '', goal = '') {
    return this.#request({ type: 'check', board, size, goal });
  }

  /**
   * RandomResult: walk 0 = uniform over solvable boards, walk K = K random moves from the goal.
   * @param {string} size @param {string} goal @param {number} walk @param {number} seed
   * @returns {Promise<RandomResult>}
   */
  random(size, goal, walk, seed) {
    return this.#request({ type: 'random', size, goal, walk, seed });
  }

  /**
   * HeuristicExplanation: every heuristic's parts and value for this board, and h* when an
   * IDA* of at most `trueDistanceExpansions` expansions finds it (0: not searched for).
   * @param {string} board @param {string} size @param {string} goal
   * @param {number} [trueDistanceExpansions]
   * @returns {Promise<HeuristicExplanation>}
   */
  explainHeuristic(board, size, goal, trueDistanceExpansions = 0) {
    return this.#request({ type: 'explain-heuristic', board, size, goal, trueDistanceExpansions });
  }

  /**
   * SearchPlan: what a solve of `request` would run, and step mode in its stead (`auto`
   * resolved by the core: the lab's words about Automatic come from it).
   * @param {SolveSpec} request
   * @returns {Promise<SearchPlan>}
   */
  plan(request) {
    return this.#request({ type: 'plan', request });
  }

  /**
   * VerifyResult: a pasted solution read, replayed on its board, and measured against the
   * shortest length where the module finds it (docs/contracts.md §3, verify).
   * @param {import('../protocol/protocol.js').VerifyRequest} request
   * @returns {Promise<import('../protocol/protocol.js').VerifyResult>}
   */
  verify(request) {
    return this.#request({ type: 'verify', request });
  }

  /**
   * Starts a search; resolves with the SolveResult (status 'cancelled' after cancel()).
   * Only one search runs at a time: starting another cancels the one running.
   * @param {SolveSpec} request
   * @param {(progress: Progress) => void} [onProgress] about ten times a second
   * @returns {Promise<SolveAnswer>}
   */
  solve(request, onProgress = () => {}) {
    if (this.#team?.takes(request)) return this.#teamSolve(request, onProgress);
    return this.#longJob({ type: 'solve', request }, onProgress).then((answer) => {
      const quick = answer.databases?.quick;
      if (quick) quick.background = this.#buildInHelper(request);
      return answer;
    });
  }

  /**
   * After an answer from the quick tables (pattern-database-provider.js): the standard ones are
   * built by a helper worker, started the way this one was, and handed to this worker, which
   * verifies and keeps them (background-database-build.js); later solves use them. The page
   * starts the helper because a worker cannot always start one itself: from file:// Chromium
   * refuses a worker's `new Worker(blob URL)` across the opaque origins.
   * @param {SolveSpec} request the solve the quick tables answered, as the page asked it
   * @returns {boolean} whether a build is under way
   */
  #buildInHelper(request) {
    if (this.#helper) return true;
    const helper = new SolverClient({ workerWays: this.#ways });
    this.#helper = helper;
    /** @type {SolveSpec} */
    const standard = { ...request, databases: 'standard' };
    helper
      .#request({ type: 'build-databases', request: standard })
      .then((built) => {
        const answer = /** @type {import('../protocol/protocol.js').DatabasesBuilt} */ (built);
        if (answer.status !== 'ok') return null;
        return this.#request({ type: 'take-databases', request: standard, tables: answer.built });
      })
      .catch((error) => console.warn('background pattern-database build:', error))
      .finally(() => {
        helper.close();
        this.#helper = null;
      });
    return true;
  }

  /**
   * The 15-puzzle's optimal searches go to this search team once it is ready (solver-team.js);
   * the worker answers everything else, and whatever the team cannot.
   * @param {import('./solver-team.js').SolverTeam} team
   */
  useTeam(team) {
    this.#team = team;
  }

  /**
   * A search team member's tables, taken in before it searches (never built:
   * pattern-database-load-request.js).
   * @param {SolveSpec} request
   * @param {(progress: Progress) => void} [onProgress]
   * @returns {Promise<import('../protocol/protocol.js').DatabasesLoaded>}
   */
  loadDatabases(request, onProgress) {
    return this.#request({ type: 'load-databases', request }, onProgress);
  }

  /** Ends the worker for good (a search team member no longer needed): its memory is freed. */
  close() {
    for (const [id] of this.#requests) this.#settle(id, cancelledResult());
    this.#dropWorker();
  }

  /**
   * A solve by the team; should the team fail (a member's worker crashed, or refused the board),
   * the worker answers it after all.
   * @param {SolveSpec} request
   * @param {(progress: Progress) => void} onProgress
   * @returns {Promise<SolveAnswer>}
   */
  #teamSolve(request, onProgress) {
    const running = this.#activeLongJob();
    if (running) this.#cancelRequest(running.id, running.entry);
    const team = /** @type {import('./solver-team.js').SolverTeam} */ (this.#team);
    this.#teamSearches += 1;
    return team
      .solve(request, onProgress)
      .catch((error) => {
        console.warn('search team:', error);
        return this.#longJob({ type: 'solve', request }, onProgress);
      })
      .finally(() => {
        this.#teamSearches -= 1;
      });
  }

  /**
   * Step mode: the StepSnapshot of the search `spec` after `target` expansions (or at its end,
   * if that comes first). Cheap for a step either way; any worker can answer it, so it is sent
   * again if the worker is replaced. A new search with the pdb heuristic first gets its pattern
   * databases as a solve does (stored, or built in seconds): `onProgress` hears
   * {phase: 'database', fraction} meanwhile.
   * @param {StepSpec} spec
   * @param {number} target
   * @param {(progress: Progress) => void} [onProgress]
   * @param {number} [treeFrom] the search tree's events the caller has: the snapshot's `tree`
   *   then holds the ones after them (StepTree)
   * @returns {Promise<StepSnapshot>}
   */
  stepTo(spec, target, onProgress, treeFrom) {
    return this.#request({ type: 'stepper', spec, target, treeFrom }, onProgress);
  }

  /**
   * Step mode's "Run to end" (or to `target`): a long job with a StepSnapshot as progress;
   * resolves with {status: 'done'|'cancelled', snapshot}.
   * @param {StepSpec} spec
   * @param {number} [target]
   * @param {(snapshot: StepSnapshot) => void} [onProgress]
   * @param {number} [treeFrom] as for stepTo: the final snapshot's `tree` holds the events after
   * @returns {Promise<StepperRunAnswer>}
   */
  runStepper(spec, target, onProgress = () => {}, treeFrom) {
    return this.#longJob({ type: 'stepper-run', spec, target, treeFrom }, onProgress);
  }

  /**
   * A player's hint: the distance to the goal and the first move of a shortest way, found by an
   * optimal search that stops after `spec.budgetMs` (then status 'limit' with a proven
   * lowerBound). Hints run beside the one long job, in a slot of their own: a newer hint (or
   * cancelHint) ends the one before, which resolves as 'cancelled'. Like a quick request, a
   * hint is sent again if the worker is replaced.
   * @param {HintSpec} spec
   * @returns {Promise<HintAnswer>}
   */
  hint(spec) {
    this.cancelHint();
    return this.#request({ type: 'hint', request: spec });
  }

  /** Ends the hint search under way, if any (it resolves as 'cancelled'). */
  cancelHint() {
    for (const [id, entry] of this.#requests) {
      if (entry.message.type !== 'hint' || entry.cancelRequested) continue;
      entry.cancelRequested = true;
      if (this.#worker) this.#worker.postMessage({ type: 'cancel', id });
      else
        this.#settle(id, {
          status: 'cancelled',
          error: 'Hint cancelled',
          errorId: 'hint-cancelled',
          errorArgs: {},
        });
    }
  }

  /**
   * The lab's experiments: runs the searches of `request` on its boards (generated at exact
   * depths, or pasted); a long job with ExperimentProgress as progress. Resolves with the
   * ExperimentResult (status 'cancelled' after cancel(), with the boards finished by then).
   * @param {import('../protocol/protocol.js').ExperimentRequest} request
   * @param {(progress: import('../protocol/protocol.js').ExperimentProgress) => void} [onProgress]
   * @returns {Promise<import('../protocol/protocol.js').ExperimentResult>}
   */
  experiment(request, onProgress = () => {}) {
    return this.#longJob({ type: 'experiment', request }, onProgress);
  }

  /** Frees the step-mode search held by the worker. */
  closeStepper() {
    if (!this.#worker) return Promise.resolve({ status: 'closed' });
    return this.#request({ type: 'stepper-close' });
  }

  /** True while a search (or a step-mode run) is running. */
  get solving() {
    return this.#activeLongJob() !== null || this.#teamSearches > 0;
  }

  /**
   * Stops the running long job; resolves once it has ended for the page: a search at once (one
   * shortening an answer it has, when the worker answers with that answer, within
   * STUCK_AFTER_CANCEL_MS), a step-mode run or an experiment when the worker answers (at most
   * CANCEL_GRACE_MS later).
   */
  cancel() {
    this.#team?.cancel();
    const running = this.#activeLongJob();
    if (!running) return Promise.resolve();
    return this.#cancelRequest(running.id, running.entry);
  }

  // One long job at a time: starting another cancels the one running.
  /**
   * @param {Omit<import('../protocol/protocol.js').SolveMessage, 'id'> | Omit<import('../protocol/protocol.js').StepperRunMessage, 'id'>
   *   | Omit<import('../protocol/protocol.js').ExperimentMessage, 'id'>} message
   * @param {(progress: any) => void} onProgress
   */
  #longJob(message, onProgress) {
    const running = this.#activeLongJob();
    if (running) this.#cancelRequest(running.id, running.entry);
    return this.#request(message, onProgress);
  }

  #activeLongJob() {
    for (const [id, entry] of this.#requests) {
      if (isLongJob(entry.message)) return { id, entry };
    }
    return null;
  }

  /** @param {number} id @param {Pending} entry */
  #cancelRequest(id, entry) {
    const ended = entry.promise.then(
      () => {},
      () => {},
    );
    if (entry.cancelRequested) return ended;
    entry.cancelRequested = true;
    const { stopped, answeredAtOnce, graceMs } = longJob(entry.message);
    const worker = this.#worker;
    worker?.postMessage({ type: 'cancel', id });
    if (!this.#ready || !worker) {
      // Nothing has run yet; the worker drops the job when it gets to it.
      this.#settle(id, stopped(undefined));
      return ended;
    }
    if (answeredAtOnce(entry.lastProgress)) {
      this.#settle(id, stopped(entry.lastProgress));
      const timer = setTimeout(() => {
        this.#stopping.delete(id);
        if (worker === this.#worker) this.#replaceWorker('cancel-not-honoured');
      }, STUCK_AFTER_CANCEL_MS);
      this.#stopping.set(id, timer);
      return ended;
    }
    entry.timer = setTimeout(() => {
      if (!this.#requests.has(id)) return;
      this.#settle(id, stopped(entry.lastProgress));
      this.#replaceWorker('cancel-not-honoured');
    }, graceMs);
    return ended;
  }

  /** The worker has ended a search that was answered at once: it is no longer watched. */
  #stopped(id) {
    clearTimeout(this.#stopping.get(id));
    this.#stopping.delete(id);
  }

  /**
   * @param {DistributiveOmit<ClientMessage, 'id'>} message
   * @param {(progress: any) => void} [onProgress]
   * @returns {Promise<any>}
   */
  #request(message, onProgress) {
    const id = this.#nextId++;
    /** @type {Partial<Pending>} */
    const entry = { message: /** @type {ClientMessage} */ ({ ...message, id }), onProgress };
    entry.promise = new Promise((resolve, reject) => {
      entry.resolve = resolve;
      entry.reject = reject;
    });
    const pending = /** @type {Pending} */ (entry);
    this.#requests.set(id, pending);
    // A worker that is starting gets every waiting request when it arrives (#attach).
    if (this.#worker) this.#worker.postMessage(pending.message);
    else this.#ensureWorker();
    return pending.promise;
  }

  /** @param {number} id @param {Answer | undefined} result @param {Error} [error] */
  #settle(id, result, error) {
    const entry = this.#requests.get(id);
    if (!entry) return;
    this.#requests.delete(id);
    clearTimeout(entry.timer);
    if (error) entry.reject(error);
    else entry.resolve(result);
  }

  // ------------------------------------------------------------------ starting a worker

  /** The worker to post to, starting one if there is none; null while one is coming. */
  #ensureWorker() {
    if (this.#worker || this.#start) return this.#worker;
    /** @type {Start} */
    const start = {
      way: this.#workingWay,
      reasons: [],
      refusals: watchWorkerRefusals(),
      timer: setTimeout(() => this.#startFailed(start, 'start-timeout'), this.#readyTimeoutMs),
    };
    // Node (the unit tests): an idle client must not keep the process alive.
    /** @type {{unref?: () => void}} */ (/** @type {unknown} */ (start.timer)).unref?.();
    this.#start = start;
    this.#ready = false;
    this.#tryWay(start);
    return this.#worker;
  }

  /** @param {Start} start */
  #tryWay(start) {
    let made;
    try {
      made = this.#ways[start.way]();
    } catch (error) {
      this.#wayFailed(start, startFailureReason(error), error);
      return;
    }
    if (!(made instanceof Promise) && typeof (/** @type {any} */ (made)?.then) !== 'function') {
      this.#attach(start, /** @type {Worker} */ (made));
      return;
    }
    /** @type {Promise<Worker>} */ (made).then(
      (worker) => {
        if (start === this.#start) this.#attach(start, worker);
        else worker.terminate(); // the start was given up (timed out) meanwhile
      },
      (error) => {
        if (start === this.#start) this.#wayFailed(start, startFailureReason(error), error);
      },
    );
  }

  /** @param {Start} start @param {Worker} worker */
  #attach(start, worker) {
    this.#worker = worker;
    worker.onmessage = (event) => this.#receive(worker, event.data);
    // Opened before any request is sent: the worker answers them on it once it is confirmed.
    this.#lane = openAnswerLane(worker, (data) => this.#receive(worker, data));
    worker.onerror = (event) => {
      event.preventDefault?.();
      if (worker !== this.#worker) return;
      if (this.#start === start) {
        this.#dropWorker();
        const reason = start.refusals.refused() ? 'start-csp' : 'start-failed';
        this.#wayFailed(start, reason, event.message || 'the worker could not start');
      } else {
        this.#replaceWorker(requestFailureReason(event.message ?? ''), event.message);
      }
    };
    worker.onmessageerror = () => {
      if (worker === this.#worker) this.#replaceWorker('crashed', 'a message could not be read');
    };
    // Nothing has run before 'ready', so every request waiting is sent, long jobs included.
    for (const entry of this.#requests.values()) worker.postMessage(entry.message);
  }

  // One way did not give a worker: try the next, or give up with the most telling reason.
  /** @param {Start} start @param {string} reason @param {any} [detail] */
  #wayFailed(start, reason, detail) {
    start.reasons.push(reason);
    // Our own failure errors already are the sentence; anything else is a detail worth keeping.
    if (detail && !detail.reason) {
      console.warn(`N-Puzzle Lab: the solver's worker did not start: ${detail}`);
    }
    if (start.way + 1 < this.#ways.length) {
      start.way++;
      this.#tryWay(start);
      return;
    }
    const telling = start.reasons.findLast((r) => r !== 'start-failed') ?? reason;
    this.#startFailed(start, telling);
  }

  /** @param {Start} start @param {string} reason */
  #startFailed(start, reason) {
    if (start !== this.#start) return;
    this.#endStart();
    this.#dropWorker();
    const error = failureError(reason);
    for (const id of [...this.#requests.keys()]) this.#settle(id, undefined, error);
    for (const waiter of this.#capabilityWaiters.splice(0)) waiter.reject(error);
    this.#onNotice(error.message, reason);
  }

  /** Terminates the worker (if any) and closes its answer lane. */
  #dropWorker() {
    this.#lane.close();
    this.#worker?.terminate();
    this.#worker = null;
    this.#ready = false;
  }

  #endStart() {
    if (!this.#start) return;
    clearTimeout(this.#start.timer);
    this.#start.refusals.stop();
    this.#start = null;
  }

  // ------------------------------------------------------------------ answers

  /** @param {Worker} worker @param {WorkerMessage} data */
  #receive(worker, data) {
    if (worker !== this.#worker) return; // a replaced worker's last words
    switch (data.type) {
      case 'ready':
        this.#workingWay = this.#start?.way ?? this.#workingWay;
        this.#endStart();
        this.#ready = true;
        this.#capabilities = data.capabilities;
        for (const waiter of this.#capabilityWaiters.splice(0)) waiter.resolve(data.capabilities);
        return;
      case 'progress': {
        const entry = this.#requests.get(data.id);
        if (!entry) return;
        entry.lastProgress = data.progress;
        entry.onProgress?.(data.progress);
        return;
      }
      case 'done':
        this.#stopped(data.id);
        this.#settle(data.id, data.result);
        return;
      case 'error':
        this.#failed(data);
        return;
      default: {
        // Anything else is not from this worker's code and is ignored; a message type added to
        // protocol.js without a case here fails `npm run typecheck`.
        /** @type {never} */
        const unknown = data;
        void unknown;
      }
    }
  }

  // The worker's {type:'error', id, fatal, reason, message}: `message` is technical.
  #failed({ id, fatal, reason, message }) {
    console.warn(`N-Puzzle Lab: the solver reported: ${message}`);
    if (id !== null && id !== undefined) this.#stopped(id);
    if (id === null || id === undefined) {
      // The module did not load: another worker would fail the same way.
      if (this.#start) this.#startFailed(this.#start, reason ?? 'start-failed');
      return;
    }
    if (!fatal) {
      this.#settle(id, undefined, failureError(reason ?? 'crashed'));
      return;
    }
    // The module aborted: its state is no longer trustworthy, so the worker is replaced, and
    // the request that hit it fails (sending it again would hit it again).
    const error = failureError(reason ?? 'crashed');
    this.#settle(id, undefined, error);
    this.#replaceWorker(error.reason);
  }

  /** Replaces a worker that was running, for the failure code `reason`. */
  #replaceWorker(reason, detail) {
    if (detail) console.warn(`N-Puzzle Lab: the solver's worker stopped: ${detail}`);
    this.#dropWorker();
    for (const id of [...this.#stopping.keys()]) this.#stopped(id);
    // Quick requests are pure functions of their arguments, so they are simply sent again; a
    // search in flight cannot be resumed and ends here.
    for (const [id, entry] of [...this.#requests]) {
      if (!isLongJob(entry.message)) continue;
      if (entry.cancelRequested)
        this.#settle(id, longJob(entry.message).stopped(entry.lastProgress));
      else this.#settle(id, undefined, failureError(reason));
    }
    this.#ensureWorker(); // sends the quick requests still waiting when the worker arrives
    this.#onNotice(failureError(reason).message, reason);
  }
}
