// The algorithm / heuristic / weight / memory controls. Options come from the module's
// capabilities() so the page never offers a combination the core does not have: the heuristic
// is hidden for algorithms that use none (BFS), the weight shown only for weighted A*, the depth
// limit only for depth-first search, and heuristics limited to boards they fit (a pattern database
// has a maximum cell count). The weight's, the depth limit's and the memory budget's ranges and
// defaults are the core's (capabilities `weight`, `depthLimit` and `memoryMB`): the page holds no
// copy of them.

import { elementsById } from '../dom/elements.js';
import { hasMessage, onLanguageChange, t } from '../common/i18n.js';
import { liveText } from '../dom/live-text.js';
import { setAttribute, setHidden, setText } from '../dom/quiet-writes.js';

// The core names its algorithms and heuristics in English (capabilities `label`); the page words
// each id it knows from the catalogs (`page.algorithm.<id>`, `page.algorithmShort.<id>`,
// `page.heuristic.<id>`), and an id from a newer core by the core's own label.
function named(prefix, id, fallback) {
  const key = `${prefix}.${id}`;
  return hasMessage(key) ? t(key) : (fallback ?? id);
}

const PREFERRED_ALGORITHMS = ['auto', 'astar'];
const PREFERRED_HEURISTICS = ['auto', 'linear-conflict', 'manhattan'];
// The page's own floor for the memory budget, above the core's: in the page a budget under
// 16 MB stops every search before it shows anything (the ceiling and default are the core's).
const PAGE_MIN_MEMORY_MB = 16;

function firstPresent(ids, options) {
  return ids.find((id) => options.some((option) => option.id === id)) ?? options[0]?.id ?? '';
}

function fillSelect(select, options, label) {
  const keep = select.value;
  select.replaceChildren(
    ...options.map((option) => {
      const element = document.createElement('option');
      element.value = option.id;
      element.textContent = label(option);
      return element;
    }),
  );
  if (options.some((option) => option.id === keep)) select.value = keep;
}

export class SolverOptions {
  #elements;
  #onChange;
  #capabilities = null;
  #cells = 9;

  /**
   * @param {ParentNode} root
   * @param {() => void} onChange
   */
  constructor(root, onChange) {
    const elements = elementsById(root, {
      algorithm: 'algorithm',
      heuristic: 'heuristic',
      heuristicField: 'heuristic-field',
      weight: 'weight',
      weightField: 'weight-field',
      weightError: 'weight-error',
      depthLimit: 'depth-limit',
      depthLimitField: 'depth-limit-field',
      depthLimitError: 'depth-limit-error',
      memory: 'memory',
      memoryError: 'memory-error',
      think: 'think-seconds',
      thinkField: 'think-field',
      thinkError: 'think-error',
      summary: 'solver-summary',
    });
    this.#elements = elements;
    this.#onChange = onChange;
    // The menus' names, the summary and any range problem in the new language; the choices stay.
    onLanguageChange(() => {
      if (!this.ready) return;
      fillSelect(elements.algorithm, this.#capabilities.algorithms, (option) =>
        this.algorithmLabel(option.id),
      );
      this.#refresh();
      this.#validate();
    });
    for (const control of [
      elements.algorithm,
      elements.heuristic,
      elements.weight,
      elements.depthLimit,
    ]) {
      control.addEventListener('change', () => {
        this.#refresh();
        this.#onChange();
      });
    }
    // A number out of range is refused where it is typed, with the range; Solve waits for a
    // valid one instead of running with some other value. (Typed before the module has said
    // its ranges, it is judged when it does.)
    for (const control of [elements.memory, elements.weight, elements.depthLimit, elements.think]) {
      control.addEventListener('input', () => {
        if (!this.ready) return;
        this.#validate();
        this.#onChange();
      });
    }
  }

  /** Every number typed is in its range (Solve is off otherwise). */
  get valid() {
    return this.#validate();
  }

