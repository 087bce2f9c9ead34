// @ts-check
// Consistency and admissibility, shown: on the lab's board (or the example board), four searches
// side by side in the worker — A* with Manhattan (admissible and consistent), A* with parity
// Manhattan (admissible, inconsistent: it must re-open nodes), the same without re-opening (the
// classic bug), and an inadmissible heuristic that returns a longer path — then a violated edge
// from the run, the overestimate at the start, and the f-contours as a chart and a table.

import { elementsById } from '../common/elements.js';
import { boardRows, miniBoard } from '../common/mini-board.js';
import { formatCount, formatDuration } from '../common/stat-format.js';
import { moveText } from '../common/solution-text.js';
import { renderBarChart } from './bar-chart.js';
import {
  EXAMPLE_PROBLEM,
  PARITY_HEURISTIC,
  blankEven,
  contourRows,
  overestimates,
  violatedEdge,
} from './consistency-facts.js';

const AUTO_RUN_CELLS = 9; // the 8-puzzle's four searches take milliseconds: run on sight

/**
 * @typedef {{id: string, label: string, algorithm: string, heuristic: string, weight?: number,
 *   reopen?: boolean, admissible: boolean, consistent: string}} Run
 */

/** The four runs for the inadmissible choice `choice` ('2', '3', '5' or a heuristic id). */
export function consistencyRuns(choice) {
  const weight = Number(choice);
  const inadmissible = Number.isFinite(weight)
    ? {
        id: 'inadmissible',
        label: `Weighted A*, h = ${weight} × Manhattan`,
        algorithm: 'wastar',
        heuristic: 'manhattan',
        weight,
        admissible: false,
        consistent: '—',
      }
    : {
        id: 'inadmissible',
        label: 'A*, misplaced tiles with the blank counted',
        algorithm: 'astar',
        heuristic: choice,
        admissible: false,
        consistent: '—',
      };
  /** @type {Run[]} */
  const runs = [
    {
      id: 'manhattan',
      label: 'A*, Manhattan distance',
      algorithm: 'astar',
      heuristic: 'manhattan',
      admissible: true,
      consistent: 'yes',
    },
    {
      id: 'parity',
      label: 'A*, parity Manhattan',
      algorithm: 'astar',
      heuristic: PARITY_HEURISTIC,
      admissible: true,
      consistent: 'no',
    },
    {
      id: 'parity-no-reopen',
      label: 'A* without re-opening, parity Manhattan',
      algorithm: 'astar',
      heuristic: PARITY_HEURISTIC,
      reopen: false,
      admissible: true,
      consistent: 'no',
    },
    inadmissible,
  ];
  return runs;
}

export class ConsistencyPanel {
  #el;
  #context;
  #running = false;
  #cancelled = false;
  #shownKey = null;
  #results = null; // {runs, results, problem} on show

