// @ts-check
// Experiments: the textbook's table of search cost by solution depth. The boards are generated
// in the worker at exact depths (seeded: the seed is shown and can be changed, the same seed
// gives the same boards) or pasted, one a line; the chosen searches run on every board in one
// long job with progress ("depth 14: 37/100 boards") and Cancel; the table gives the mean nodes
// generated and b* per depth and search, with a chart and the same numbers as CSV (a data
// format: its header stays English whatever the page's language).

import { toCsv } from '../../common/csv.js';
import { downloadText } from '../../dom/downloads.js';
import { elementsById } from '../../dom/elements.js';
import { formatNumber, onLanguageChange, t } from '../../common/i18n.js';
import { solverMessage } from '../../common/solver-message.js';
import { formatCount } from '../../common/stat-format.js';
import { legendSwatch, renderExperimentChart } from './experiments-chart.js';
import {
  EMPTY_REASONS,
  depthRange,
  experimentCsvRows,
  experimentTable,
  progressText,
  searchLabel,
} from './experiments-stats.js';

const NODE_CAP = 20_000_000; // per run; the explanation under the searches names it
const MAX_SEED = 2 ** 32 - 1; // a seed a person can type and read back
const GATE = 'experiments';

export class ExperimentsPanel {
  /** @type {any} the panel's elements (elementsById) */
  #el;
  #context;
  #running = false;
  /** @type {import('./experiments-stats.js').ExperimentTable | null} */
  #table = null;
  /** @type {import('../../wasm/npuzzle.mjs').ExperimentResult | null} */
  #result = null;
  #generated = false; // the results on show came from generated boards
  /** @type {(() => string) | null} the line under the progress bar once a run ended */
  #ended = null;
  /** @type {{message: (() => string) | null, lineErrors: object[]}} the errors on show */
  #errors = { message: null, lineErrors: [] };

