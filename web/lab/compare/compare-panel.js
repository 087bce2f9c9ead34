// @ts-check
// Compare: a chosen set of searches (algorithm × heuristic, and those without a heuristic:
// search-choice.js) run on the current board one after another in the worker, with progress, Skip
// and Cancel; a table (length, optimal?, expanded, generated, max frontier, time, re-expanded,
// peak memory, b*), a log-scale chart, the A*-against-IDA* memory view and
// the same numbers as CSV. The CSV is a data format: its header and outcome words stay English
// whatever the page's language (compare-stats.js), so a script reads any download the same way.

import { toCsv } from '../../common/csv.js';
import { downloadText } from '../../dom/downloads.js';
import { elementsById } from '../../dom/elements.js';
import { formatNumber, onLanguageChange, t } from '../../common/i18n.js';
import { boardRows } from '../../dom/mini-board.js';
import { formatBytes, formatCount, formatDuration } from '../../common/stat-format.js';
import { renderBarChart, shortNumber } from '../shared/bar-chart.js';
import { CompareRunner } from '../shared/compare-runner.js';
import { compareCsvRows, compareRows } from '../shared/compare-stats.js';
import { outcomeWords, yesNo } from '../shared/lab-words.js';
import { parsePair, SearchChoice } from './search-choice.js';

const METRICS = {
  expanded: { title: 'lab.compare.metric.expanded', format: formatCount },
  generated: { title: 'lab.compare.metric.generated', format: formatCount },
  maxFrontier: { title: 'lab.compare.metric.maxFrontier', format: formatCount },
  ms: {
    title: 'lab.compare.metric.time',
    format: formatDuration,
    tick: (v) => (v < 1 ? t('page.unit.ms', { value: v }) : formatDuration(v)),
  },
  peakBytes: {
    title: 'lab.compare.metric.peakMemory',
    format: formatBytes,
    tick: (v) => shortNumber(v, 'B'),
  },
};

export class ComparePanel {
  /** @type {any} the panel's elements (elementsById) */
  #el;
  #context;
  #runner;
  #choice;
  /** @type {any[]} */
  #runs = [];
  /** @type {(import('../../wasm/npuzzle.mjs').SolveResult | null)[]} */
  #results = [];
  /** @type {any[]} */
  #rows = [];
  /** @type {any} the problem the runs on show were made for (the lab's problem()) */
  #forBoard = null;
  /** @type {ResizeObserver | null} */
  #resizeObserver = null;
  /** @type {(() => string) | null} the line under the progress bar once a comparison ended */
  #ended = null;

