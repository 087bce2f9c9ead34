// @ts-check
// The facts under the Puzzle card: solvable or not with the parity numbers, why (folded), and
// each heuristic's estimate for the board on show (folded). It shows a CheckResult.

import { elementsById } from '../dom/elements.js';
import { fillFactList } from '../dom/fact-list.js';
import { onLanguageChange, t } from '../common/i18n.js';
import { solverMessage } from '../common/solver-message.js';
import { formatCount } from '../common/stat-format.js';

export class FactsPanel {
  #el;
  /** @type {[object, (id: string) => string] | null} the check on show, redrawn in a new language */
  #shown = null;

  /** @param {ParentNode} root */
  constructor(root) {
    this.#el = elementsById(root, {
      boardFacts: 'board-facts',
      solvableWhy: 'solvable-why',
      solvableWhyText: 'solvable-why-text',
      heuristicEstimates: 'heuristic-estimates',
      heuristicFacts: 'heuristic-facts',
    });
    onLanguageChange(() => {
      if (this.#shown) this.show(...this.#shown);
    });
  }

  /**
   * @param {object} check a CheckResult
   * @param {(id: string) => string} heuristicLabel a heuristic's name for people
   */
  show(check, heuristicLabel) {
    const el = this.#el;
    if (check.status !== 'ok') {
      this.hide();
      return;
    }
    this.#shown = [check, heuristicLabel];
    /** @type {[string, string | Node][]} */
    const rows = [
      [t('page.facts.solvable'), t(check.solvable ? 'page.solution.yes' : 'page.solution.no')],
    ];
    if (check.parity) {
      rows.push([t('page.facts.inversions'), formatCount(check.parity.inversions)]);
      rows.push([t('page.facts.blankDistance'), formatCount(check.parity.blankDistance)]);
    }
    fillFactList(el.boardFacts, rows);
    el.boardFacts.hidden = false;
    el.solvableWhy.hidden = !check.reason;
    el.solvableWhyText.textContent = check.reason
      ? solverMessage({ error: check.reason, errorId: check.reasonId, errorArgs: check.reasonArgs })
      : '';
    const estimates = Object.entries(check.heuristics ?? {});
    fillFactList(
      el.heuristicFacts,
      estimates.map(([id, value]) => [heuristicLabel(id), formatCount(value)]),
    );
    el.heuristicEstimates.hidden = estimates.length === 0;
  }

  /** Nothing to say (the board text is not a valid board). */
  hide() {
    this.#shown = null;
    this.#el.boardFacts.hidden = true;
    this.#el.solvableWhy.hidden = true;
    this.#el.heuristicEstimates.hidden = true;
  }
}
