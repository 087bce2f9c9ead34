// @ts-check
// One line in the Solver card about the 15-puzzle's search team (web/solver/solver-team.js): its
// tables loading, ready on so many workers, unavailable, or — on a device with little memory, with
// Data Saver on, on a slow connection or on a phone — that the page keeps to the smaller tables,
// and why.

import { formatNumber, t } from '../common/i18n.js';
import { liveText } from '../dom/live-text.js';
import { setAttribute, setHidden } from '../dom/quiet-writes.js';

/** @typedef {import('../solver/solver-team.js').TeamStatus} TeamStatus */
/** @typedef {import('../solver/team-plan.js').TeamPlan} TeamPlan */

export class TeamNote {
  #element;
  #plan;

  /**
   * @param {ParentNode} root
   * @param {{status: TeamStatus, onChange: (listener: (status: TeamStatus) => void) => void}} team
   * @param {TeamPlan} plan
   */
  constructor(root, team, plan) {
    this.#element = /** @type {HTMLElement} */ (root.querySelector('#team-note'));
    this.#plan = plan;
    this.#show(team.status);
    team.onChange((status) => this.#show(status));
  }

  /** @param {TeamStatus} status */
  #show(status) {
    const words = this.#words(status);
    setAttribute(this.#element, 'data-state', status.state); // for tests and the bench
    setHidden(this.#element, words === null);
    liveText(this.#element, words ?? '');
  }

  /**
   * @param {TeamStatus} status
   * @returns {(() => string) | null}
   */
  #words(status) {
    switch (status.state) {
      case 'off':
        switch (this.#plan.why) {
          case 'memory':
            return () =>
              t('page.team.smallMemory', {
                gigabytes: formatNumber(/** @type {number} */ (this.#plan.memoryGB)),
              });
          case 'save-data':
            return () => t('page.team.saveData');
          case 'slow-connection':
            return () => t('page.team.slowConnection');
          case 'phone':
            return () => t('page.team.phone');
          default:
            return null;
        }
      case 'idle':
        return null;
      case 'loading':
        return () =>
          t('page.team.loading', { percent: formatNumber(Math.floor(status.fraction * 100)) });
      case 'ready':
        return () => t('page.team.ready', { workers: formatNumber(status.members) });
      case 'unavailable':
        return () => t('page.team.unavailable');
    }
  }
}