  /**
   * @param {ParentNode} root
   * @param {{client: import('../../solver/solver-client.js').SolverClient,
   *   gate: import('../../state/job-gate.js').JobGate, announce: (text: string) => void}} context
   */
  constructor(root, context) {
    const el = elementsById(root, {
      generate: 'experiment-generate',
      paste: 'experiment-paste',
      size: 'experiment-size',
      goal: 'experiment-goal',
      generated: 'experiment-generated',
      generatedHint: 'experiment-generated-hint',
      from: 'experiment-from',
      to: 'experiment-to',
      every: 'experiment-every',
      count: 'experiment-count',
      seed: 'experiment-seed',
      newSeed: 'experiment-new-seed',
      pasted: 'experiment-pasted',
      boards: 'experiment-boards',
      depthCap: 'experiment-depth-cap',
      run: 'experiment-run',
      cancel: 'experiment-cancel',
      csv: 'experiment-csv',
      progress: 'experiment-progress',
      progressText: 'experiment-progress-text',
      progressBar: 'experiment-progress-bar',
      errors: 'experiment-errors',
      error: 'experiment-error',
      lineErrors: 'experiment-line-errors',
      results: 'experiment-results',
      caption: 'experiment-caption',
      table: 'experiment-table',
      notes: 'experiment-notes',
      chart: 'experiment-chart',
      legend: 'experiment-legend',
    });
    this.#el = el;
    this.#context = context;
    this.searchBoxes = /** @type {HTMLInputElement[]} */ ([
      ...root.querySelectorAll('#panel-experiments [data-search]'),
    ]);
    for (const radio of [el.generate, el.paste])
      radio.addEventListener('change', () => this.#showSource());
    el.size.addEventListener('change', () => this.#showSource());
    el.newSeed.addEventListener('click', () => {
      /** @type {HTMLInputElement} */ (el.seed).value = String(
        1 + Math.floor(Math.random() * MAX_SEED),
      );
    });
    for (const box of this.searchBoxes) box.addEventListener('change', () => this.#showControls());
    el.run.addEventListener('click', () => this.run());
    el.cancel.addEventListener('click', () => context.client.cancel());
    el.csv.addEventListener('click', () => this.#downloadCsv());
    context.gate.onChange(() => this.#showControls());
    if (typeof ResizeObserver === 'function') {
      let lastWidth = 0;
      let frame = 0;
      new ResizeObserver(() => {
        const width = el.chart.clientWidth;
        if (Math.abs(width - lastWidth) < 8 || !this.#table) return;
        lastWidth = width;
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() =>
          renderExperimentChart(
            el.chart,
            /** @type {import('./experiments-stats.js').ExperimentTable} */ (this.#table),
          ),
        );
      }).observe(el.chart);
    }
    this.#showSource();
    // The results, errors and last line on show are said again from the data they were made
    // from: the experiment does not run again.
    onLanguageChange(() => {
      if (this.#running) return; // the next progress report rewrites the line
      this.#showErrors(this.#errors.message, this.#errors.lineErrors);
      if (this.#ended) el.progressText.textContent = this.#ended();
      if (this.#table && !el.results.hidden) this.#renderTable(this.#generated);
    });
  }

  get #pasting() {
    return /** @type {HTMLInputElement} */ (this.#el.paste).checked;
  }

  // Boards at exact depths are made only up to 10 cells: 4 × 4 takes pasted boards.
  #showSource() {
    const el = this.#el;
    const size = /** @type {HTMLSelectElement} */ (el.size).value;
    const cells = size.split('x').reduce((product, side) => product * Number(side), 1);
    const generate = /** @type {HTMLInputElement} */ (el.generate);
    if (cells > 10 && generate.checked) {
      generate.checked = false;
      /** @type {HTMLInputElement} */ (el.paste).checked = true;
    }
    generate.disabled = cells > 10;
    el.generated.hidden = this.#pasting;
    el.generatedHint.hidden = this.#pasting;
    el.pasted.hidden = !this.#pasting;
    this.#showControls();
  }

  /** @returns {string[]} the ids of the searches ticked (each box names one in data-search) */
  #searches() {
    return this.searchBoxes
      .filter((box) => box.checked)
      .map((box) => /** @type {string} */ (box.dataset.search));
  }

  #showControls() {
    const { run, cancel, csv } = this.#el;
    const gate = this.#context.gate;
    run.disabled =
      this.#running || (gate.busy && gate.owner !== GATE) || this.#searches().length === 0;
    cancel.disabled = !this.#running;
    csv.disabled = this.#running || !this.#table?.rows.length;
  }

  /** The request the controls describe, or the error's words (a function: said in any language). */
  #request() {
    const el = this.#el;
    const number = (input) => Number(/** @type {HTMLInputElement} */ (input).value);
    const request = {
      size: /** @type {HTMLSelectElement} */ (el.size).value,
      goal: /** @type {HTMLSelectElement} */ (el.goal).value,
      searches: this.#searches(),
      depthCap: number(el.depthCap),
      maxGenerated: NODE_CAP,
    };
    const says = (key) => ({ error: () => t(key) });
    if (!Number.isInteger(request.depthCap) || request.depthCap < 0)
      return says('lab.experiments.error.depthCap');
    if (this.#pasting) {
      const boards = /** @type {HTMLTextAreaElement} */ (el.boards).value;
      if (!boards.trim()) return says('lab.experiments.error.paste');
      return { request: { ...request, boards } };
    }
    const [from, to, every] = [number(el.from), number(el.to), number(el.every)];
    const range = depthRange(from, to, every);
    if ('error' in range)
      return {
        error: () => /** @type {{error: string}} */ (depthRange(from, to, every)).error,
      };
    const perDepth = number(el.count);
    if (!Number.isInteger(perDepth) || perDepth < 1 || perDepth > 1000)
      return says('lab.experiments.error.perDepth');
    const seed = number(el.seed);
    if (!Number.isInteger(seed) || seed < 0 || seed > Number.MAX_SAFE_INTEGER)
      return says('lab.experiments.error.seed');
    return { request: { ...request, depths: range.depths, perDepth, seed } };
  }

  async run() {
    if (this.#running) return;
    const el = this.#el;
    const asked = this.#request();
    if ('error' in asked) {
      this.#showErrors(/** @type {() => string} */ (asked.error), []);
      return;
    }
    if (!this.#context.gate.claim(GATE)) return;
    const generated = !this.#pasting;
    this.#running = true;
    this.#ended = null;
    this.#showErrors(null, []);
    el.progress.hidden = false;
    el.progressBar.hidden = false;
    /** @type {HTMLProgressElement} */ (el.progressBar).value = 0;
    el.progressText.textContent = progressText(null, generated);
    this.#showControls();
    let result;
    try {
      result = await this.#context.client.experiment(asked.request, (progress) => {
        el.progressText.textContent = progressText(progress, generated);
        /** @type {HTMLProgressElement} */ (el.progressBar).value =
          progress.total > 0 ? progress.done / progress.total : 0;
      });
    } catch (error) {
      result = { status: 'invalid', error: error.message, lineErrors: [] };
    } finally {
      this.#running = false;
      this.#context.gate.release(GATE);
    }
    el.progressBar.hidden = true;
    this.#show(result, generated);
  }

  #show(result, generated) {
    const el = this.#el;
    const lineErrors = result.lineErrors ?? [];
    let message;
    if (result.status === 'invalid') {
      const error = () => (result.error ? solverMessage(result) : t('lab.experiments.notRun'));
      this.#showErrors(error, lineErrors);
      this.#ended = () => t('lab.experiments.didNotRun');
      el.progressText.textContent = this.#ended();
      message = t('lab.experiments.didNotRunBecause', { error: error() });
    } else {
      const left = lineErrors.length;
      this.#showErrors(
        left ? () => t('lab.experiments.linesLeftOut', { count: left }) : null,
        lineErrors,
      );
      this.#result = result;
      this.#table = experimentTable(result);
      this.#generated = generated;
      const count = result.boards?.length ?? 0;
      this.#ended = () =>
        t(
          result.status === 'cancelled' ? 'lab.experiments.cancelled' : 'lab.experiments.finished',
          { count },
        );
      message = this.#ended();
      el.progressText.textContent = message;
      this.#renderTable(generated);
    }
    this.#showControls();
    this.#context.announce(message);
  }

  /**
   * @param {(() => string) | null} message
   * @param {{line: number, error: string, errorId?: string}[]} lineErrors
   */
  #showErrors(message, lineErrors) {
    const el = this.#el;
    this.#errors = { message, lineErrors };
    el.errors.hidden = !message && lineErrors.length === 0;
    el.error.textContent = message ? message() : '';
    el.lineErrors.replaceChildren(
      ...lineErrors.map((lineError) => {
        const item = document.createElement('li');
        item.textContent = t('lab.experiments.lineError', {
          line: String(lineError.line),
          error: solverMessage(lineError),
        });
        return item;
      }),
    );
    el.boards.setAttribute('aria-invalid', String(lineErrors.length > 0));
  }

  #renderTable(generated) {
    const el = this.#el;
    const table = /** @type {import('./experiments-stats.js').ExperimentTable} */ (this.#table);
    const result = /** @type {import('../../wasm/npuzzle.mjs').ExperimentResult} */ (this.#result);
    const size = t('lab.experiments.size', {
      width: String(result.width),
      height: String(result.height),
    });
    el.caption.textContent = generated
      ? t('lab.experiments.caption.generated', {
          size,
          perDepth: String(result.perDepth),
          seed: String(result.seed),
        })
      : t('lab.experiments.caption.pasted', {
          count: String(/** @type {NonNullable<typeof result.boards>} */ (result.boards).length),
          size,
        });
    const table1 = /** @type {HTMLTableElement} */ (el.table);
    const groupRow = document.createElement('tr');
    const columnRow = document.createElement('tr');
    const th = (text, attributes = {}) => {
      const cell = document.createElement('th');
      cell.textContent = text;
      for (const [key, value] of Object.entries(attributes)) cell.setAttribute(key, value);
      return cell;
    };
    const n = table.searches.length;
    groupRow.append(
      th(t('lab.experiments.depth'), {
        scope: 'col',
        rowspan: '2',
        class: 'number',
        title: t('lab.experiments.depthTitle'),
      }),
      th(t('lab.experiments.boards'), { scope: 'col', rowspan: '2', class: 'number' }),
      th(t('lab.experiments.cost'), { scope: 'colgroup', colspan: String(n) }),
      th(t('lab.experiments.branching'), { scope: 'colgroup', colspan: String(n) }),
    );
    for (let group = 0; group < 2; group++)
      for (const search of table.searches)
        columnRow.append(th(searchLabel(search), { scope: 'col', class: 'number' }));
    /** @type {HTMLTableSectionElement} */ (table1.tHead).replaceChildren(groupRow, columnRow);
    let skipped = false;
    let limited = false;
    const rows = table.rows.map((row) => {
      const tr = document.createElement('tr');
      tr.append(th(String(row.depth), { scope: 'row', class: 'number' }));
      const boards = document.createElement('td');
      boards.className = 'number';
      boards.textContent = String(row.boards);
      tr.append(boards);
      const empty = (cell) => {
        if (cell.empty === EMPTY_REASONS.skipped) skipped = true;
        if (cell.empty === EMPTY_REASONS.limit) limited = true;
        return cell.empty === EMPTY_REASONS.skipped ? '—*' : '—†';
      };
      for (const cell of row.cells) {
        const td = document.createElement('td');
        td.className = 'number';
        td.textContent = cell.mean === null ? empty(cell) : formatCount(cell.mean);
        tr.append(td);
      }
      for (const cell of row.cells) {
        const td = document.createElement('td');
        td.className = 'number';
        td.textContent =
          cell.mean === null
            ? empty(cell)
            : cell.branching === null
              ? '—'
              : formatNumber(cell.branching, {
                  minimumFractionDigits: 2,
                  maximumFractionDigits: 2,
                });
        tr.append(td);
      }
      return tr;
    });
    table1.tBodies[0].replaceChildren(...rows);

    const notes = [t('lab.experiments.note.branching')];
    if (skipped) notes.push(t('lab.experiments.note.skipped', { depth: String(result.depthCap) }));
    if (limited) {
      notes.push(
        t('lab.experiments.note.limit', {
          nodes: Math.round(/** @type {number} */ (result.maxGenerated)),
        }),
      );
    }
    el.notes.replaceChildren(
      ...notes.map((text) => {
        const item = document.createElement('li');
        item.textContent = text;
        return item;
      }),
    );
    el.legend.replaceChildren(
      ...table.searches.map((search, index) => {
        const item = document.createElement('li');
        item.append(legendSwatch(index, search.id), document.createTextNode(searchLabel(search)));
        return item;
      }),
    );
    el.results.hidden = false;
    renderExperimentChart(el.chart, table);
  }

  #downloadCsv() {
    if (!this.#table) return;
    downloadText(toCsv(experimentCsvRows(this.#table)), 'npuzzle-experiment.csv', 'text/csv');
  }
}
