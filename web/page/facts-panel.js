// The facts under the Puzzle card: solvable or not with the parity numbers, why (folded), and
// each heuristic's estimate for the board on show (folded). It shows a CheckResult.

import { elementsById } from '../common/elements.js';
import { fillFactList } from '../common/fact-list.js';
import { formatCount } from '../common/stat-format.js';

export class FactsPanel {
  #el;

  /** @param {ParentNode} root */
  constructor(root) {
    this.#el = elementsById(root, {
      boardFacts: 'board-facts',
      solvableWhy: 'solvable-why',
      solvableWhyText: 'solvable-why-text',
      heuristicEstimates: 'heuristic-estimates',
      heuristicFacts: 'heuristic-facts',
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
    const rows = [['Solvable', check.solvable ? 'yes' : 'no']];
    if (check.parity) {
      rows.push(['Inversions', formatCount(check.parity.inversions)]);
      rows.push(['Blank distance to goal', formatCount(check.parity.blankDistance)]);
    }
    fillFactList(el.boardFacts, rows);
    el.boardFacts.hidden = false;
    el.solvableWhy.hidden = !check.reason;
    el.solvableWhyText.textContent = check.reason ?? '';
    const estimates = Object.entries(check.heuristics ?? {});
    fillFactList(
      el.heuristicFacts,
      estimates.map(([id, value]) => [heuristicLabel(id), formatCount(value)]),
    );
    el.heuristicEstimates.hidden = estimates.length === 0;
  }

  /** Nothing to say (the board text is not a valid board). */
  hide() {
    this.#el.boardFacts.hidden = true;
    this.#el.solvableWhy.hidden = true;
    this.#el.heuristicEstimates.hidden = true;
  }
}
