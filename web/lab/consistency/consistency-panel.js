// @ts-check
// Consistency and admissibility, shown: on the lab's board (or the example board), four searches
// side by side in the worker — A* with Manhattan (admissible and consistent), A* with parity
// Manhattan (admissible, inconsistent: it must re-open nodes), the same without re-opening (the
// classic bug), and an inadmissible heuristic that returns a longer path — then a violated edge
// from the run, the overestimate at the start, and the f-contours as a chart and a table.

import { elementsById } from '../../dom/elements.js';
import { onLanguageChange, t } from '../../common/i18n.js';
import { boardRows, miniBoard } from '../../dom/mini-board.js';
import { solverMessage } from '../../common/solver-message.js';
import { formatCount, formatDuration } from '../../common/stat-format.js';
import { renderBarChart } from '../shared/bar-chart.js';
import {
  EXAMPLE_PROBLEM,
  PARITY_HEURISTIC,
  blankEven,
  contourRows,
  overestimates,
  violatedEdge,
} from './consistency-facts.js';
import { moveClause, sentences, statusWords, yesNo } from '../shared/lab-words.js';

const AUTO_RUN_CELLS = 9; // the 8-puzzle's four searches take milliseconds: run on sight

/**
 * A run; `label` names it in the language on show (a getter: a change of language renames it).
 * @typedef {{id: string, label: string, algorithm: string, heuristic: string, weight?: number,
 *   reopen?: boolean, admissible: boolean, consistent: boolean | null}} Run
 */

/**
 * Gives each run its `label`, read from the catalog each time (a change of language renames it).
 * @param {object[]} runs with `labelKey` and, where the name has numbers, `labelArgs`
 * @returns {Run[]}
 */
function named(runs) {
  return runs.map((run) =>
    Object.defineProperty(run, 'label', {
      get: () => t(run.labelKey, run.labelArgs ?? {}),
      enumerable: true,
    }),
  );
}

/** The four runs for the inadmissible choice `choice` ('2', '3', '5' or a heuristic id). */
export function consistencyRuns(choice) {
  const weight = Number(choice);
  const inadmissible = Number.isFinite(weight)
    ? {
        labelKey: 'lab.consistency.run.weighted',
        labelArgs: { weight },
        id: 'inadmissible',
        algorithm: 'wastar',
        heuristic: 'manhattan',
        weight,
        admissible: false,
        consistent: null,
      }
    : {
        labelKey: 'lab.consistency.run.misplacedBlank',
        id: 'inadmissible',
        algorithm: 'astar',
        heuristic: choice,
        admissible: false,
        consistent: null,
      };
  const runs = [
    {
      labelKey: 'lab.consistency.run.manhattan',
      id: 'manhattan',
      algorithm: 'astar',
      heuristic: 'manhattan',
      admissible: true,
      consistent: true,
    },
    {
      labelKey: 'lab.consistency.run.parity',
      id: 'parity',
      algorithm: 'astar',
      heuristic: PARITY_HEURISTIC,
      admissible: true,
      consistent: false,
    },
    {
      labelKey: 'lab.consistency.run.noReopen',
      id: 'parity-no-reopen',
      algorithm: 'astar',
      heuristic: PARITY_HEURISTIC,
      reopen: false,
      admissible: true,
      consistent: false,
    },
    inadmissible,
  ];
  return named(runs);
}

export class ConsistencyPanel {
  /**
   * @type {Record<'panel' | 'progress' | 'progressText' | 'results' | 'reopening' | 'edge' |
   *   'edgeBoards' | 'overestimate' | 'chart', HTMLElement> & {board: HTMLSelectElement,
   *   inadmissible: HTMLSelectElement, contourChoice: HTMLSelectElement, run: HTMLButtonElement,
   *   cancel: HTMLButtonElement, progressBar: HTMLProgressElement, table: HTMLTableElement,
   *   contourTable: HTMLTableElement}}
   */
  #el;
  #context;
  #running = false;
  #cancelled = false;
  /** @type {string | null} */
  #shownKey = null;
  /** @type {{runs: Run[], results: any[], problem: any} | null} */
  #results = null; // on show

