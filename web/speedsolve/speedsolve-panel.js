// @ts-check
// The Timed solves card: the scramble's buttons, the inspection switch, the big timer with the
// moves and TPS of the solve under way, the session's single, ao5 and ao12, the list of solves
// (newest first) and its CSV, URDL copies and Clear. It shows what web/speedsolve/
// speedsolve-session.js decides; every figure comes from web/common/speedsolve-model.js.

import { askAgain } from '../dom/ask-again.js';
import { elementsById } from '../dom/elements.js';
import { onLanguageChange, t } from '../common/i18n.js';
import { movesLabel } from '../common/move-words.js';
import {
  formatSolveTime,
  formatTps,
  scrambleText,
  solveMetric,
  solveMoveCount,
  tps,
} from '../common/speedsolve-model.js';

const TICK_MS = 41; // a hundredth-of-a-second display needs more than 24 updates a second

/** @param {HTMLElement} control @param {boolean} on */
const enable = (control, on) => {
  /** @type {HTMLButtonElement} */ (control).disabled = !on;
};

/** A count of moves in a figure: `20` in STM, `20 MTM` in MTM. */
const countText = (count, metric) =>
  metric === 'mtm' ? t('page.speedsolve.countMtm', { count: String(count) }) : String(count);

/**
 * @typedef {{scramble: string | null, phase: 'none' | 'ready' | 'inspecting' | 'running' | 'solved',
 *   moves?: number, metric?: import('../common/move-metric.js').Metric,
 *   elapsed?: () => number, inspectionLeft?: () => number}} AttemptView
 */

export class SpeedsolvePanel {
  #el;
  /** @type {ReturnType<typeof setInterval> | undefined} */
  #ticker;
  /** @type {AttemptView} */
  #attempt = { scramble: null, phase: 'none' };
  /** @type {Parameters<SpeedsolvePanel['showSession']> | null} */
  #session = null;
  #onCopyUrdl;
  #onReplay;
  #focusBoard;