  #validate() {
    const { memory, memoryError, weight, weightError, depthLimit, depthLimitError } =
      this.#elements;
    if (!this.ready) return false;
    const memoryRange = this.#memoryRange();
    const weightRange = this.#capabilities.weight;
    const memoryProblem = rangeProblem(memory.value, memoryRange.min, memoryRange.max, {
      what: 'memory',
      whole: true,
    });
    const weightProblem = this.#algorithm()?.usesWeight
      ? rangeProblem(weight.value, weightRange.min, weightRange.max, { what: 'weight' })
      : '';
    const depthRange = this.#capabilities.depthLimit;
    // A core without the range (older than the field) leaves the field hidden and unjudged.
    const depthProblem =
      depthRange && this.#algorithm()?.usesDepthLimit
        ? rangeProblem(depthLimit.value, depthRange.min, depthRange.max, {
            what: 'depthLimit',
            whole: true,
          })
        : '';
    // Empty is the default budget; a time is judged only where auto would think.
    const { think, thinkError } = this.#elements;
    const thinkRange = this.#capabilities.thinkSeconds;
    const thinkProblem =
      this.#thinks() && think.value.trim() !== ''
        ? rangeProblem(think.value, thinkRange.min, thinkRange.max, { what: 'think' })
        : '';
    showProblem(memory, memoryError, memoryProblem);
    showProblem(weight, weightError, weightProblem);
    showProblem(depthLimit, depthLimitError, depthProblem);
    showProblem(think, thinkError, thinkProblem);
    return !memoryProblem && !weightProblem && !depthProblem && !thinkProblem;
  }

  get ready() {
    return this.#capabilities !== null;
  }

  /** The board sizes the core takes ({minSide, maxCells}), once ready; null before. */
  get limits() {
    return this.#capabilities?.limits ?? null;
  }

  /** The ids the page starts with; the URL leaves these out. */
  get defaults() {
    const capabilities = this.#capabilities ?? { algorithms: [], heuristics: [] };
    return {
      algorithm: firstPresent(PREFERRED_ALGORITHMS, capabilities.algorithms),
      heuristic: firstPresent(PREFERRED_HEURISTICS, capabilities.heuristics),
      weight: this.#capabilities?.weight.default,
      depthLimit: this.#capabilities?.depthLimit?.default,
    };
  }

  setCapabilities(capabilities) {
    this.#capabilities = capabilities;
    const { algorithm, heuristic, memory, weight, depthLimit } = this.#elements;
    // The fields take the core's ranges and start at its defaults.
    setRange(memory, this.#memoryRange());
    setRange(weight, capabilities.weight);
    if (capabilities.depthLimit) setRange(depthLimit, capabilities.depthLimit);
    if (capabilities.thinkSeconds) {
      // No default to show: empty is the core's own budget.
      this.#elements.think.min = String(capabilities.thinkSeconds.min);
      this.#elements.think.max = String(capabilities.thinkSeconds.max);
    }
    fillSelect(algorithm, capabilities.algorithms, (option) => this.algorithmLabel(option.id));
    algorithm.value = this.defaults.algorithm;
    algorithm.disabled = false;
    heuristic.disabled = false;
    this.#refresh();
    heuristic.value = this.#validHeuristics().some((h) => h.id === this.defaults.heuristic)
      ? this.defaults.heuristic
      : heuristic.value;
    this.#refresh();
    this.#validate();
  }

  /**
   * The memory budget remembered in this browser (restored into the field before the ranges
   * were known), once ready. Stored values are anyone's on this origin: one outside the page's
   * range is brought to its nearest end, never left to turn Solve off without a word, and the
   * sentence returned says so ('' when it is in range, or was typed over meanwhile). The field
   * then reports a change, so the corrected budget is the one remembered.
   * @param {number | null} memoryMB
   */
  restoreMemory(memoryMB) {
    const { memory } = this.#elements;
    if (!this.ready || memoryMB === null || memory.value !== String(memoryMB)) return '';
    const range = this.#memoryRange();
    if (inRange(memoryMB, range)) return '';
    const used = Math.min(Math.max(memoryMB, range.min), range.max);
    memory.value = String(used);
    this.#validate();
    memory.dispatchEvent(new Event('change'));
    const [kept, min, max] = [memoryMB, range.min, range.max].map(String);
    return () => t('page.solver.memoryCorrected', { kept, used: String(used), min, max });
  }

  /** Heuristics with a cell limit (pattern databases) are offered only on boards they fit. */
  setCellCount(cells) {
    this.#cells = cells;
    if (this.ready) this.#refresh();
  }

  /**
   * Applies settings from the URL. Returns one sentence per value that is not offered (or,
   * for the weight, the depth limit and the thinking time, outside the core's range), each a
   * function that words it in the language on show (the notice is written again after a change
   * of language).
   * @param {{algorithm?: string, heuristic?: string, weight?: number, depthLimit?: number,
   *   thinkSeconds?: number}} wanted
   */
  apply(wanted) {
    const problems = [];
    const { algorithm, heuristic, weight, depthLimit, think } = this.#elements;
    if (wanted.algorithm) {
      if (this.#capabilities.algorithms.some((a) => a.id === wanted.algorithm)) {
        algorithm.value = wanted.algorithm;
      } else {
        const known = this.#known('algorithms');
        const name = wanted.algorithm;
        problems.push(() => t('page.url.ignoredAlgorithm', { name, choices: known }));
      }
    }
    this.#refresh();
    if (wanted.heuristic) {
      if (this.#validHeuristics().some((h) => h.id === wanted.heuristic)) {
        heuristic.value = wanted.heuristic;
      } else {
        const known = this.#known('heuristics');
        const name = wanted.heuristic;
        problems.push(() => t('page.url.ignoredHeuristic', { name, choices: known }));
      }
    }
    // A number outside the core's range is left out, and said with the range. The thinking time
    // is kept in the field even on a board auto proves optimal (the field hidden): it applies
    // once the board is one auto thinks about.
    const capabilities = this.#capabilities;
    const numbers = [
      [weight, wanted.weight, capabilities.weight, 'page.url.ignoredWeight'],
      [depthLimit, wanted.depthLimit, capabilities.depthLimit, 'page.url.ignoredDepthLimit'],
      [think, wanted.thinkSeconds, capabilities.thinkSeconds, 'page.url.ignoredThink'],
    ];
    for (const [control, number, range, ignored] of numbers) {
      if (number === undefined || !range) continue;
      if (inRange(number, range)) control.value = String(number);
      else {
        const [min, max] = [String(range.min), String(range.max)];
        problems.push(() => t(ignored, { min, max }));
      }
    }
    this.#refresh();
    return problems;
  }

  /**
   * What a solve needs: the settings chosen, a weight or budget out of its range replaced by
   * the core's default (Solve waits for a valid one anyway). Only once ready.
   */
  get value() {
    const { algorithm, heuristic, weight, memory, depthLimit, think } = this.#elements;
    const memoryRange = this.#memoryRange();
    const weightRange = this.#capabilities.weight;
    const depthRange = this.#capabilities.depthLimit;
    const memoryMB = Number(memory.value);
    const weightValue = Number(weight.value);
    const depthValue = Number(depthLimit.value);
    return {
      algorithm: algorithm.value,
      heuristic: heuristic.value,
      weight: inRange(weightValue, weightRange) ? weightValue : weightRange.default,
      usesWeight: this.#algorithm()?.usesWeight ?? false,
      depthLimit:
        depthRange && Number.isInteger(depthValue) && inRange(depthValue, depthRange)
          ? depthValue
          : depthRange?.default,
      usesDepthLimit: Boolean(depthRange && this.#algorithm()?.usesDepthLimit),
      maxMemoryMB:
        Number.isInteger(memoryMB) && inRange(memoryMB, memoryRange)
          ? memoryMB
          : memoryRange.default,
      // Seconds auto may spend shortening its answer; null: its default budget.
      thinkSeconds:
        this.#thinks() && inRange(Number(think.value), this.#capabilities.thinkSeconds)
          ? Number(think.value)
          : null,
    };
  }

  /** A heuristic's label for people, e.g. `Manhattan distance` for `manhattan`. */
  heuristicLabel(id) {
    const info =
      this.#capabilities?.heuristics.find((h) => h.id === id) ??
      this.#capabilities?.labHeuristics?.find((h) => h.id === id);
    return named('page.heuristic', id, info?.label);
  }

  /** An algorithm's label for people, e.g. `Weighted A*` for `wastar`. */
  algorithmLabel(id) {
    return named('page.algorithm', id, this.algorithmInfo(id)?.label);
  }

  /** A search's short name, for a table column or a chart (`Weighted A*` for `wastar`). */
  shortAlgorithmLabel(id) {
    return named('page.algorithmShort', id, this.algorithmInfo(id)?.shortLabel);
  }

  /** Names for people of the core's ids, for the panels that show results. */
  get labels() {
    return {
      algorithm: (id) => this.algorithmLabel(id),
      heuristic: (id) => this.heuristicLabel(id),
      shortAlgorithm: (id) => this.shortAlgorithmLabel(id),
    };
  }

  /** The capabilities' algorithms (each {id, label, shortLabel, optimal, usesHeuristic, …}). */
  get algorithms() {
    return this.#capabilities?.algorithms ?? [];
  }

  /** The capabilities entry of an algorithm ({id, label, shortLabel, optimal, usesHeuristic,
   * usesWeight, steppable}), if offered. */
  algorithmInfo(id) {
    return this.#capabilities?.algorithms.find((a) => a.id === id) ?? null;
  }

  /** The capabilities entry of a heuristic ({id, label, admissible, maxCells}), if offered. */
  heuristicInfo(id) {
    return this.#capabilities?.heuristics.find((h) => h.id === id) ?? null;
  }

  /** The heuristics offered for the current board size. */
  get heuristics() {
    return this.ready ? this.#validHeuristics() : [];
  }

  /** Sets the weight (weighted A*'s w) without announcing a change. */
  setWeight(weight) {
    if (!this.ready || !inRange(weight, this.#capabilities.weight)) return;
    this.#elements.weight.value = String(weight);
  }

  /** The budgets offered, in MB: the core's range and default, from the page's floor up. */
  #memoryRange() {
    const core = this.#capabilities.memoryMB;
    return { ...core, min: Math.max(core.min, PAGE_MIN_MEMORY_MB) };
  }

  #known(kind) {
    const list = kind === 'algorithms' ? this.#capabilities.algorithms : this.#validHeuristics();
    return list.map((option) => option.id).join(', ');
  }

  #algorithm() {
    return this.algorithmInfo(this.#elements.algorithm.value);
  }

  /** Auto shortens its answer on this board (it is not proven optimal there): it may think. */
  #thinks() {
    const capabilities = this.#capabilities;
    return Boolean(
      capabilities?.thinkSeconds &&
      this.#elements.algorithm.value === 'auto' &&
      this.#cells > capabilities.auto.optimalUpToCells,
    );
  }

  #validHeuristics() {
    return this.#capabilities.heuristics.filter(
      (h) => !(h.maxCells > 0) || this.#cells <= h.maxCells,
    );
  }

  #refresh() {
    const { heuristic, heuristicField, weightField, depthLimitField, summary } = this.#elements;
    const algorithm = this.#algorithm();
    const valid = this.#validHeuristics();
    const keep = heuristic.value;
    fillSelect(heuristic, valid, (option) =>
      option.admissible || /inadmissible/i.test(option.label)
        ? this.heuristicLabel(option.id)
        : t('page.heuristic.inadmissible', { name: this.heuristicLabel(option.id) }),
    );
    // A heuristic that no longer fits the board (a pattern database on a bigger board) gives way
    // to the default, not to whatever happens to be listed first.
    if (!valid.some((h) => h.id === keep)) {
      const fallback = firstPresent(PREFERRED_HEURISTICS, valid);
      if (fallback) heuristic.value = fallback;
    }
    heuristicField.hidden = !(algorithm?.usesHeuristic ?? true);
    weightField.hidden = !(algorithm?.usesWeight ?? false);
    depthLimitField.hidden = !(this.#capabilities.depthLimit && algorithm?.usesDepthLimit);
    this.#elements.thinkField.hidden = !this.#thinks();
    liveText(summary, this.#describe(algorithm));
  }

  // One line a student can read: does this combination promise a shortest solution?
  #describe(algorithm) {
    if (!algorithm) return '';
    const heuristic = this.#capabilities.heuristics.find(
      (h) => h.id === this.#elements.heuristic.value,
    );
    if (algorithm.id === 'auto') {
      const cells = this.#capabilities.auto.optimalUpToCells;
      return t('page.solver.autoSummary', { cells: String(cells) });
    }
    if (!algorithm.optimal) return t('page.solver.notOptimal');
    if (algorithm.usesHeuristic && heuristic && !heuristic.admissible) {
      return t('page.solver.overestimates');
    }
    return t('page.solver.optimal');
  }
}