  /**
   * @param {ParentNode} root
   * @param {{client: any, gate: import('../page/job-gate.js').JobGate, problem: () => any,
   *   announce: (text: string) => void}} context
   */
  constructor(root, context) {
    this.#el = elementsById(root, {
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
    });
    this.#context = context;
    const el = this.#el;
    el.run.addEventListener('click', () => this.run());
    el.cancel.addEventListener('click', () => this.cancel());
    el.board.addEventListener('change', () => this.invalidate());
    el.inadmissible.addEventListener('change', () => this.invalidate());
    el.contourChoice.addEventListener('change', () => this.#showChart());
    context.gate.onChange(() => this.#showControls());
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
        progressText.textContent = `Running ${run.label} (${index + 1} of ${runs.length})…`;
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
              progressText.textContent = `${run.label} (${index + 1} of ${runs.length}): ${formatCount(figures.expanded)} expanded, ${formatDuration(figures.ms)}…`;
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

  #show() {
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
    this.#context.announce(
      results.length < runs.length || results.some((r) => r?.status === 'cancelled')
        ? 'Consistency runs stopped before all four had an answer.'
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
        ['admissible', run.admissible ? 'yes' : 'no', false],
        ['consistent', run.consistent, false],
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
      text = `No comparison: ${firstError([manhattan, parity]) ?? 'the searches did not finish'}.`;
    } else {
      text =
        `With Manhattan distance A* re-opened ${formatCount(manhattan.stats.reopened)} nodes: it is consistent, so the first path by which A* expands a board is already a shortest one. ` +
        `With parity Manhattan it re-opened ${formatCount(parity.stats.reopened)} nodes: each had been expanded, then a cheaper path to it turned up, and it went back on the open list — that is what keeps A* optimal (${formatCount(parity.length)} moves) with an inconsistent heuristic.`;
      if (noReopen?.status === 'solved' && optimal !== null) {
        text +=
          noReopen.length > optimal
            ? ` Without re-opening, A* returned ${formatCount(noReopen.length)} moves, not optimal: the shortest is ${formatCount(optimal)}.`
            : ` Without re-opening, A* still found ${formatCount(noReopen.length)} moves on this board — the bug does not show on every board; choose the example board to see it return a longer path.`;
      }
    }
    this.#el.reopening.textContent = text;
    return text;
  }

  #showEdge(parity, problem) {
    const { edge, edgeBoards } = this.#el;
    edgeBoards.replaceChildren();
    if (parity?.status !== 'solved') {
      edge.textContent = 'No run of parity Manhattan to read an edge from.';
      return edge.textContent;
    }
    const found = violatedEdge(parity, problem.tiles);
    if (!found) {
      edge.textContent =
        'Along this path h never dropped by more than one move: parity Manhattan is inconsistent elsewhere (a longer path shows it).';
      return edge.textContent;
    }
    const goal = problem.goalTiles;
    const width = problem.width;
    const why = (tiles) =>
      blankEven(tiles, goal, width)
        ? 'the full Manhattan distance: the blank is an even number of moves from its goal cell'
        : 'half the Manhattan distance, rounded down: the blank is an odd number of moves from its goal cell';
    const drop = found.hBefore - found.hAfter;
    edge.textContent =
      `Step ${found.step} of the path found, ${moveText(found.tile, found.direction).toLowerCase()}, goes from a to b at a cost of 1. ` +
      `h(a) = ${found.hBefore} (${why(found.before)}); h(b) = ${found.hAfter} (${why(found.after)}). ` +
      `Consistency asks h(a) ≤ c(a, b) + h(b) = 1 + ${found.hAfter} = ${found.hAfter + 1}, but h(a) = ${found.hBefore}: h drops by ${drop} over one move. ` +
      `Both values are still at most the true distance, so the heuristic stays admissible.`;
    edgeBoards.append(
      figure(
        miniBoard(found.before, width, { goal, label: `a: ${boardRows(found.before, width)}` }),
        `a, h = ${found.hBefore}`,
      ),
      figure(
        miniBoard(found.after, width, {
          goal,
          highlight: found.tile,
          label: `b: ${boardRows(found.after, width)}`,
        }),
        `b, h = ${found.hAfter}`,
      ),
    );
    return edge.textContent;
  }

  #showOverestimate(run, result, optimal) {
    let text;
    if (result?.status !== 'solved' || optimal === null || !result.pathH) {
      text = `No answer from ${run.label}: ${statusWords(result)}.`;
    } else {
      const hStart = (run.weight ?? 1) * result.pathH[0];
      const formula = run.weight ? `${run.weight} × ${result.pathH[0]} = ${hStart}` : `${hStart}`;
      const over = overestimates(hStart, optimal);
      const extra = result.length - optimal;
      text =
        (over
          ? `At the start h = ${formula} > h* = ${optimal}, the true distance: it overestimates, so A* may pass the shortest path by. `
          : `At the start h = ${formula} ≤ h* = ${optimal}: no overestimate there, though it overestimates on other boards. `) +
        (extra > 0
          ? `It returned ${formatCount(result.length)} moves, ${formatCount(extra)} more than the shortest.`
          : `It still returned a shortest path (${formatCount(result.length)} moves) on this board.`);
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
    const name = which === 1 ? 'A* with parity Manhattan' : 'A* with Manhattan distance';
    renderBarChart(
      this.#el.chart,
      rows
        .filter((row) => row.counts[which] > 0)
        .map((row) => ({ label: `f = ${row.f}`, value: row.counts[which] })),
      { title: `Nodes ${name} expanded at each f`, format: formatCount },
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
  if (length === optimal) return 'yes';
  return `no, +${formatCount(length - optimal)}`;
}

function firstError(results) {
  return results.find((r) => r && r.status !== 'solved')?.error;
}

function statusWords(result) {
  switch (result?.status) {
    case undefined:
      return 'not run';
    case 'limit':
      return 'memory limit';
    case 'cancelled':
      return 'stopped';
    default:
      return result.status;
  }
}