  /**
   * @param {ParentNode} root
   * @param {{client: any, gate: import('../../state/job-gate.js').JobGate, problem: () => any,
   *   announce: (text: string) => void}} context
   */
  constructor(root, context) {
    this.#el = /** @type {any} */ (
      elementsById(root, {
        panel: 'panel-consistency',
        board: 'consistency-board',
        inadmissible: 'consistency-inadmissible',
        run: 'consistency-run',
        cancel: 'consistency-cancel',
        progress: 'consistency-progress',
        progressText: 'consistency-progress-text',
        progressBar: 'consistency-progress-bar',
        results: 'consistency-results',
        table: 'consistency-table',
        reopening: 'consistency-reopening',
        edge: 'consistency-edge',
        edgeBoards: 'consistency-edge-boards',
        overestimate: 'consistency-overestimate',
        contourChoice: 'consistency-contour-choice',
        chart: 'consistency-chart',
        contourTable: 'consistency-contour-table',
      })
    );
    this.#context = context;
    const el = this.#el;
    el.run.addEventListener('click', () => this.run());
    el.cancel.addEventListener('click', () => this.cancel());
    el.board.addEventListener('change', () => this.invalidate());
    el.inadmissible.addEventListener('change', () => this.invalidate());
    el.contourChoice.addEventListener('change', () => this.#showChart());
    context.gate.onChange(() => this.#showControls());
    // The results on show are read again in the new language (nothing runs again).
    onLanguageChange(() => {
      if (this.#results && !el.results.hidden && !this.#running) this.#show({ announce: false });
    });
  }

  /** The problem the view runs on: the lab's board, or the example board. */
  problem() {
    if (this.#el.board.value === 'example') return { ...EXAMPLE_PROBLEM, maxMemoryMB: 512 };
    return this.#context.problem();
  }

  #key() {
    const p = this.problem();
    return JSON.stringify([p.board, p.size, p.goal, this.#el.inadmissible.value]);
  }

  /** The lab's board or the choices changed: results on show no longer apply. */
  invalidate() {
    if (this.#shownKey !== this.#key()) this.#el.results.hidden = true;
    if (!this.#el.panel.hidden) this.activate();
  }

  /** The tab came into view: the 8-puzzle runs at once, larger boards wait for Run. */
  activate() {
    this.#showControls();
    const problem = this.problem();
    if (this.#shownKey === this.#key() || this.#running) return;
    if (problem.cells !== undefined && problem.cells > AUTO_RUN_CELLS) return;
    if (!this.#context.gate.busy) this.run();
  }

  #showControls() {
    const gate = this.#context.gate;
    this.#el.run.disabled = this.#running || (gate.busy && gate.owner !== 'consistency');
    this.#el.cancel.disabled = !this.#running;
  }

  cancel() {
    if (!this.#running) return;
    this.#cancelled = true;
    this.#context.client.cancel();
  }

  async run() {
    if (this.#running || !this.#context.gate.claim('consistency')) return;
    this.#running = true;
    this.#cancelled = false;
    this.#showControls();
    const problem = this.problem();
    const key = this.#key();
    const runs = consistencyRuns(this.#el.inadmissible.value);
    const { progress, progressText, progressBar } = this.#el;
    progress.hidden = false;
    progressBar.max = runs.length;
    /** @type {any[]} */
    const results = [];
    try {
      for (const [index, run] of runs.entries()) {
        if (this.#cancelled) break;
        progressBar.value = index;
        progressText.textContent = t('lab.consistency.running', {
          label: run.label,
          number: index + 1,
          count: runs.length,
        });
        let result;
        try {
          result = await this.#context.client.solve(
            {
              board: problem.board,
              size: problem.size,
              goal: problem.goal,
              maxMemoryMB: problem.maxMemoryMB,
              algorithm: run.algorithm,
              heuristic: run.heuristic,
              weight: run.weight ?? 1,
              reopen: run.reopen ?? true,
              details: true,
            },
            (/** @type {any} */ figures) => {
              if (figures?.expanded === undefined) return;
              progressText.textContent = t('lab.consistency.progress', {
                label: run.label,
                number: index + 1,
                count: runs.length,
                expanded: Math.round(figures.expanded),
                time: formatDuration(figures.ms),
              });
            },
          );
        } catch (error) {
          result = { status: 'failed', error: /** @type {Error} */ (error).message };
        }
        results.push(result);
        if (result.status === 'cancelled') break;
      }
    } finally {
      this.#running = false;
      this.#context.gate.release('consistency');
      progress.hidden = true;
      this.#showControls();
    }
    this.#shownKey = key;
    this.#results = { runs, results, problem };
    this.#show();
  }

  #show({ announce = true } = {}) {
    if (!this.#results) return;
    const { runs, results, problem } = this.#results;
    const [manhattan, parity, noReopen, inadmissible] = results;
    const optimal = manhattan?.status === 'solved' ? manhattan.length : null;
    this.#showTable(runs, results, optimal);
    const texts = [
      this.#showReopening(manhattan, parity, noReopen, optimal),
      this.#showEdge(parity, problem),
      this.#showOverestimate(runs[3], inadmissible, optimal),
    ];
    // Shown before the chart is drawn: it takes its width from its container.
    this.#el.results.hidden = false;
    this.#showChart();
    if (!announce) return;
    this.#context.announce(
      results.length < runs.length || results.some((r) => r?.status === 'cancelled')
        ? t('lab.consistency.stopped')
        : texts[0],
    );
  }

  #showTable(runs, results, optimal) {
    const rows = runs.map((run, index) => {
      const result = results[index];
      const tr = document.createElement('tr');
      tr.dataset.run = run.id;
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = run.label;
      tr.append(th);
      const solved = result?.status === 'solved';
      const cells = [
        ['admissible', yesNo(run.admissible), false],
        ['consistent', run.consistent === null ? '—' : yesNo(run.consistent), false],
        ['length', solved ? formatCount(result.length) : statusWords(result), true],
        ['optimal', solved ? optimalWords(result.length, optimal) : '—', false],
        ['expanded', result?.stats ? formatCount(result.stats.expanded) : '—', true],
        [
          'reopened',
          result?.stats?.reopened !== undefined ? formatCount(result.stats.reopened) : '—',
          true,
        ],
        ['h-start', solved && result.pathH ? hStartText(run, result.pathH[0]) : '—', true],
      ];
      for (const [name, text, number] of cells) {
        const td = document.createElement('td');
        td.dataset.field = String(name);
        if (number) td.className = 'number';
        td.textContent = String(text);
        tr.append(td);
      }
      return tr;
    });
    this.#el.table.tBodies[0].replaceChildren(...rows);
  }

  #showReopening(manhattan, parity, noReopen, optimal) {
    let text;
    if (manhattan?.status !== 'solved' || parity?.status !== 'solved') {
      const failed = firstError([manhattan, parity]);
      text = t('lab.consistency.noComparison', {
        error: failed ? solverMessage(failed) : t('lab.consistency.didNotFinish'),
      });
    } else {
      text = t('lab.consistency.reopening', {
        manhattan: Math.round(manhattan.stats.reopened),
        parity: Math.round(parity.stats.reopened),
        length: Math.round(parity.length),
      });
      if (noReopen?.status === 'solved' && optimal !== null) {
        const lengths = { length: Math.round(noReopen.length), optimal: Math.round(optimal) };
        const key =
          noReopen.length > optimal
            ? 'lab.consistency.noReopenLonger'
            : 'lab.consistency.noReopenSame';
        text = sentences(text, t(key, lengths));
      }
    }
    this.#el.reopening.textContent = text;
    return text;
  }

  #showEdge(parity, problem) {
    const { edge, edgeBoards } = this.#el;
    edgeBoards.replaceChildren();
    if (parity?.status !== 'solved') {
      edge.textContent = t('lab.consistency.noEdgeRun');
      return edge.textContent;
    }
    const found = violatedEdge(parity, problem.tiles);
    if (!found) {
      edge.textContent = t('lab.consistency.noEdge');
      return edge.textContent;
    }
    const goal = problem.goalTiles;
    const width = problem.width;
    const why = (tiles) =>
      t(blankEven(tiles, goal, width) ? 'lab.consistency.why.even' : 'lab.consistency.why.odd');
    edge.textContent = t('lab.consistency.edge', {
      step: String(found.step),
      move: moveClause(found.tile, found.direction),
      before: String(found.hBefore),
      whyBefore: why(found.before),
      after: String(found.hAfter),
      whyAfter: why(found.after),
      bound: String(found.hAfter + 1),
      drop: String(found.hBefore - found.hAfter),
    });
    edgeBoards.append(
      figure(
        miniBoard(found.before, width, {
          goal,
          label: t('lab.consistency.boardA', { rows: boardRows(found.before, width) }),
        }),
        t('lab.consistency.captionA', { h: String(found.hBefore) }),
      ),
      figure(
        miniBoard(found.after, width, {
          goal,
          highlight: found.tile,
          label: t('lab.consistency.boardB', { rows: boardRows(found.after, width) }),
        }),
        t('lab.consistency.captionB', { h: String(found.hAfter) }),
      ),
    );
    return edge.textContent;
  }

  #showOverestimate(run, result, optimal) {
    let text;
    if (result?.status !== 'solved' || optimal === null || !result.pathH) {
      text = t('lab.consistency.noAnswer', { label: run.label, status: statusWords(result) });
    } else {
      const hStart = (run.weight ?? 1) * result.pathH[0];
      const formula = run.weight ? `${run.weight} × ${result.pathH[0]} = ${hStart}` : `${hStart}`;
      const over = overestimates(hStart, optimal);
      const extra = result.length - optimal;
      const start = t(over ? 'lab.consistency.over' : 'lab.consistency.notOver', {
        formula,
        optimal: String(optimal),
      });
      const returned = t(extra > 0 ? 'lab.consistency.longer' : 'lab.consistency.shortest', {
        length: Math.round(result.length),
        extra: Math.round(extra),
      });
      text = sentences(start, returned);
    }
    this.#el.overestimate.textContent = text;
    return text;
  }

  #showChart() {
    if (!this.#results) return;
    const { results } = this.#results;
    const [manhattan, parity] = results;
    const rows = contourRows([manhattan, parity]);
    const which = this.#el.contourChoice.value === 'parity' ? 1 : 0;
    renderBarChart(
      this.#el.chart,
      rows
        .filter((row) => row.counts[which] > 0)
        .map((row) => ({
          label: t('lab.consistency.fLabel', { f: String(row.f) }),
          value: row.counts[which],
        })),
      {
        title: t(which === 1 ? 'lab.consistency.chart.parity' : 'lab.consistency.chart.manhattan'),
        format: formatCount,
      },
    );
    const body = rows.map((row) => {
      const tr = document.createElement('tr');
      const th = document.createElement('th');
      th.scope = 'row';
      th.className = 'number';
      th.textContent = String(row.f);
      tr.append(th);
      for (const count of row.counts) {
        const td = document.createElement('td');
        td.className = 'number';
        td.textContent = formatCount(count);
        tr.append(td);
      }
      return tr;
    });
    this.#el.contourTable.tBodies[0].replaceChildren(...body);
  }
}

function figure(board, caption) {
  const element = document.createElement('figure');
  element.className = 'consistency-edge-board';
  const text = document.createElement('figcaption');
  text.textContent = caption;
  element.append(board, text);
  return element;
}

function hStartText(run, h) {
  return run.weight
    ? `${formatCount(run.weight * h)} (${run.weight} × ${formatCount(h)})`
    : formatCount(h);
}

function optimalWords(length, optimal) {
  if (optimal === null) return '—';
  if (length === optimal) return yesNo(true);
  return t('lab.consistency.notOptimal', { extra: Math.round(length - optimal) });
}

function firstError(results) {
  return results.find((r) => r && r.status !== 'solved')?.error;
}