  /**
   * @param {ParentNode} root
   * @param {{onScramble: () => void, onRetry: () => void, onCopy: () => void,
   *   onCopyLink: () => void, onInspection: (on: boolean) => void, onExport: () => void,
   *   onClear: () => void, onCopyUrdl: (number: number, button: HTMLElement) => void,
   *   onReplay: (number: number, button: HTMLElement) => void, focusBoard: () => void}} handlers
   */
  constructor(root, handlers) {
    this.#el = elementsById(root, {
      scramble: 'speedsolve-scramble',
      retry: 'speedsolve-retry',
      copy: 'speedsolve-copy',
      copyLink: 'speedsolve-copy-link',
      inspection: 'speedsolve-inspection',
      name: 'speedsolve-name',
      timer: 'speedsolve-timer',
      phase: 'speedsolve-phase',
      moves: 'speedsolve-moves',
      tps: 'speedsolve-tps',
      single: 'speedsolve-single',
      ao5: 'speedsolve-ao5',
      ao12: 'speedsolve-ao12',
      list: 'speedsolve-list',
      listBox: 'speedsolve-list-box',
      empty: 'speedsolve-empty',
      exportCsv: 'speedsolve-export',
      clear: 'speedsolve-clear',
      clearAsk: 'speedsolve-clear-ask',
      clearYes: 'speedsolve-clear-yes',
      clearNo: 'speedsolve-clear-no',
      problem: 'speedsolve-problem',
    });
    const el = this.#el;
    el.scramble.addEventListener('click', () => handlers.onScramble());
    el.retry.addEventListener('click', () => handlers.onRetry());
    el.copy.addEventListener('click', () => handlers.onCopy());
    el.copyLink.addEventListener('click', () => handlers.onCopyLink());
    el.exportCsv.addEventListener('click', () => handlers.onExport());
    el.inspection.addEventListener('change', () =>
      handlers.onInspection(/** @type {HTMLInputElement} */ (el.inspection).checked),
    );
    askAgain({
      button: el.clear,
      group: el.clearAsk,
      yes: el.clearYes,
      no: el.clearNo,
      onYes: handlers.onClear,
    });
    this.#onCopyUrdl = handlers.onCopyUrdl;
    this.#onReplay = handlers.onReplay;
    this.#focusBoard = handlers.focusBoard;
    onLanguageChange(() => {
      this.showAttempt(this.#attempt);
      if (this.#session) this.showSession(...this.#session);
    });
  }

  get buttons() {
    const { copy, copyLink, clear, exportCsv } = this.#el;
    return { copy, copyLink, clear, exportCsv };
  }

  /** Where the solver's word on a refused scramble goes ('' hides it). */
  showProblem(text) {
    this.#el.problem.textContent = text;
    this.#el.problem.hidden = !text;
  }

  showInspection(on) {
    /** @type {HTMLInputElement} */ (this.#el.inspection).checked = on;
  }

  focusBoard() {
    this.#focusBoard();
  }

  /** @param {AttemptView} attempt */
  showAttempt(attempt) {
    this.#attempt = attempt;
    const el = this.#el;
    el.name.textContent = attempt.scramble
      ? t('page.speedsolve.scramble', { scramble: attempt.scramble })
      : t('page.speedsolve.noScramble');
    for (const control of [el.retry, el.copy, el.copyLink]) enable(control, !!attempt.scramble);
    el.timer.dataset.phase = attempt.phase;
    clearInterval(this.#ticker);
    const draw = () => {
      const { phase } = attempt;
      const moves = attempt.moves ?? 0;
      if (phase === 'inspecting') {
        const left = Math.ceil((attempt.inspectionLeft?.() ?? 0) / 1000);
        el.timer.textContent = String(left);
      } else {
        el.timer.textContent = formatSolveTime(attempt.elapsed?.() ?? 0);
      }
      el.moves.textContent = countText(moves, attempt.metric);
      const elapsed = attempt.elapsed?.() ?? 0;
      el.tps.textContent = formatTps(
        phase === 'running' || phase === 'solved' ? tps(moves, elapsed) : null,
      );
    };
    draw();
    if (attempt.phase === 'running' || attempt.phase === 'inspecting') {
      this.#ticker = setInterval(draw, TICK_MS);
    }
    el.phase.textContent = t(`page.speedsolve.phase.${attempt.phase}`);
  }

  /** What is on show of the attempt, to announce: `Scramble 3x3:12345. Your first move…` */
  attemptSentence() {
    return `${this.#el.name.textContent}. ${this.#el.phase.textContent}`;
  }

  /**
   * The sentence said at the goal: `Solved in 12.345: 48 moves, 3.889 TPS.` (in MTM `20 MTM moves`,
   * TPS in MTM moves).
   * @param {number} ms @param {number} moves @param {boolean} [dnf]
   * @param {import('../common/move-metric.js').Metric} [metric]
   */
  solvedSentence(ms, moves, dnf = false, metric = 'stm') {
    return t(dnf ? 'page.speedsolve.solvedDnf' : 'page.speedsolve.solved', {
      time: formatSolveTime(ms),
      moves: metric === 'mtm' ? t('page.metric.mtmMoves', { count: moves }) : movesLabel(moves),
      tps: formatTps(tps(moves, ms)),
    });
  }

  /**
   * @param {import('../common/speedsolve-model.js').Solve[]} solves
   * @param {{single: number | null, ao5: {ms: number | null} | null,
   *   ao12: {ms: number | null} | null}} figures
   */
  showSession(solves, figures) {
    this.#session = [solves, figures];
    const el = this.#el;
    el.single.textContent = figures.single === null ? '—' : formatSolveTime(figures.single);
    el.ao5.textContent = figures.ao5 ? formatSolveTime(figures.ao5.ms) : '—';
    el.ao12.textContent = figures.ao12 ? formatSolveTime(figures.ao12.ms) : '—';
    el.empty.hidden = solves.length > 0;
    el.listBox.hidden = solves.length === 0;
    enable(el.exportCsv, solves.length > 0);
    enable(el.clear, solves.length > 0);
    const body = /** @type {HTMLTableSectionElement} */ (el.list.querySelector('tbody'));
    const rows = [];
    for (let i = solves.length - 1; i >= 0; i--) {
      const solve = solves[i];
      const number = i + 1;
      const row = document.createElement('tr');
      const cell = (text, className = '') => {
        const td = document.createElement('td');
        td.textContent = text;
        if (className) td.className = className;
        row.append(td);
        return td;
      };
      const head = document.createElement('th');
      head.scope = 'row';
      head.textContent = String(number);
      row.append(head);
      cell(formatSolveTime(solve.ms), 'numeric');
      const moves = solveMoveCount(solve);
      cell(countText(moves, solveMetric(solve)), 'numeric');
      cell(solve.dnf ? '—' : formatTps(tps(moves, /** @type {number} */ (solve.ms))), 'numeric');
      cell(scrambleText(solve), 'scramble-cell').translate = false;
      const actions = cell('');
      const copy = document.createElement('button');
      copy.type = 'button';
      copy.className = 'small';
      copy.textContent = 'URDL';
      copy.translate = false;
      copy.disabled = solve.moves.length === 0;
      copy.setAttribute('aria-label', t('page.speedsolve.copyUrdl', { number: String(number) }));
      copy.addEventListener('click', () => this.#onCopyUrdl(number, copy));
      actions.append(copy);
      const replayCell = cell('');
      const replay = document.createElement('button');
      replay.type = 'button';
      replay.className = 'small';
      // A play sign, as replays are marked: the row is too narrow for a word beside URDL.
      const replayName = t('page.speedsolve.replay', { number: String(number) });
      replay.textContent = '▶︎';
      replay.title = replayName;
      replay.disabled = solve.moves.length === 0;
      replay.setAttribute('aria-label', replayName);
      replay.addEventListener('click', () => this.#onReplay(number, replay));
      replayCell.append(replay);
      rows.push(row);
    }
    body.replaceChildren(...rows);
  }
}
