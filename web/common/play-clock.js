// The stopwatch of one play by hand. It counts only the time the player could be playing: it is
// started by the first move, paused while the page is hidden (another tab, a locked phone: the
// player is not at the board), resumed when it is shown again, and stopped at the goal. No DOM:
// the time source is given (performance.now in the page), so tests can drive it.

export class PlayClock {
  #now;
  #startedAt = null; // when the running stretch began (null: not running)
  #banked = 0; // ms from earlier stretches
  #stopped = false;

  /** @param {() => number} now milliseconds, monotonic */
  constructor(now) {
    this.#now = now;
  }

  /** Milliseconds counted so far. */
  get elapsed() {
    return this.#banked + (this.#startedAt === null ? 0 : this.#now() - this.#startedAt);
  }

  get running() {
    return this.#startedAt !== null;
  }

  /** Started (by the first move), and not stopped since. */
  get started() {
    return this.#startedAt !== null || this.#banked > 0 || this.#stopped;
  }

  get stopped() {
    return this.#stopped;
  }

  /** Starts or resumes; a stopped clock stays stopped. */
  start() {
    if (this.#stopped || this.#startedAt !== null) return;
    this.#startedAt = this.#now();
  }

  /** Pauses (the page is hidden); start() resumes. */
  pause() {
    if (this.#startedAt === null) return;
    this.#banked += this.#now() - this.#startedAt;
    this.#startedAt = null;
  }

  /** Stops for good (the goal is reached); returns the time. */
  stop() {
    this.pause();
    this.#stopped = true;
    return this.#banked;
  }

  /** Back to zero, not running. */
  reset() {
    this.#startedAt = null;
    this.#banked = 0;
    this.#stopped = false;
  }
}
