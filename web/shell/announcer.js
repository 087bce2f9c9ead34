// A polite live region for what a screen reader should hear that the status line does not
// carry: each move, each playback step, each search step. Rapid announcements are coalesced so
// fast playback does not queue a long backlog; the last one wins.

const COALESCE_MS = 120;

export class Announcer {
  #region;
  #timer = null;
  #pending = '';

  /** @param {HTMLElement} region an element with aria-live="polite" */
  constructor(region) {
    this.#region = region;
  }

  say(text) {
    this.#pending = text;
    if (this.#timer !== null) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      // The same sentence twice in a row is still news (two steps that read alike): clearing
      // first makes the region change.
      if (this.#region.textContent === this.#pending) this.#region.textContent = '';
      this.#region.textContent = this.#pending;
    }, COALESCE_MS);
  }
}
