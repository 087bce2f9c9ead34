// @ts-check
// Step mode's state on the page, DOM-free: which search (`spec`), where it is (`position`
// expansions), and the snapshots already seen. Step and Step back ask the worker for a position
// (one expansion, or a deterministic replay back); snapshots seen before come from a small
// cache, so Step back shows exactly the view that was on screen. Requests never overlap: clicks
// that arrive while one is under way move the wanted position, and the latest wins.
//
// The search tree: each request says how many of the search's tree events the session holds,
// and the answer brings the ones after them. The events only ever grow (any position's tree is a
// prefix of them), so the tree on show is the prefix the snapshot names: Step back shows
// exactly the tree shown before the last Step, without asking anything.

import { TreeEventLog } from './search-tree/search-tree-model.js';

const CACHE_LIMIT = 400;

export class StepSession {
  #client;
  #spec;
  #cache = new Map(); // position → snapshot
  #wanted = 0;
  /** @type {import('../../wasm/npuzzle.mjs').StepSnapshot | null} */
  #snapshot = null;
  /** @type {Promise<void> | null} */
  #busy = null;
  #onSnapshot;
  #serial = 0;
  #treeLog = new TreeEventLog();

  /**
   * @param {{stepTo: Function, runStepper: Function, cancel: Function}} client a SolverClient
   * @param {object} spec the search: {board, size, goal, algorithm, heuristic, weight, openLimit}
   * @param {(snapshot: object) => void} onSnapshot called with each snapshot shown
   */
  constructor(client, spec, onSnapshot) {
    this.#client = client;
    this.#spec = { ...spec };
    this.#onSnapshot = onSnapshot;
  }

  get spec() {
    return { ...this.#spec };
  }

  get snapshot() {
    return this.#snapshot;
  }

  /** The search tree's events seen so far (the tree at a position is a prefix of them). */
  get treeLog() {
    return this.#treeLog;
  }

  /** Expansions shown now (0 before the first Step). */
  get position() {
    return this.#snapshot?.expanded ?? 0;
  }

  /** True when the search cannot go further: solved, failed, invalid, unsolvable. */
  get finished() {
    return this.#snapshot !== null && this.#snapshot.status !== 'running';
  }

  /** Shows the search at `target` expansions (clamped at 0; past the end shows the end). */
  goTo(target) {
    this.#wanted = Math.max(0, Math.floor(target));
    this.#busy ??= this.#drain().finally(() => (this.#busy = null));
    return this.#busy;
  }

  step(count = 1) {
    return this.goTo(this.#base() + count);
  }

  stepBack(count = 1) {
    return this.goTo(this.#base() - count);
  }

  /**
   * Runs to the end (or `target`) in the worker as a cancellable long job, reporting snapshots
   * as it goes. Resolves with {status: 'done'|'cancelled', snapshot}.
   */
  async run(target, onProgress = () => {}) {
    await this.#busy;
    const serial = this.#serial;
    const outcome = await this.#client.runStepper(
      this.#spec,
      target,
      onProgress,
      this.#treeLog.length,
    );
    if (serial === this.#serial && outcome.snapshot) this.#show(outcome.snapshot);
    return outcome;
  }

  /** Forgets this search's snapshots (a new search replaces it). */
  dispose() {
    this.#serial++;
    this.#cache.clear();
  }

  // The position the next Step counts from: a Step pressed while one is under way adds to it.
  #base() {
    return this.#busy ? this.#wanted : this.position;
  }

  async #drain() {
    const serial = this.#serial;
    while (serial === this.#serial) {
      const target = this.#wanted;
      if (this.#snapshot && target === this.position) return;
      // Past the end there is nothing new to fetch: the end is what the search shows.
      if (this.finished && target > this.position) {
        this.#wanted = this.position;
        return;
      }
      let snapshot = this.#cache.get(target);
      if (!snapshot) {
        snapshot = await this.#client.stepTo(this.#spec, target, undefined, this.#treeLog.length);
      }
      if (serial !== this.#serial) return;
      this.#show(snapshot);
      if (snapshot.status !== 'running' && target > this.position) this.#wanted = this.position;
      if (this.#wanted === target || this.#wanted === this.position) return;
    }
  }

  #show(snapshot) {
    if (snapshot.tree) this.#treeLog.add(snapshot.tree);
    this.#snapshot = snapshot;
    const position = snapshot.expanded ?? 0;
    this.#cache.delete(position);
    this.#cache.set(position, snapshot);
    if (this.#cache.size > CACHE_LIMIT) this.#cache.delete(this.#cache.keys().next().value);
    this.#onSnapshot(snapshot);
  }
}
