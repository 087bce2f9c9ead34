// Main-thread bridge to solver.worker.js: request ids, promises, progress callbacks and cancel.
// The wasm module never runs on the main thread. When the worker dies, or a cancel is not
// honoured in time, the worker is terminated and replaced, and `onNotice` tells the page why.

import { cancelledResult } from './cancelled-result.js';

const CANCEL_GRACE_MS = 80; // the worker answers a cancel within one ~30 ms slice

// Long jobs run in the worker's one job slot, in slices, and can be cancelled; what a cancelled
// one resolves with when the worker had to be stopped (it lost the job's state).
const LONG_JOBS = {
  solve: (lastProgress) => cancelledResult(lastProgress),
  'stepper-run': (lastProgress) => ({ status: 'cancelled', snapshot: lastProgress ?? null }),
};
const isLongJob = (message) => Object.hasOwn(LONG_JOBS, message.type);

function createSolverWorker() {
  return new Worker(new URL('./solver.worker.js', import.meta.url), { type: 'module' });
}

export class SolverClient {
  #createWorker;
  #onNotice;
  #worker = null;
  #ready = false;
  #nextId = 1;
  /** id → {message, resolve, reject, onProgress?, lastProgress?, cancelRequested?, timer?} */
  #requests = new Map();
  #capabilities = null;
  #capabilityWaiters = [];

  /**
   * @param {{createWorker?: () => Worker, onNotice?: (message: string) => void}} options
   *   createWorker lets a build supply a worker made some other way (e.g. from a Blob URL).
   */
  constructor({ createWorker = createSolverWorker, onNotice = () => {} } = {}) {
    this.#createWorker = createWorker;
    this.#onNotice = onNotice;
  }

  /** Resolves with the module's Capabilities once the worker is ready. */
  capabilities() {
    if (this.#capabilities) return Promise.resolve(this.#capabilities);
    this.#ensureWorker();
    return new Promise((resolve, reject) => this.#capabilityWaiters.push({ resolve, reject }));
  }

  /** CheckResult: validation, solvability and its reason. */
  check(board, size = '', goal = '') {
    return this.#request({ type: 'check', board, size, goal });
  }

  /** RandomResult: walk 0 = uniform over solvable boards, walk K = K random moves from the goal. */
  random(size, goal, walk, seed) {
    return this.#request({ type: 'random', size, goal, walk, seed });
  }

  /**
   * Starts a search; resolves with the SolveResult (status 'cancelled' after cancel()).
   * Only one search runs at a time: starting another cancels the one running.
   * @param {{board: string, size: string, goal: string, algorithm: string, heuristic: string,
   *   weight: number, maxMemoryMB: number}} request
   * @param {(progress: object) => void} onProgress about ten times a second
   */
  solve(request, onProgress = () => {}) {
    return this.#longJob({ type: 'solve', request }, onProgress);
  }

  /**
   * Step mode: the StepSnapshot of the search `spec` after `target` expansions (or at its end,
   * if that comes first). Cheap for a step either way; any worker can answer it, so it is sent
   * again if the worker is replaced.
   * @param {{board: string, size: string, goal: string, algorithm: string, heuristic: string,
   *   weight: number, openLimit: number}} spec
   */
  stepTo(spec, target) {
    return this.#request({ type: 'stepper', spec, target });
  }

  /**
   * Step mode's "Run to end" (or to `target`): a long job with a StepSnapshot as progress;
   * resolves with {status: 'done'|'cancelled', snapshot}.
   */
  runStepper(spec, target, onProgress = () => {}) {
    return this.#longJob({ type: 'stepper-run', spec, target }, onProgress);
  }

  /** Frees the step-mode search held by the worker. */
  closeStepper() {
    if (!this.#worker) return Promise.resolve({ status: 'closed' });
    return this.#request({ type: 'stepper-close' });
  }

  /** True while a search (or a step-mode run) is running. */
  get solving() {
    return this.#activeLongJob() !== null;
  }

  /** Stops the running long job; resolves once it has ended (at most CANCEL_GRACE_MS later). */
  cancel() {
    const running = this.#activeLongJob();
    if (!running) return Promise.resolve();
    return this.#cancelRequest(running.id, running.entry);
  }

  // One long job at a time: starting another cancels the one running.
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

  #cancelRequest(id, entry) {
    const ended = entry.promise.then(
      () => {},
      () => {},
    );
    if (entry.cancelRequested) return ended;
    entry.cancelRequested = true;
    this.#worker.postMessage({ type: 'cancel', id });
    const cancelled = LONG_JOBS[entry.message.type];
    if (!this.#ready) {
      // Nothing has run yet; the worker drops the job when it gets to it.
      this.#settle(id, cancelled(undefined));
      return ended;
    }
    entry.timer = setTimeout(() => {
      if (!this.#requests.has(id)) return;
      this.#settle(id, cancelled(entry.lastProgress));
      this.#replaceWorker('The search did not stop at once, so the solver was restarted.');
    }, CANCEL_GRACE_MS);
    return ended;
  }

  #request(message, onProgress) {
    const id = this.#nextId++;
    const entry = { message: { ...message, id }, onProgress };
    entry.promise = new Promise((resolve, reject) => {
      entry.resolve = resolve;
      entry.reject = reject;
    });
    this.#requests.set(id, entry);
    this.#ensureWorker().postMessage(entry.message);
    return entry.promise;
  }

  #settle(id, result, error) {
    const entry = this.#requests.get(id);
    if (!entry) return;
    this.#requests.delete(id);
    clearTimeout(entry.timer);
    if (error) entry.reject(error);
    else entry.resolve(result);
  }

  #ensureWorker() {
    if (this.#worker) return this.#worker;
    const worker = this.#createWorker();
    this.#worker = worker;
    this.#ready = false;
    worker.onmessage = (event) => this.#receive(worker, event.data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.#workerFailed(worker, event.message || 'the solver stopped unexpectedly');
    };
    worker.onmessageerror = () => this.#workerFailed(worker, 'a message could not be read');
    return worker;
  }

