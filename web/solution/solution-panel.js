// @ts-check
// The solution card: statistics, the move list with the current step marked, "Copy solution"
// and the downloads (text, JSON, CSV). It shows a SolveResult; the playback position comes from
// outside via markStep(). A new solution is drawn after the frame that shows the answer in the
// status line and on the board (web/dom/after-paint.js): the card is the largest change a solve
// makes, and drawn in the answer's frame it made that frame several milliseconds later.

import { copyText, downloadText } from '../dom/downloads.js';
import { elementsById } from '../dom/elements.js';
import { fillFactList } from '../dom/fact-list.js';
import {
  exportCsv,
  exportJson,
  exportText,
  exportUrdl,
  fileStem,
} from '../common/solution-export.js';
import { onLanguageChange, t } from '../common/i18n.js';
import { formatBytes, formatCount, formatDuration } from '../common/stat-format.js';
import { moveLabel, movesLabel } from '../common/move-words.js';
import { mtmResultLengthLabel, solutionLengthLabel } from '../common/move-metric.js';
import { absent, notApplicable } from '../dom/not-applicable.js';
import { afterNextPaint } from '../dom/after-paint.js';

// Greedy search on a big board can return tens of thousands of moves. The list is built in
// slices, and only its first LIST_LIMIT moves are listed (the copied text has them all): a list
// of 50,000 items makes every playback step a long main-thread task.
const LIST_SLICE = 500;
const LIST_LIMIT = 5000;

export class SolutionPanel {
  #elements;
  /** @type {import('../wasm/npuzzle.mjs').SolveResult | null} */
  #result = null;
  #lowerBound = Number.NaN; // the best bound known for the board solved (board-bounds.js)
  /** @type {{algorithm: (id: string) => string, heuristic: (id: string) => string} | null} */
  #labels = null; // the names of the result's algorithm and heuristic
  #stem = 'solution'; // the downloads' file name: the start board and its size
  #listJob = 0;
  #marked = 0;
  #scrollFrame = 0; // the frame that scrolls the list to the marked move
  #cancelDrawing = () => {}; // a solution waiting to be drawn after the next frame
  /** @type {import('../common/move-metric.js').Metric} */
  #metric = 'stm'; // how the length is counted (the preference)

