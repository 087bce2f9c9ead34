// @ts-check
// Weighted A*: a weight slider, the path weighted A* finds beside the shortest one (A* with the
// same heuristic), and the nodes the weight saved. A*'s answer is kept per board, goal and
// heuristic, so moving the slider runs only weighted A* again.

import { elementsById } from '../../dom/elements.js';
import { formatNumber, onLanguageChange, t } from '../../common/i18n.js';
import { solverMessage } from '../../common/solver-message.js';
import { formatDuration } from '../../common/stat-format.js';
import { automaticSentence } from '../shared/automatic-plan.js';
import { CompareRunner } from '../shared/compare-runner.js';
import { sentences, statusWords } from '../shared/lab-words.js';

const RERUN_DELAY_MS = 350;

/** The weighted panel's sentence, DOM-free: found against optimal, and nodes saved. */
export function weightedSummary(optimal, weighted, weight) {
  const extra = weighted.length - optimal.length;
  const bound = Math.floor(weight * optimal.length + 1e-9);
  const lengthText =
    extra === 0
      ? t('lab.weighted.same', { weight, count: optimal.length })
      : t('lab.weighted.longer', {
          weight,
          found: weighted.length,
          shortest: optimal.length,
          extra: t('lab.weighted.extraMoves', { count: extra }),
          bound,
        });
  const saved = optimal.expanded - weighted.expanded;
  const share = optimal.expanded > 0 ? Math.round((100 * saved) / optimal.expanded) : 0;
  const nodesText =
    saved > 0
      ? t('lab.weighted.fewer', {
          weighted: Math.round(weighted.expanded),
          optimal: Math.round(optimal.expanded),
          saved: Math.round(saved),
          share,
        })
      : saved === 0
        ? t('lab.weighted.asMany', { count: Math.round(weighted.expanded) })
        : t('lab.weighted.more', {
            more: Math.round(-saved),
            weighted: Math.round(weighted.expanded),
            optimal: Math.round(optimal.expanded),
          });
  return sentences(lengthText, nodesText);
}