  #receive(worker, data) {
    if (worker !== this.#worker) return; // a replaced worker's last words
    switch (data.type) {
      case 'ready':
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
        this.#settle(data.id, data.result);
        return;
      case 'error':
        if (data.id === null || data.id === undefined) {
          this.#loadFailed(data.message);
        } else {
          this.#settle(data.id, undefined, new Error(data.message));
          if (data.fatal) {
            this.#replaceWorker('The solver hit an internal error and was restarted.');
          }
        }
        return;
      default:
    }
  }

  #workerFailed(worker, reason) {
    if (worker !== this.#worker) return;
    // A worker that never became ready failed to load (missing file, CSP): restarting it would
    // fail the same way, so the requests fail and the next request tries a fresh worker.
    if (!this.#ready) this.#loadFailed(`The solver could not be loaded: ${reason}`);
    else this.#replaceWorker(`The solver stopped (${reason}) and was restarted.`);
  }

  #loadFailed(message) {
    this.#worker?.terminate();
    this.#worker = null;
    this.#ready = false;
    const error = new Error(message);
    for (const id of [...this.#requests.keys()]) this.#settle(id, undefined, error);
    for (const waiter of this.#capabilityWaiters.splice(0)) waiter.reject(error);
    this.#onNotice(message);
  }

  #replaceWorker(notice) {
    this.#worker?.terminate();
    this.#worker = null;
    this.#ready = false;
    // Quick requests are pure functions of their arguments, so they are simply sent again; a
    // search in flight cannot be resumed and ends here.
    const resend = [];
    for (const [id, entry] of [...this.#requests]) {
      if (!isLongJob(entry.message)) resend.push(entry);
      else if (entry.cancelRequested) {
        this.#settle(id, LONG_JOBS[entry.message.type](entry.lastProgress));
      } else this.#settle(id, undefined, new Error(notice));
    }
    const worker = this.#ensureWorker();
    for (const entry of resend) worker.postMessage(entry.message);
    this.#onNotice(notice);
  }
}