  /**
   * @param {ParentNode} root
   * @param {{onPickStep: (step: number) => void,
   *   confirm: (control: HTMLElement, text: import('../dom/live-text.js').LiveText) => void}}
   *   handlers `confirm`: says what a button did, beside it
   */
  constructor(root, { onPickStep, confirm }) {
    const elements = elementsById(root, {
      card: 'solution-card',
      stats: 'stats',
      moveList: 'move-list',
      more: 'move-list-more',
      copy: 'copy',
      exportText: 'export-text',
      exportJson: 'export-json',
      exportCsv: 'export-csv',
      copyUrdl: 'copy-urdl',
    });
    this.#elements = elements;
    elements.moveList.addEventListener('click', (event) => {
      const item = event.target instanceof Element ? event.target.closest('li') : null;
      if (item) onPickStep(Number(item.dataset.step));
    });
    elements.copy.addEventListener('click', async () => {
      if (!this.#result?.text) return;
      const copied = await copyText(this.#result.text);
      confirm(elements.copy, () =>
        t(copied ? 'page.solution.copied' : 'page.solution.copyRefused'),
      );
    });
    elements.copyUrdl.addEventListener('click', async () => {
      if (!this.#result?.directions) return;
      const copied = await copyText(exportUrdl(this.#result).trim());
      confirm(elements.copyUrdl, () =>
        t(copied ? 'page.solution.urdlCopied' : 'page.solution.copyRefused'),
      );
    });
    const download = (make, extension, type) => {
      if (this.#result) downloadText(make(this.#result), `${this.#stem}.${extension}`, type);
    };
    elements.exportText.addEventListener('click', () => download(exportText, 'txt'));
    elements.exportJson.addEventListener('click', () =>
      download(exportJson, 'json', 'application/json'),
    );
    elements.exportCsv.addEventListener('click', () => download(exportCsv, 'csv', 'text/csv'));
    // A new language: the same solution, at the same step, in the new words.
    onLanguageChange(() => {
      if (this.#result && this.#labels && !this.#elements.card.hidden) {
        this.#render(this.#result, this.#labels);
      }
    });
  }

  /** A solution is on show, or about to be drawn. */
  get visible() {
    return this.#result !== null;
  }

  /**
   * @param {object} result a SolveResult
   * @param {{algorithm: (id: string) => string, heuristic: (id: string) => string}} labels
   *   names for people (the result carries the core's ids, such as `widastar`)
   * @param {{start: number[], width: number, height: number} | null} [board] the board solved, which
   *   names the downloaded files
   */
  show(result, labels = { algorithm: (id) => id, heuristic: (id) => id }, board = null) {
    this.#cancelDrawing();
    this.#result = result;
    this.#lowerBound = result.lowerBound;
    this.#labels = labels;
    if (board) this.#stem = `${fileStem(board.start, board.width, board.height)}-solution`;
    this.#marked = 0;
    const draw = () => {
      this.#render(result, labels);
      this.#elements.card.hidden = false;
      this.#scrollTo(this.#elements.moveList.children[this.#marked - 1] ?? null);
    };
    // A card that shows an earlier solve (the same board solved again) is redrawn at once: the
    // answer's frame must not show the statistics of another search.
    if (this.#elements.card.hidden) this.#cancelDrawing = afterNextPaint(draw);
    else draw();
  }

  /**
   * The best lower bound the page knows for the board solved, when a search proved more than
   * this one did (board-bounds.js): the card shows it, as the distance line does.
   * @param {number} bound
   */
  showLowerBound(bound) {
    if (!this.#result || bound === this.#lowerBound) return;
    this.#lowerBound = bound;
    if (!this.#elements.card.hidden && this.#labels) this.#renderStats(this.#result, this.#labels);
  }

  /**
   * Counts the length on show in `metric` (MTM: beside the solver's single-tile count).
   * @param {import('../common/move-metric.js').Metric} metric
   */
  setMetric(metric) {
    if (metric === this.#metric) return;
    this.#metric = metric;
    if (this.#result && this.#labels && !this.#elements.card.hidden) {
      this.#renderStats(this.#result, this.#labels);
    }
  }

  #render(result, labels) {
    this.#renderStats(result, labels);
    this.#fillMoveList(result);
  }

  #renderStats(result, labels) {
    const yesNo = (value) => t(value ? 'page.solution.yes' : 'page.solution.no');
    const { stats } = result;
    fillFactList(this.#elements.stats, [
      [t('page.solution.length'), this.#lengthLabel(result)],
      [
        t('page.solution.shortestPossible'),
        result.optimal === undefined ? '—' : yesNo(result.optimal),
      ],
      [t('page.solution.lowerBound'), formatCount(this.#lowerBound)],
      [t('page.solution.algorithm'), methodName(result, labels)],
      [t('page.solution.heuristic'), result.heuristic ? labels.heuristic(result.heuristic) : '—'],
      [t('page.solution.expanded'), figure(stats, 'expanded', formatCount)],
      [t('page.solution.generated'), figure(stats, 'generated', formatCount)],
      [t('page.solution.maxFrontier'), figure(stats, 'maxFrontier', formatCount)],
      [t('page.solution.time'), formatDuration(stats?.ms)],
      [t('page.solution.peakMemory'), formatBytes(stats?.peakBytes)],
      // A search team's answer (web/solver/solver-team.js): how many workers, which tables.
      ...(result.team
        ? /** @type {[string, string][]} */ ([
            [
              t('page.solution.team'),
              t('page.solution.teamValue', {
                workers: formatCount(result.team.members),
                databases: result.team.databases,
              }),
            ],
          ])
        : []),
    ]);
  }

  /**
   * An STM answer's length; in MTM its MTM count (move-metric.js) beside it. An MTM answer says
   * both counts as the core gave them: its `length` in MTM, its single moves.
   */
  #lengthLabel(result) {
    if (result.metric === 'mtm') return mtmResultLengthLabel(result);
    const directions = result.directions ?? '';
    if (this.#metric === 'stm' || directions.length !== result.length) {
      return movesLabel(result.length);
    }
    return solutionLengthLabel(directions, this.#metric);
  }

  clear() {
    this.#cancelDrawing();
    this.#result = null;
    this.#listJob++;
    this.#elements.moveList.replaceChildren();
    this.#elements.more.hidden = true;
    this.#elements.card.hidden = true;
  }

  /** Marks the move that led to `position` (none at 0) and scrolls the list to it. */
  markStep(position) {
    const { moveList } = this.#elements;
    const items = moveList.children;
    items[this.#marked - 1]?.removeAttribute('aria-current');
    this.#marked = position;
    const current = items[position - 1];
    if (current) current.setAttribute('aria-current', 'step');
    if (current || position === 0) this.#scrollTo(current ?? null);
  }

  // Scrolling needs the list laid out: done before the next frame, with the layout that frame
  // needs anyway, instead of a forced one in the middle of an update (a solve's answer fills
  // the list and redraws several panels in one task). Only the latest position is scrolled to.
  /** @param {Element | null} item null: the top of the list */
  #scrollTo(item) {
    const { moveList } = this.#elements;
    cancelAnimationFrame(this.#scrollFrame);
    const scroll = () => {
      if (item === null) moveList.scrollTop = 0;
      else if (item.isConnected) keepInView(moveList, item);
    };
    if (document.hidden) scroll();
    else this.#scrollFrame = requestAnimationFrame(scroll);
  }

  #fillMoveList(result) {
    const job = ++this.#listJob;
    const { moveList, more } = this.#elements;
    moveList.replaceChildren();
    const moves = result.moves ?? [];
    const listed = Math.min(moves.length, LIST_LIMIT);
    let next = 0;
    const addSlice = () => {
      if (job !== this.#listJob) return;
      const end = Math.min(listed, next + LIST_SLICE);
      const fragment = document.createDocumentFragment();
      for (; next < end; next++) {
        const item = document.createElement('li');
        const number = document.createElement('span');
        number.className = 'step-number';
        number.textContent = `${next + 1}.`;
        item.append(number, moveLabel(moves[next], result.directions[next]));
        item.dataset.step = String(next + 1);
        if (next === this.#marked - 1) item.setAttribute('aria-current', 'step');
        fragment.append(item);
      }
      moveList.append(fragment);
      if (next < listed) setTimeout(addSlice, 0);
    };
    addSlice();
    more.hidden = moves.length <= listed;
    if (!more.hidden) {
      more.textContent = t('page.solution.more', {
        listed: formatCount(listed),
        rest: formatCount(moves.length - listed),
      });
    }
  }
}

// Scrolls only the list, never the page (scrollIntoView would also move the window). The list
// is positioned, so it is its items' offsetParent.
function keepInView(list, item) {
  const top = item.offsetTop;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (top + item.offsetHeight > list.scrollTop + list.clientHeight) {
    list.scrollTop = top + item.offsetHeight - list.clientHeight;
  }
}

// What found the path, by the core's own name for it (`method`: the beam searches of a large
// board's plan, not the stage's algorithm), and whether the improvement shortened it afterwards.
function methodName(result, labels) {
  const id = result.method ?? result.algorithm;
  if (!id) return '—';
  const method = labels.algorithm(id);
  return result.improved ? t('page.solution.methodImproved', { method }) : method;
}

/** A statistic, or "does not apply" for one the method does not keep. */
function figure(stats, name, format) {
  return absent(stats, name) ? notApplicable() : format(stats?.[name]);
}
