// The worker runs one long job at a time (a search, a comparison, a step-mode run). The gate
// says who holds it, so each control that starts one can be disabled while another runs
// instead of silently cancelling it.

export class JobGate {
  #owner = null;
  #listeners = [];

  /** Who holds the gate ('solve', 'compare', …), or null. */
  get owner() {
    return this.#owner;
  }

  get busy() {
    return this.#owner !== null;
  }

  /** Takes the gate for `owner`; false when someone else holds it. */
  claim(owner) {
    if (this.#owner !== null && this.#owner !== owner) return false;
    this.#owner = owner;
    this.#notify();
    return true;
  }

  release(owner) {
    if (this.#owner !== owner) return;
    this.#owner = null;
    this.#notify();
  }

  /** @param {(owner: string | null) => void} listener */
  onChange(listener) {
    this.#listeners.push(listener);
  }

  #notify() {
    for (const listener of this.#listeners) listener(this.#owner);
  }
}