function inRange(value, { min, max }) {
  return Number.isFinite(value) && value >= min && value <= max;
}

/** A number field's bounds, and its value unless one was typed, from a capabilities range. */
function setRange(input, range) {
  input.min = String(range.min);
  input.max = String(range.max);
  if (input.value === '') input.value = String(range.default);
}

const RANGE_KEYS = Object.freeze({
  memory: 'page.solver.memoryRange',
  weight: 'page.solver.weightRange',
  depthLimit: 'page.solver.depthLimitRange',
  think: 'page.solver.thinkRange',
});

/**
 * '' when `text` is a number in [min, max] (whole when asked), else a sentence with the range.
 * `what`: 'memory' (the budget, in MB), 'weight' or 'depthLimit'.
 */
export function rangeProblem(text, min, max, { what, whole = false }) {
  const value = Number(String(text).trim());
  const ok =
    String(text).trim() !== '' &&
    Number.isFinite(value) &&
    (!whole || Number.isInteger(value)) &&
    value >= min &&
    value <= max;
  if (ok) return '';
  return t(RANGE_KEYS[what], { min: String(min), max: String(max) });
}

function showProblem(input, errorElement, problem) {
  setAttribute(input, 'aria-invalid', problem ? 'true' : null);
  if (!errorElement) return;
  setText(errorElement, problem);
  setHidden(errorElement, !problem);
}
