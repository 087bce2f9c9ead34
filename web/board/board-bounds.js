// @ts-check
// The best lower bound the page knows for each board: the greatest any of its searches proved —
// a Solve's (the Solution card), a hint search's (the distance line under the board). Every place
// that shows a bound reads it here, so one board never shows two bounds at once: a later search
// that proves more raises it, and those showing it are told.

const BOARDS_KEPT = 32; // the boards solved or measured lately: the start, the board on show

export class BoardBounds {
  /**
   * answer key (PageState.problemKey, with `|mtm` for a bound in multi-tile moves:
   * move-metric.js answerKey) -> bound, newest last
   * @type {Map<string, number>}
   */
  #bounds = new Map();
  /** @type {Set<(key: string) => void>} */
  #listeners = new Set();

  /**
   * A bound a search proved for the board `key`; a greater one than known is kept, and those
   * listening are told.
   * @param {string | null} key
   * @param {unknown} bound moves (a non-negative integer); anything else says nothing
   */
  offer(key, bound) {
    if (key === null || typeof bound !== 'number' || !Number.isInteger(bound) || bound < 0) return;
    const known = this.#bounds.get(key);
    if (known !== undefined && known >= bound) return;
    this.#bounds.delete(key);
    this.#bounds.set(key, bound);
    while (this.#bounds.size > BOARDS_KEPT) this.#bounds.delete(this.#bounds.keys().next().value);
    for (const listener of this.#listeners) listener(key);
  }

  /**
   * The best bound known for `key`, at least `proven` (the bound the answer in hand proved).
   * @param {string | null} key
   * @param {number} proven
   */
  best(key, proven) {
    const known = key === null ? undefined : this.#bounds.get(key);
    return known === undefined ? proven : Math.max(known, proven);
  }

  /** @param {(key: string) => void} listener told the key of each board whose bound rose */
  onRaise(listener) {
    this.#listeners.add(listener);
  }
}