  /**
   * @param {ParentNode} root
   * @param {{client: object, gate: import('../../state/job-gate.js').JobGate, problem: () => object,
   *   labels: {algorithm: (id: string) => string, heuristic: (id: string) => string,
   *     shortAlgorithm: (id: string) => string},
   *   announce: (text: string) => void, weight: () => number, onChange: () => void,
   *   algorithms: () => import('./search-choice.js').AlgorithmInfo[],
   *   depthLimit: () => number | undefined}} context
   *   `labels.shortAlgorithm` names a search in a table column or a chart (`A*`);
   *   `algorithms`: the core's (capabilities); `depthLimit`: the Solver card's for DFS
   */
  constructor(root, context) {
    const elements = elementsById(root, {
      pairs: 'compare-pairs',
      sizeHint: 'compare-size-hint',
      uninformed: 'compare-uninformed',
      timeLimit: 'compare-time-limit',
      run: 'compare-run',
      skip: 'compare-skip',
      cancel: 'compare-cancel',
      csv: 'compare-csv',
      progress: 'compare-progress',
      progressText: 'compare-progress-text',
      progressBar: 'compare-progress-bar',
      results: 'compare-results',
      caption: 'compare-caption',
      table: 'compare-table',
      metric: 'compare-metric',
      chart: 'compare-chart',
      memory: 'memory-view',
    });
    this.#el = elements;
    this.#context = context;
    this.#runner = new CompareRunner(context.client);
    elements.run.addEventListener('click', () => this.run());
    elements.skip.addEventListener('click', () => this.#runner.skip());
    elements.cancel.addEventListener('click', () => this.#runner.cancel());
    elements.csv.addEventListener('click', () => this.#downloadCsv());
    elements.metric.addEventListener('change', () => this.#renderChart());
    this.#choice = new SearchChoice(elements.pairs, elements.uninformed, context.labels, () =>
      this.#selectionChanged(),
    );
    context.gate.onChange(() => this.#showControls());
    if (typeof ResizeObserver === 'function') {
      let lastWidth = 0;
      let frame = 0;
      this.#resizeObserver = new ResizeObserver(() => {
        const width = elements.chart.clientWidth;
        if (Math.abs(width - lastWidth) < 8) return;
        lastWidth = width;
        // Redrawn in the next frame, not inside the observer: a redraw that changes the layout
        // there is a "ResizeObserver loop" error in WebKit.
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => {
          this.#renderChart();
          this.#renderMemory();
        });
      });
      this.#resizeObserver.observe(elements.chart);
    }
    // The grid, the table, the charts and the last line are said again from the runs and
    // results on show: nothing runs again.
    onLanguageChange(() => {
      this.#choice.render();
      if (!this.#runs.length) return;
      this.#showCaption();
      if (this.#runner.running) return; // the next progress report rewrites the rest
      this.#refreshTable(-1, null);
      this.#renderChart();
      this.#renderMemory();
      if (this.#ended) this.#el.progressText.textContent = this.#ended();
    });
  }

  /** The chosen searches as URL text (`astar:manhattan,idastar:pdb,bfs`), null when default. */
  get selectionParam() {
    return this.#choice.param;
  }

  /** Whether a chosen search takes the depth limit (DFS): the URL then keeps it. */
  get usesDepthLimit() {
    return this.#choice
      .ordered()
      .some((id) => this.#choice.algorithm(parsePair(id).algorithm)?.usesDepthLimit);
  }

  /** Sets the chosen searches from URL text; returns a sentence per unknown entry. */
  applySelection(text) {
    const problems = this.#choice.apply(text);
    this.#showControls();
    return problems;
  }

  /**
   * The capabilities' heuristics that fit a board of `cells` cells (the searches are the
   * capabilities' too); rebuilds the choice. Until the user picks searches, the choice follows
   * the size's defaults.
   */
  setHeuristics(heuristics, cells) {
    this.#choice.setOffer(this.#context.algorithms(), heuristics, cells);
    this.#el.sizeHint.hidden = this.#choice.hasDefaults;
    this.#showControls();
  }

  #selectionChanged() {
    this.#showControls();
    this.#context.onChange();
  }

  #showControls() {
    const { run, skip, cancel, csv } = this.#el;
    const running = this.#runner.running;
    const gate = this.#context.gate;
    run.disabled =
      running || (gate.busy && gate.owner !== 'compare') || !this.#choice.ordered().length;
    skip.disabled = !running;
    cancel.disabled = !running;
    csv.disabled = running || !this.#rows.some((row) => row.outcome !== 'not run');
  }

  /** A run's name in the table and the charts, in the language on show. */
  #label(run) {
    const labels = this.#context.labels;
    const name = labels.shortAlgorithm(run.algorithm);
    if (run.depthLimit !== undefined) {
      return t('lab.compare.label.depthLimit', { algorithm: name, limit: String(run.depthLimit) });
    }
    if (!run.heuristic) return name; // `BFS`, `IDDFS`: the choice above names them in full
    const heuristic = labels.heuristic(run.heuristic);
    return run.weight !== undefined
      ? t('lab.compare.label.weighted', { algorithm: name, weight: run.weight, heuristic })
      : t('lab.compare.label', { algorithm: name, heuristic });
  }

  #showCaption() {
    const problem = this.#forBoard;
    if (!problem) return;
    this.#el.caption.textContent = t('lab.compare.caption', {
      board: boardRows(problem.tiles, problem.width),
      goal: boardRows(problem.goalTiles, problem.width),
    });
  }

  async run() {
    const list = this.#choice.ordered();
    if (!list.length || this.#runner.running || !this.#context.gate.claim('compare')) return;
    const problem = this.#context.problem();
    const weight = this.#context.weight();
    const depthLimit = this.#context.depthLimit();
    this.#runs = list.map((id) => {
      const { algorithm, heuristic } = parsePair(id);
      const info = this.#choice.algorithm(algorithm);
      return {
        algorithm,
        heuristic,
        weight: info?.usesWeight ? weight : undefined,
        depthLimit: info?.usesDepthLimit ? depthLimit : undefined,
      };
    });
    this.#results = this.#runs.map(() => null);
    this.#forBoard = problem;
    this.#ended = null;
    this.#showCaption();
    this.#el.results.hidden = false;
    this.#el.progress.hidden = false;
    this.#el.progressBar.hidden = false;
    this.#refreshTable(-1, null);
    this.#showControls();
    const limit = Number(this.#el.timeLimit.value) * 1000;
    let outcome;
    try {
      outcome = await this.#runner.run(
        this.#runs,
        {
          board: problem.board,
          size: problem.size,
          goal: problem.goal,
          maxMemoryMB: problem.maxMemoryMB,
        },
        {
          timeLimitMs: limit,
          onStart: (index) => {
            this.#showProgress(index, null);
            this.#refreshTable(index, null);
            this.#showControls();
          },
          onProgress: (index, progress) => {
            this.#showProgress(index, progress);
            this.#refreshTable(index, progress);
          },
          onResult: (index, result) => {
            this.#results[index] = result;
            this.#refreshTable(-1, null);
          },
        },
      );
    } finally {
      this.#context.gate.release('compare');
    }
    this.#el.progressBar.hidden = true;
    this.#refreshTable(-1, null);
    this.#renderChart();
    this.#renderMemory();
    this.#showControls();
    const done = this.#results.filter((result) => result && result.status !== 'cancelled').length;
    const count = this.#runs.length;
    this.#ended = outcome.cancelled
      ? () => t('lab.compare.cancelled', { done, count })
      : () => t('lab.compare.finished', { count });
    const message = this.#ended();
    this.#el.progressText.textContent = message;
    this.#context.announce(message);
  }

  #showProgress(index, progress) {
    const label = this.#label(this.#runs[index]);
    const count = this.#runs.length;
    const number = index + 1;
    this.#el.progressText.textContent = progress
      ? t('lab.compare.progressFigures', {
          number,
          count,
          label,
          expanded: Math.round(progress.expanded),
          time: formatDuration(progress.ms),
        })
      : t('lab.compare.progress', { number, count, label });
    this.#el.progressBar.value = index / count;
    this.#el.progressBar.setAttribute(
      'aria-valuetext',
      t('lab.compare.progressValue', { number, count }),
    );
    if (!progress) this.#context.announce(t('lab.compare.progressSay', { number, count, label }));
  }

  #refreshTable(runningIndex, progress) {
    this.#rows = compareRows(
      this.#runs.map((run, index) => ({
        ...run,
        label: this.#label(run),
        result: this.#results[index],
      })),
    );
    const optimum = this.#rows.find((row) => row.optimal === true)?.length ?? null;
    const body = this.#rows.map((row, index) => {
      const tr = document.createElement('tr');
      const name = document.createElement('th');
      name.scope = 'row';
      name.textContent = row.label;
      tr.append(name);
      if (index === runningIndex) {
        tr.classList.add('is-running');
        const cell = document.createElement('td');
        cell.colSpan = COLUMNS;
        cell.textContent = progress
          ? t('lab.compare.runningFigures', {
              expanded: Math.round(progress.expanded),
              time: formatDuration(progress.ms),
            })
          : t('lab.compare.running');
        tr.append(cell);
        return tr;
      }
      if (row.outcome === 'not run') {
        const cell = document.createElement('td');
        cell.colSpan = COLUMNS;
        cell.className = 'muted';
        cell.textContent = t('lab.compare.waiting');
        tr.append(cell);
        return tr;
      }
      const stoppedEarly = row.length === null;
      tr.append(
        cell(
          stoppedEarly ? outcomeWords(row.outcome, row) : formatCount(row.length),
          stoppedEarly ? 'outcome' : 'number',
        ),
        cell(optimalText(row, optimum)),
        cell(boundText(row.expanded, stoppedEarly), 'number'),
        cell(boundText(row.generated, stoppedEarly), 'number'),
        cell(boundText(row.maxFrontier, stoppedEarly), 'number'),
        cell(row.ms === null ? '—' : formatDuration(row.ms), 'number'),
        cell(boundText(row.reexpanded, stoppedEarly), 'number'),
        cell(row.peakBytes === null ? '—' : formatBytes(row.peakBytes), 'number'),
        cell(
          row.branching === null
            ? '—'
            : formatNumber(row.branching, { minimumFractionDigits: 3, maximumFractionDigits: 3 }),
          'number',
        ),
      );
      return tr;
    });
    this.#el.table.tBodies[0].replaceChildren(...body);
  }

  #chartBars(metric) {
    return this.#rows
      .filter((row) => row.outcome !== 'not run')
      .map((row) => ({
        label: row.label,
        value: row[metric],
        lowerBound: row.length === null,
        kind: row.algorithm,
      }));
  }

  #renderChart() {
    if (this.#el.results.hidden || !this.#rows.length) return;
    const metric = METRICS[this.#el.metric.value] ? this.#el.metric.value : 'expanded';
    const { title, format, tick } = METRICS[metric];
    renderBarChart(this.#el.chart, this.#chartBars(metric), {
      title: t(title),
      format,
      tickFormat: tick,
    });
  }

  #renderMemory() {
    const container = this.#el.memory;
    if (this.#el.results.hidden) return;
    const byHeuristic = new Map();
    for (const row of this.#rows) {
      if (row.algorithm !== 'astar' && row.algorithm !== 'idastar') continue;
      if (row.peakBytes === null) continue;
      const pair = byHeuristic.get(row.heuristic) ?? {};
      pair[row.algorithm] = row;
      byHeuristic.set(row.heuristic, pair);
    }
    const pairs = [...byHeuristic.entries()].filter(([, pair]) => pair.astar && pair.idastar);
    if (!pairs.length) {
      const hint = document.createElement('p');
      hint.className = 'hint';
      hint.textContent = t('lab.compare.memory.hint');
      container.replaceChildren(hint);
      return;
    }
    const [heuristic, first] = pairs[0];
    const text = document.createElement('p');
    const ratio =
      first.idastar.peakBytes > 0 ? first.astar.peakBytes / first.idastar.peakBytes : null;
    text.textContent = t(ratio ? 'lab.compare.memory.textRatio' : 'lab.compare.memory.text', {
      heuristic: this.#context.labels.heuristic(heuristic),
      astarBytes: formatBytes(first.astar.peakBytes),
      astarFrontier: Math.round(first.astar.maxFrontier),
      idaBytes: formatBytes(first.idastar.peakBytes),
      ratio: ratio ? Math.round(ratio) : 0,
      idaDepth: Math.round(first.idastar.maxFrontier),
    });
    const table = document.createElement('table');
    table.className = 'data-table memory-table';
    const head = table.createTHead().insertRow();
    for (const [key, className] of [
      ['lab.compare.heuristic', ''],
      ['lab.compare.memory.astarPeak', 'number'],
      ['lab.compare.memory.idaPeak', 'number'],
      ['lab.compare.memory.astarFrontier', 'number'],
      ['lab.compare.memory.idaDepth', 'number'],
    ]) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = t(key);
      if (className) th.className = className;
      head.append(th);
    }
    table.createTBody();
    for (const [id, pair] of pairs) {
      const tr = document.createElement('tr');
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = this.#context.labels.heuristic(id);
      tr.append(
        th,
        cell(formatBytes(pair.astar.peakBytes), 'number'),
        cell(formatBytes(pair.idastar.peakBytes), 'number'),
        cell(formatCount(pair.astar.maxFrontier), 'number'),
        cell(formatCount(pair.idastar.maxFrontier), 'number'),
      );
      table.tBodies[0].append(tr);
    }
    const scroll = document.createElement('div');
    scroll.className = 'table-scroll';
    scroll.append(table);
    const chart = document.createElement('div');
    chart.className = 'chart';
    container.replaceChildren(text, scroll, chart);
    renderBarChart(
      chart,
      pairs.flatMap(([id, pair]) =>
        ['astar', 'idastar'].map((a) => ({
          label: t('lab.compare.label', {
            algorithm: this.#context.labels.shortAlgorithm(a),
            heuristic: this.#context.labels.heuristic(id),
          }),
          value: pair[a].peakBytes,
          kind: a,
        })),
      ),
      {
        title: t('lab.compare.metric.peakMemory'),
        format: formatBytes,
        tickFormat: (v) => shortNumber(v, 'B'),
      },
    );
  }

  #downloadCsv() {
    if (!this.#rows.length || !this.#forBoard) return;
    const { tiles, width, height } = this.#forBoard;
    const stem = tiles.length <= 16 ? `-${tiles.join('-')}` : '';
    downloadText(
      toCsv(compareCsvRows(this.#rows.filter((row) => row.outcome !== 'not run'))),
      `npuzzle-compare-${width}x${height}${stem}.csv`,
      'text/csv',
    );
  }
}

// The results table's columns after the search's name.
const COLUMNS = 9;

function cell(text, className) {
  const td = document.createElement('td');
  if (className) td.className = className;
  td.textContent = text;
  return td;
}

function boundText(value, lowerBound) {
  if (value === null) return '—';
  return `${lowerBound ? '≥ ' : ''}${formatCount(value)}`;
}

function optimalText(row, optimum) {
  if (row.optimal === null) return '—';
  if (row.optimal) return yesNo(true);
  if (optimum === null) return t('lab.compare.notGuaranteed');
  return row.length === optimum
    ? t('lab.compare.sameLength')
    : t('lab.compare.longer', { extra: row.length - optimum });
}
