// @ts-check
// The worker's long jobs (a search, a step-mode run): one at a time, each cancellable between
// slices. A newer job supersedes the running one, which then ends as cancelled.

/** @typedef {{id: number, cancelled: boolean}} Job */

export class JobSlot {
  /** @type {Job | null} */
  #current = null;

  /**
   * Runs `work(job)`; `job.cancelled` turns true when the job is cancelled or superseded.
   * @param {number} id the request id, for `cancel`
   * @param {(job: Job) => Promise<void>} work
   * @returns {Promise<void>}
   */
  start(id, work) {
    if (this.#current) this.#current.cancelled = true;
    const job = { id, cancelled: false };
    this.#current = job;
    return Promise.resolve()
      .then(() => work(job))
      .finally(() => {
        if (this.#current === job) this.#current = null;
      });
  }

  /**
   * Cancels the job with this id (any running job when id is undefined).
   * @param {number} [id]
   */
  cancel(id) {
    if (this.#current && (id === undefined || this.#current.id === id)) {
      this.#current.cancelled = true;
    }
  }
}
