// The algorithm / heuristic / weight / memory controls. Options come from the module's
// capabilities() so the page never offers a combination the core does not have: the heuristic
// is hidden for algorithms that use none (BFS), the weight shown only for weighted A*, and
// heuristics limited to boards they fit (a pattern database has a maximum cell count).

const PREFERRED_ALGORITHMS = ['auto', 'astar'];
const PREFERRED_HEURISTICS = ['auto', 'linear-conflict', 'manhattan'];
export const DEFAULT_MEMORY_MB = 512;
export const DEFAULT_WEIGHT = 2;
// The memory budget's range in the page. The core reports its own ceiling in the capabilities
// (`maxMemoryMB`: 2048 in wasm32, whose memory is at most 4 GB); a module that does not say keeps 2048.
export const MIN_MEMORY_MB = 16;
const FALLBACK_MAX_MEMORY_MB = 2048;
const WEIGHT_RANGE = { min: 1, max: 100 };

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
   * @param {{algorithm: HTMLSelectElement, heuristic: HTMLSelectElement,
   *   heuristicField: HTMLElement, weight: HTMLInputElement, weightField: HTMLElement,
   *   memory: HTMLInputElement, summary: HTMLElement}} elements
   * @param {() => void} onChange
   */
  constructor(elements, onChange) {
    this.#elements = elements;
    this.#onChange = onChange;
    for (const control of [elements.algorithm, elements.heuristic, elements.weight]) {
      control.addEventListener('change', () => {
        this.#refresh();
        this.#onChange();
      });
    }
    // A number out of range is refused where it is typed, with the range; Solve waits for a
    // valid one instead of running with some other value.
    for (const control of [elements.memory, elements.weight]) {
      control.addEventListener('input', () => {
        this.#validate();
        this.#onChange();
      });
    }
  }

  /** The largest memory budget the module accepts, in MB. */
  get maxMemoryMB() {
    return this.#capabilities?.maxMemoryMB ?? FALLBACK_MAX_MEMORY_MB;
  }

  /** Every number typed is in its range (Solve is off otherwise). */
  get valid() {
    return this.#validate();
  }

  #validate() {
    const { memory, memoryError, weight, weightError } = this.#elements;
    const memoryProblem = rangeProblem(memory.value, MIN_MEMORY_MB, this.maxMemoryMB, {
      what: 'The memory budget',
      unit: ' MB',
      whole: true,
    });
    const weightProblem = this.#algorithm()?.usesWeight
      ? rangeProblem(weight.value, WEIGHT_RANGE.min, WEIGHT_RANGE.max, { what: 'The weight' })
      : '';
    showProblem(memory, memoryError, memoryProblem);
    showProblem(weight, weightError, weightProblem);
    return !memoryProblem && !weightProblem;
  }

  get ready() {
    return this.#capabilities !== null;
  }

  /** The ids the page starts with; the URL leaves these out. */
  get defaults() {
    const capabilities = this.#capabilities ?? { algorithms: [], heuristics: [] };
    return {
      algorithm: firstPresent(PREFERRED_ALGORITHMS, capabilities.algorithms),
      heuristic: firstPresent(PREFERRED_HEURISTICS, capabilities.heuristics),
      weight: DEFAULT_WEIGHT,
    };
  }

  setCapabilities(capabilities) {
    this.#capabilities = capabilities;
    const { algorithm, heuristic, memory } = this.#elements;
    memory.max = String(this.maxMemoryMB);
    fillSelect(algorithm, capabilities.algorithms, (option) => option.label);
    algorithm.value = this.defaults.algorithm;
    algorithm.disabled = false;
    heuristic.disabled = false;
    this.#refresh();
    heuristic.value = this.#validHeuristics().some((h) => h.id === this.defaults.heuristic)
      ? this.defaults.heuristic
      : heuristic.value;
    this.#refresh();
  }

  /** Heuristics with a cell limit (pattern databases) are offered only on boards they fit. */
  setCellCount(cells) {
    this.#cells = cells;
    if (this.ready) this.#refresh();
  }

  /**
   * Applies settings from the URL. Returns one sentence per value that is not offered.
   * @param {{algorithm?: string, heuristic?: string, weight?: number}} wanted
   */
  apply(wanted) {
    const problems = [];
    const { algorithm, heuristic, weight } = this.#elements;
    if (wanted.algorithm) {
      if (this.#capabilities.algorithms.some((a) => a.id === wanted.algorithm)) {
        algorithm.value = wanted.algorithm;
      } else {
        problems.push(`Ignored the algorithm "${wanted.algorithm}": ${this.#known('algorithms')}.`);
      }
    }
    this.#refresh();
    if (wanted.heuristic) {
      if (this.#validHeuristics().some((h) => h.id === wanted.heuristic)) {
        heuristic.value = wanted.heuristic;
      } else {
        problems.push(`Ignored the heuristic "${wanted.heuristic}": ${this.#known('heuristics')}.`);
      }
    }
    if (wanted.weight !== undefined) weight.value = String(wanted.weight);
    this.#refresh();
    return problems;
  }

  /** What start() needs, plus whether the answer is guaranteed shortest. */
  get value() {
    const { algorithm, heuristic, weight, memory } = this.#elements;
    const memoryMB = Number(memory.value);
    const weightValue = Number(weight.value);
    return {
      algorithm: algorithm.value,
      heuristic: heuristic.value,
      weight: Number.isFinite(weightValue) && weightValue >= 1 ? weightValue : DEFAULT_WEIGHT,
      usesWeight: this.#algorithm()?.usesWeight ?? false,
      maxMemoryMB:
        Number.isInteger(memoryMB) && memoryMB >= MIN_MEMORY_MB && memoryMB <= this.maxMemoryMB
          ? memoryMB
          : DEFAULT_MEMORY_MB,
    };
  }

  /** A heuristic's label for people, e.g. `Manhattan distance` for `manhattan`. */
  heuristicLabel(id) {
    return this.#capabilities?.heuristics.find((h) => h.id === id)?.label ?? id;
  }

  /** An algorithm's label for people, e.g. `Weighted A*` for `wastar`. */
  algorithmLabel(id) {
    return this.#capabilities?.algorithms.find((a) => a.id === id)?.label ?? id;
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
    if (!Number.isFinite(weight) || weight < 1) return;
    this.#elements.weight.value = String(weight);
  }

  #known(kind) {
    const list = kind === 'algorithms' ? this.#capabilities.algorithms : this.#validHeuristics();
    return `the choices are ${list.map((option) => option.id).join(', ')}`;
  }

  #algorithm() {
    const id = this.#elements.algorithm.value;
    return this.#capabilities?.algorithms.find((a) => a.id === id);
  }

  #validHeuristics() {
    return this.#capabilities.heuristics.filter(
      (h) => !(h.maxCells > 0) || this.#cells <= h.maxCells,
    );
  }

  #refresh() {
    const { heuristic, heuristicField, weightField, summary } = this.#elements;
    const algorithm = this.#algorithm();
    const valid = this.#validHeuristics();
    const keep = heuristic.value;
    fillSelect(heuristic, valid, (option) =>
      option.admissible || /inadmissible/i.test(option.label)
        ? option.label
        : `${option.label} (inadmissible)`,
    );
    // A heuristic that no longer fits the board (a pattern database on a bigger board) gives way
    // to the default, not to whatever happens to be listed first.
    if (!valid.some((h) => h.id === keep)) {
      const fallback = firstPresent(PREFERRED_HEURISTICS, valid);
      if (fallback) heuristic.value = fallback;
    }
    heuristicField.hidden = !(algorithm?.usesHeuristic ?? true);
    weightField.hidden = !(algorithm?.usesWeight ?? false);
    summary.textContent = this.#describe(algorithm);
  }

  // One line a student can read: does this combination promise a shortest solution?
  #describe(algorithm) {
    if (!algorithm) return '';
    const heuristic = this.#capabilities.heuristics.find(
      (h) => h.id === this.#elements.heuristic.value,
    );
    if (algorithm.id === 'auto') {
      return 'Picks the method: a shortest solution for boards up to 16 cells, a fast near-shortest one above.';
    }
    if (!algorithm.optimal)
      return 'Fast, but the solution it finds may be longer than the shortest.';
    if (algorithm.usesHeuristic && heuristic && !heuristic.admissible) {
      return 'This heuristic can overestimate, so the solution may be longer than the shortest.';
    }
    return 'Finds a shortest solution.';
  }
}

/** '' when `text` is a number in [min, max] (whole when asked), else a sentence with the range. */
export function rangeProblem(text, min, max, { what, unit = '', whole = false }) {
  const value = Number(String(text).trim());
  const ok =
    String(text).trim() !== '' &&
    Number.isFinite(value) &&
    (!whole || Number.isInteger(value)) &&
    value >= min &&
    value <= max;
  if (ok) return '';
  const kind = whole ? 'a whole number' : 'a number';
  return `${what} must be ${kind} from ${min} to ${max}${unit}.`;
}

function showProblem(input, errorElement, problem) {
  if (problem) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
  if (!errorElement) return;
  errorElement.textContent = problem;
  errorElement.hidden = !problem;
}
