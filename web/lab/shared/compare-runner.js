// @ts-check
// Runs a list of searches on one board, one after another, through the solver client (each in
// the worker), with progress, a per-run time limit, Skip (end this run, go on) and Cancel (end
// them all). DOM-free: the panels that use it show what it reports.

/** How a run that was stopped before its answer ended. */
const STOPPED = Object.freeze({ timeout: 'timeout', skip: 'skipped', cancel: 'cancelled' });

export class CompareRunner {
  #client;
  #stopReason = null;
  #cancelled = false;
  #running = false;

  /** @param {{solve: Function, cancel: Function}} client a SolverClient */
  constructor(client) {
    this.#client = client;
  }

  get running() {
    return this.#running;
  }

  /**
   * Runs each search of `runs` on `base` (board, size, goal, maxMemoryMB).
   * @param {{algorithm: string, heuristic: string, weight?: number, depthLimit?: number}[]} runs
   *   `depthLimit`: depth-limited DFS's (for that search only)
   * @param {{board: string, size: string, goal: string, maxMemoryMB: number}} base
   * @param {{timeLimitMs?: number, onStart?: (index: number) => void,
   *   onProgress?: (index: number, progress: object) => void,
   *   onResult?: (index: number, result: object) => void}} handlers
   * @returns {Promise<{cancelled: boolean, results: (object | null)[]}>} a result per run; null
   *   for runs not reached after Cancel. Stopped runs have status timeout/skipped/cancelled and
   *   the figures they had reached.
   */
  async run(runs, base, { timeLimitMs = 0, onStart, onProgress, onResult } = {}) {
    if (this.#running) throw new Error('a comparison is already running');
    this.#running = true;
    this.#cancelled = false;
    const results = runs.map(() => null);
    try {
      for (const [index, run] of runs.entries()) {
        if (this.#cancelled) break;
        this.#stopReason = null;
        onStart?.(index);
        // The limit is the search's: while the worker prepares pattern databases (seconds, once
        // per browser) the clock starts again, so the first search to need them is not cut off.
        /** @type {ReturnType<typeof setTimeout> | undefined} */
        let timer;
        const startClock = () => {
          clearTimeout(timer);
          if (timeLimitMs > 0) timer = setTimeout(() => this.#stop('timeout'), timeLimitMs);
        };
        startClock();
        let preparing = false;
        let result;
        try {
          result = await this.#client.solve(
            {
              ...base,
              algorithm: run.algorithm,
              heuristic: run.heuristic || 'manhattan',
              weight: run.weight ?? 1,
              ...(run.depthLimit !== undefined && { depthLimit: run.depthLimit }),
            },
            (progress) => {
              const preparingNow = progress?.phase === 'database';
              if (preparingNow || preparing) startClock(); // the search starts when they end
              preparing = preparingNow;
              onProgress?.(index, progress);
            },
          );
        } catch (error) {
          result = { status: 'failed', error: error.message };
        } finally {
          clearTimeout(timer);
        }
        if (result.status === 'cancelled' && this.#stopReason) {
          result = { ...result, status: STOPPED[this.#stopReason] };
        }
        results[index] = result;
        onResult?.(index, result);
      }
    } finally {
      this.#running = false;
    }
    return { cancelled: this.#cancelled, results };
  }

  /** Ends the running search and goes on with the next one. */
  skip() {
    if (this.#running) this.#stop('skip');
  }

  /** Ends the running search and every one after it. */
  cancel() {
    if (!this.#running) return;
    this.#cancelled = true;
    this.#stop('cancel');
  }

  #stop(reason) {
    this.#stopReason ??= reason;
    this.#client.cancel();
  }
}