/** The weight as the slider's label shows it: one decimal, in the language's notation. */
function weightText(weight) {
  return formatNumber(weight, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export class WeightedPanel {
  /** @type {any} the panel's elements (elementsById) */
  #el;
  #context;
  #runner;
  /** @type {{key: string, result: import('../../wasm/npuzzle.mjs').SolveResult} | null} */
  #reference = null; // {key, result}: A*'s answer for a board, goal and heuristic
  /** @type {string | null} */
  #shownKey = null; // the board, goal and heuristic of the results on show
  /** @type {any} */
  #timer = null;
  #serial = 0;
  /** @type {(() => void) | null} shows the results on show again (after a change of language) */
  #showAgain = null;

  /**
   * @param {ParentNode} root
   * @param {{client: object, gate: import('../../state/job-gate.js').JobGate, problem: () => object,
   *   labels: {algorithm: (id: string) => string, heuristic: (id: string) => string,
   *   shortAlgorithm: (id: string) => string},
   *   announce: (text: string) => void,
   *   automatic: import('../shared/automatic-plan.js').AutomaticPlans,
   *   onWeight: (weight: number) => void, embedded: boolean}} context
   */
  constructor(root, context) {
    const elements = elementsById(root, {
      panel: 'panel-weighted',
      slider: 'weighted-weight',
      value: 'weighted-value',
      intro: 'weighted-intro',
      run: 'weighted-run',
      cancel: 'weighted-cancel',
      progress: 'weighted-progress',
      results: 'weighted-results',
      table: 'weighted-table',
      summary: 'weighted-summary',
    });
    this.#el = elements;
    this.#context = context;
    this.#runner = new CompareRunner(context.client);
    elements.slider.addEventListener('input', () => {
      const weight = this.weight;
      elements.value.textContent = weightText(weight);
      context.onWeight(weight);
      this.#scheduleRerun();
    });
    elements.run.addEventListener('click', () => this.run());
    elements.cancel.addEventListener('click', () => this.#runner.cancel());
    context.gate.onChange(() => this.#showControls());
    onLanguageChange(() => {
      elements.value.textContent = weightText(this.weight);
      if (this.#intro) this.#showIntro(this.#context.problem());
      if (!elements.results.hidden) this.#showAgain?.();
    });
  }

  #intro = false; // the intro has been written (the panel was shown once)
  #introSerial = 0; // the latest intro asked for (a plan for an older board is not shown)

  get weight() {
    const value = Number(this.#el.slider.value);
    return Number.isFinite(value) && value >= 1 ? Math.round(value * 10) / 10 : 1;
  }

  /** Shows `weight` on the slider (from the URL or the Solver card's field). */
  setWeight(weight) {
    if (!Number.isFinite(weight)) return;
    this.#el.slider.value = String(weight);
    this.#el.value.textContent = weightText(this.weight);
  }

  /** The board, goal or heuristic changed: earlier results no longer apply. */
  invalidate() {
    const problem = this.#context.problem();
    this.#showIntro(problem);
    if (this.#shownKey !== referenceKey(problem)) this.#el.results.hidden = true;
  }

  activate() {
    this.#showIntro(this.#context.problem());
    this.#showControls();
  }

  /**
   * Which heuristic both searches use, and why. In Automatic's stead: what Automatic does on this
   * board, said as every lab panel says it (the core's plan: automatic-plan.js), once it arrives.
   */
  #showIntro(problem) {
    const labels = this.#context.labels;
    const heuristic = labels.heuristic(weightedHeuristic(problem));
    this.#intro = true;
    const serial = ++this.#introSerial;
    if (!problem.heuristic || problem.heuristic === 'auto') {
      this.#el.intro.textContent = t('lab.weighted.intro.auto', { heuristic });
      this.#context.automatic.plan(problem).then((plan) => {
        if (!plan || serial !== this.#introSerial) return;
        this.#el.intro.textContent = sentences(
          t('lab.weighted.intro.auto', { heuristic }),
          automaticSentence(plan, problem, labels),
        );
      });
      return;
    }
    let key = this.#context.embedded ? 'lab.weighted.intro' : 'lab.weighted.intro.chosen';
    if (weightedHeuristic(problem) !== problem.heuristic) key = 'lab.weighted.intro.overestimates';
    this.#el.intro.textContent = t(key, { heuristic });
  }

  #scheduleRerun() {
    clearTimeout(this.#timer);
    if (this.#el.panel.hidden) return;
    this.#timer = setTimeout(() => {
      if (!this.#context.gate.busy) this.run();
    }, RERUN_DELAY_MS);
  }

  #showControls() {
    const gate = this.#context.gate;
    this.#el.run.disabled = this.#runner.running || (gate.busy && gate.owner !== 'weighted');
    this.#el.cancel.disabled = !this.#runner.running;
  }

  async run() {
    if (this.#runner.running || !this.#context.gate.claim('weighted')) return;
    const serial = ++this.#serial;
    const problem = this.#context.problem();
    const heuristic = weightedHeuristic(problem);
    const weight = this.weight;
    const key = referenceKey(problem);
    const runs = [];
    const needReference = this.#reference?.key !== key;
    if (needReference) runs.push({ algorithm: 'astar', heuristic });
    runs.push({ algorithm: 'wastar', heuristic, weight });
    this.#showControls();
    const { progress } = this.#el;
    progress.hidden = false;
    let outcome;
    try {
      outcome = await this.#runner.run(
        runs,
        {
          board: problem.board,
          size: problem.size,
          goal: problem.goal,
          maxMemoryMB: problem.maxMemoryMB,
        },
        {
          onStart: (index) => {
            const name = this.#context.labels.shortAlgorithm(runs[index].algorithm);
            progress.textContent =
              runs[index].algorithm === 'astar'
                ? t('lab.weighted.running', { name })
                : t('lab.weighted.runningWeight', { name, weight });
          },
          onProgress: (index, figures) => {
            const name = this.#context.labels.shortAlgorithm(runs[index].algorithm);
            progress.textContent = t('lab.weighted.progress', {
              name,
              expanded: Math.round(figures.expanded),
              time: formatDuration(figures.ms),
            });
          },
        },
      );
    } finally {
      this.#context.gate.release('weighted');
      this.#showControls();
    }
    if (serial !== this.#serial) return;
    // The slider moved on while this ran: run again for where it is now.
    if (this.weight !== weight && !outcome.cancelled) this.#scheduleRerun();
    const results = outcome.results;
    if (needReference && results[0]?.status === 'solved') {
      this.#reference = { key, result: results[0] };
    }
    const reference = this.#reference?.key === key ? this.#reference.result : results[0];
    const weighted = results[results.length - 1];
    progress.hidden = true;
    this.#shownKey = key;
    this.#showAgain = () => this.#show(reference, weighted, weight, outcome.cancelled, false);
    this.#show(reference, weighted, weight, outcome.cancelled);
  }

  #show(reference, weighted, weight, cancelled, announce = true) {
    const { results, table, summary } = this.#el;
    const rows = [
      [t('lab.weighted.rowAstar'), reference],
      [t('lab.weighted.rowWeighted', { weight }), weighted],
    ].map(([label, result]) => {
      const tr = document.createElement('tr');
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = label;
      tr.append(th);
      const solved = result?.status === 'solved';
      const values = solved
        ? [
            formatNumber(Math.round(result.length)),
            formatNumber(Math.round(result.stats.expanded)),
            formatNumber(Math.round(result.stats.generated)),
            formatDuration(result.stats.ms),
          ]
        : [statusWords(result), '—', '—', '—'];
      for (const value of values) {
        const td = document.createElement('td');
        td.className = 'number';
        td.textContent = value;
        tr.append(td);
      }
      return tr;
    });
    table.tBodies[0].replaceChildren(...rows);
    let text;
    if (reference?.status === 'solved' && weighted?.status === 'solved') {
      text = weightedSummary(
        { length: reference.length, expanded: reference.stats.expanded },
        { length: weighted.length, expanded: weighted.stats.expanded },
        weight,
      );
    } else if (cancelled) {
      text = t('lab.weighted.stopped');
    } else if (reference?.status === 'limit') {
      text = t('lab.weighted.memory');
    } else {
      const failed = [reference, weighted].find((result) => result?.error);
      text = t('lab.weighted.noComparison', {
        error: failed ? solverMessage(failed) : t('lab.weighted.didNotFinish'),
      });
    }
    summary.textContent = text;
    results.hidden = false;
    if (announce) this.#context.announce(text);
  }
}

/**
 * Weighted A*'s bound needs an admissible heuristic; an inadmissible choice gives way. So does
 * `auto`, for one heuristic on every board: what Automatic picks changes with the board's size.
 */
export function weightedHeuristic(problem) {
  return problem.heuristicAdmissible === false || !problem.heuristic || problem.heuristic === 'auto'
    ? 'linear-conflict'
    : problem.heuristic;
}

function referenceKey(problem) {
  return JSON.stringify([
    problem.board,
    problem.size,
    problem.goal,
    weightedHeuristic(problem),
    problem.maxMemoryMB,
  ]);
}
