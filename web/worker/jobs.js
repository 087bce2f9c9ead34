// The worker's long jobs (a search, a step-mode run): one at a time, each cancellable between
// slices. A newer job supersedes the running one, which then ends as cancelled.

export class JobSlot {
  #current = null;

  /**
   * Runs `work(job)`; `job.cancelled` turns true when the job is cancelled or superseded.
   * @param {number} id the request id, for `cancel`
   * @param {(job: {id: number, cancelled: boolean}) => Promise<void>} work
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

  /** Cancels the job with this id (any running job when id is undefined). */
  cancel(id) {
    if (this.#current && (id === undefined || this.#current.id === id)) {
      this.#current.cancelled = true;
    }
  }
}
