// @ts-check
// The replay of a timed solve, opened from the session list: its scramble's board (a mini board:
// the board on show stays the player's) replayed move by move with the recorded timing, a slider
// to any move, Play/Pause, a speed, a step either way; and beside it the analysis — the shortest
// distance of every board of the solve, each from an optimal search in the worker (the hint
// search, web/worker/hint-request.js, one board after another, with progress and Cancel), the
// moves lost, the shortest solution from the board at the slider, and moves / the scramble's
// Manhattan distance (the core's heuristic explanation). Figures come from
// web/common/solve-replay.js and web/common/speedsolve-model.js. A solve counted in MTM is
// replayed a multi-tile move a step, its distances asked of the core in MTM.

import { elementsById } from '../dom/elements.js';
import { miniBoard } from '../dom/mini-board.js';
import { onLanguageChange, t } from '../common/i18n.js';
import { movesLabel } from '../common/move-words.js';
import { coreMetric } from '../common/move-metric.js';
import { formatSolveTime, scrambleText, solveMetric, toUrdl } from '../common/speedsolve-model.js';
import {
  distanceUrdl,
  efficiency,
  lostMoves,
  measureReplay,
  positionAt,
  positionTime,
  replayOf,
  tilesSlid,
} from '../common/solve-replay.js';

// A 3×3 is answered in milliseconds; a 4×4 by IDA* may take long without its pattern databases:
// after a minute a board gets its proven lower bound instead. Above 4×4 no optimal search of
// every board finishes in a sensible time, so there is no analysis.
const ANALYSIS_MAX_CELLS = 16;
const budgetFor = (cells) => (cells <= 9 ? 10_000 : 60_000);
const GOAL = 'blank-last'; // Timed solves' scrambles are drawn for this goal (web/app.js)

export class ReplayPanel {
  #el;
  #client;
  #copy;
  /** The solve replayed (its number in the list) and its replay in the solve's metric.
   * @type {(import('../common/solve-replay.js').Replay &
   *   {solve: import('../common/speedsolve-model.js').Solve, number: number}) | null} */
  #replay = null;
  #position = 0;
  #speed = 1;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  #timer;
  #playing = false;
  /** @type {import('../common/solve-replay.js').Distance[]} */
  #distances = [];
  /** @type {number | null} */
  #manhattan = null;
  #analysis = { serial: 0, state: 'none', done: 0, total: 0 };
  /** @type {HTMLElement | null} where focus goes back on Close */
  #opener = null;

  /**
   * @param {ParentNode} root
   * @param {{client: {random: Function, hint: Function, cancelHint: Function,
   *   explainHeuristic: Function}, copy: (text: string) => Promise<boolean>}} parts
   */
  constructor(root, { client, copy }) {
    this.#client = client;
    this.#copy = copy;
    this.#el = elementsById(root, {
      section: 'speedsolve-replay',
      heading: 'speedsolve-replay-heading',
      board: 'speedsolve-replay-board',
      at: 'speedsolve-replay-at',
      slider: 'speedsolve-replay-slider',
      back: 'speedsolve-replay-back',
      play: 'speedsolve-replay-play',
      forward: 'speedsolve-replay-forward',
      speed: 'speedsolve-replay-speed',
      close: 'speedsolve-replay-close',
      here: 'speedsolve-analysis-here',
      optimal: 'speedsolve-analysis-optimal',
      lost: 'speedsolve-analysis-lost',
      efficiency: 'speedsolve-analysis-efficiency',
      optimalHere: 'speedsolve-optimal-here',
      optimalText: 'speedsolve-optimal-text',
      metric: 'speedsolve-analysis-metric',
      status: 'speedsolve-analysis-status',
      cancel: 'speedsolve-analysis-cancel',
      again: 'speedsolve-analysis-again',
      list: 'speedsolve-analysis-list',
    });
    const el = this.#el;
    el.slider.addEventListener('input', () => {
      this.#pause();
      this.#seek(Number(/** @type {HTMLInputElement} */ (el.slider).value));
    });
    el.back.addEventListener('click', () => {
      this.#pause();
      this.#seek(this.#position - 1);
    });
    el.forward.addEventListener('click', () => {
      this.#pause();
      this.#seek(this.#position + 1);
    });
    el.play.addEventListener('click', () => (this.#playing ? this.#pause() : this.#play()));
    el.speed.addEventListener('change', () => {
      const speed = Number(/** @type {HTMLSelectElement} */ (el.speed).value);
      this.#speed = speed > 0 ? speed : 1;
      if (this.#playing) this.#play(); // from here, at the new speed
    });
    el.close.addEventListener('click', () => this.close());
    el.cancel.addEventListener('click', () => this.#cancelAnalysis());
    el.again.addEventListener('click', () => this.#analyse());
    el.optimalHere.addEventListener('click', () => this.#optimalHere());
    onLanguageChange(() => {
      if (this.#replay) this.#show();
    });
  }

  get isOpen() {
    return this.#replay !== null;
  }

  /**
   * Opens solve `number` (1 = the session's first).
   * @param {import('../common/speedsolve-model.js').Solve} solve @param {number} number
   * @param {HTMLElement} [opener]
   */
  async open(solve, number, opener) {
    this.close({ focus: false });
    this.#opener = opener ?? null;
    let answer;
    try {
      answer = await this.#client.random(`${solve.width}x${solve.height}`, GOAL, 0, solve.seed);
    } catch {
      return; // the worker was replaced meanwhile: nothing to replay
    }
    if (answer?.status !== 'ok') return;
    // A solve counted in MTM is replayed a multi-tile move a step (and measured in MTM).
    const replay = replayOf(answer.board, solve.moves, solve.width, solveMetric(solve));
    if (!replay) return; // a stored solve whose moves are not its scramble's (checked, not trusted)
    this.#replay = { solve, number, ...replay };
    this.#position = 0;
    this.#distances = [];
    this.#manhattan = null;
    this.#el.optimalText.hidden = true;
    this.#el.section.hidden = false;
    this.#show();
    this.#el.heading.focus();
    this.#el.section.scrollIntoView?.({ block: 'nearest' });
    this.#analyse();
  }

  close({ focus = true } = {}) {
    if (!this.#replay) return;
    this.#pause();
    this.#cancelAnalysis();
    this.#replay = null;
    this.#el.section.hidden = true;
    if (focus && this.#opener?.isConnected) this.#opener.focus();
  }

  // ------------------------------------------------------------ the replay

  #timeAt(position) {
    const replay = this.#replay;
    return replay ? positionTime(replay, replay.solve.times, position) : 0;
  }

  get #mtm() {
    return this.#replay?.metric === 'mtm';
  }

  #seek(position) {
    const replay = this.#replay;
    if (!replay) return;
    this.#position = Math.max(0, Math.min(replay.boards.length - 1, position));
    this.#show();
  }

  #play() {
    const replay = this.#replay;
    if (!replay) return;
    clearTimeout(this.#timer);
    const last = replay.boards.length - 1;
    if (this.#position >= last) this.#position = 0; // Play at the end plays it again
    this.#playing = true;
    // The replay's clock: the solve's time at the position played from, running at the speed.
    const fromMs = this.#timeAt(this.#position);
    const startedAt = performance.now();
    const tick = () => {
      const ms = fromMs + (performance.now() - startedAt) * this.#speed;
      const position = Math.max(this.#position, positionAt(replay, replay.solve.times, ms));
      if (position !== this.#position) {
        this.#position = position;
        this.#show();
      }
      if (this.#position >= last) {
        this.#pause();
        return;
      }
      const next = this.#timeAt(this.#position + 1);
      this.#timer = setTimeout(tick, Math.max(0, (next - ms) / this.#speed));
    };
    this.#showPlay();
    tick();
  }

  #pause() {
    clearTimeout(this.#timer);
    if (!this.#playing) return;
    this.#playing = false;
    this.#showPlay();
  }

  #showPlay() {
    const el = this.#el;
    const focused = document.activeElement === el.play;
    el.play.textContent = t(
      this.#playing ? 'page.speedsolve.replayPause' : 'page.speedsolve.replayPlay',
    );
    if (focused) el.play.focus();
  }

  #show() {
    const replay = this.#replay;
    if (!replay) return;
    const el = this.#el;
    const { solve, number, boards } = replay;
    const last = boards.length - 1;
    const position = this.#position;
    el.heading.textContent = t('page.speedsolve.replayHeading', {
      number: String(number),
      scramble: scrambleText(solve),
    });
    const slider = /** @type {HTMLInputElement} */ (el.slider);
    slider.max = String(last);
    slider.value = String(position);
    const at = t(this.#mtm ? 'page.speedsolve.replayAtMtm' : 'page.speedsolve.replayAt', {
      move: String(position),
      total: String(last),
      time: formatSolveTime(this.#timeAt(position)),
    });
    el.at.textContent = at;
    slider.setAttribute('aria-valuetext', at);
    /** @type {HTMLButtonElement} */ (el.back).disabled = position === 0;
    /** @type {HTMLButtonElement} */ (el.forward).disabled = position >= last;
    /** @type {HTMLButtonElement} */ (el.play).disabled = last === 0;
    this.#showPlay();
    // Every tile the step slid: in MTM the whole line.
    const moved = position > 0 ? tilesSlid(boards[position - 1], boards[position]) : null;
    el.board.replaceChildren(miniBoard(boards[position], solve.width, { highlight: moved }));
    el.metric.hidden = !this.#mtm;
    el.metric.textContent = this.#mtm ? t('page.speedsolve.analysisMtm') : '';
    el.board.dataset.tiles = boards[position].join(' ');
    this.#showAnalysis();
  }

  // ------------------------------------------------------------ the analysis

  #distanceText(distance) {
    if (!distance) return '—';
    return distance.exact
      ? String(distance.distance)
      : t('page.speedsolve.atLeast', { distance: String(distance.distance) });
  }

  #showAnalysis() {
    const replay = this.#replay;
    if (!replay) return;
    const el = this.#el;
    const { solve, boards, steps } = replay;
    const distances = this.#distances;
    const { state, done, total } = this.#analysis;
    const lost = lostMoves(distances);
    const complete = distances.length === boards.length;
    el.here.textContent = this.#distanceText(distances[this.#position]);
    el.optimal.textContent = this.#distanceText(distances[0]);
    el.lost.textContent = complete ? String(lost.length) : '—';
    // Only a finished solve has an efficiency: a DNF's moves did not reach the goal.
    const ratio =
      this.#manhattan === null || solve.dnf
        ? null
        : efficiency(solve.moves.length, this.#manhattan);
    // The ratio, and under it what it divides (the card is narrow: one line would not fit).
    if (ratio === null) el.efficiency.textContent = '—';
    else {
      const parts = document.createElement('span');
      parts.className = 'replay-ratio-parts';
      parts.textContent = t(
        this.#mtm ? 'page.speedsolve.efficiencyPartsStm' : 'page.speedsolve.efficiencyParts',
        { moves: String(solve.moves.length), manhattan: String(this.#manhattan) },
      );
      el.efficiency.replaceChildren(ratio.toFixed(2), parts);
    }
    el.status.textContent =
      state === 'running'
        ? t('page.speedsolve.analysing', { done: String(done + 1), total: String(total) })
        : state === 'stopped'
          ? t('page.speedsolve.analysisStopped', { done: String(done), total: String(total) })
          : state === 'too-big'
            ? t('page.speedsolve.analysisTooBig')
            : state === 'done'
              ? t(
                  distances.every((d) => d.exact)
                    ? 'page.speedsolve.analysed'
                    : 'page.speedsolve.analysedBounds',
                )
              : '';
    el.cancel.hidden = state !== 'running';
    el.again.hidden = state !== 'stopped';
    /** @type {HTMLButtonElement} */ (el.optimalHere).disabled = !distances[this.#position];
    // One row a move (the scramble first): where the slider is, and the moves lost, marked.
    const lostSet = new Set(lost);
    const body = /** @type {HTMLTableSectionElement} */ (el.list.querySelector('tbody'));
    const rows = boards.map((_, k) => {
      const row = document.createElement('tr');
      if (k === this.#position) row.setAttribute('aria-current', 'step');
      if (lostSet.has(k)) row.classList.add('is-lost');
      const cells = [
        String(k),
        k > 0 ? toUrdl(steps[k - 1]) : '',
        formatSolveTime(this.#timeAt(k)),
        this.#distanceText(distances[k]),
        lostSet.has(k) ? t('page.speedsolve.lostMark') : '',
      ];
      cells.forEach((text, i) => {
        const cell = document.createElement(i === 0 ? 'th' : 'td');
        if (i === 0) /** @type {HTMLTableCellElement} */ (cell).scope = 'row';
        if (i !== 1 && i !== 4) cell.className = 'numeric';
        cell.textContent = text;
        row.append(cell);
      });
      return row;
    });
    body.replaceChildren(...rows);
    body.querySelector('[aria-current]')?.scrollIntoView?.({ block: 'nearest' });
  }

  async #analyse() {
    const replay = this.#replay;
    if (!replay) return;
    const serial = ++this.#analysis.serial;
    const { solve, boards, steps, metric } = replay;
    const cells = solve.width * solve.height;
    const size = `${solve.width}x${solve.height}`;
    this.#distances = [];
    // The core measures MTM on boards of up to 16 cells (as many as the analysis takes at all).
    const tooBig = cells > ANALYSIS_MAX_CELLS || coreMetric(metric, cells) !== metric;
    if (tooBig) {
      this.#analysis = { serial, state: 'too-big', done: 0, total: boards.length };
    } else {
      this.#analysis = { serial, state: 'running', done: 0, total: boards.length };
    }
    this.#showAnalysis();
    const current = () => this.#analysis.serial === serial && this.#replay === replay;
    // The scramble's Manhattan distance, from the core's own heuristic explanation.
    this.#client
      .explainHeuristic(boards[0].join(' '), size, GOAL, 0)
      .then((explanation) => {
        const value = explanation?.heuristics?.find((h) => h.id === 'manhattan')?.value;
        if (current() && Number.isInteger(value)) {
          this.#manhattan = value;
          this.#showAnalysis();
        }
      })
      .catch(() => {});
    if (tooBig) return;
    const budgetMs = budgetFor(cells);
    const distances = await measureReplay(
      boards,
      (tiles) =>
        this.#client
          .hint({
            board: tiles.join(' '),
            size,
            goal: GOAL,
            budgetMs,
            ...(metric === 'mtm' && { metric: /** @type {const} */ ('mtm') }),
          })
          .catch(() => null),
      {
        moves: steps,
        metric,
        isCancelled: () => !current() || this.#analysis.state !== 'running',
        onProgress: (done, _total, measured) => {
          if (!current()) return;
          this.#analysis.done = done;
          this.#distances = measured.slice();
          this.#showAnalysis();
        },
      },
    );
    if (!current()) return;
    this.#distances = distances;
    this.#analysis.done = distances.length;
    this.#analysis.state = distances.length === boards.length ? 'done' : 'stopped';
    this.#showAnalysis();
  }

  #cancelAnalysis() {
    if (this.#analysis.state !== 'running') return;
    this.#analysis.state = 'stopped';
    this.#client.cancelHint();
    this.#showAnalysis();
  }

  async #optimalHere() {
    const distance = this.#distances[this.#position];
    const el = this.#el;
    if (!distance) return;
    let text;
    if (!distance.exact) text = t('page.speedsolve.optimalHereUnknown');
    else if (distance.distance === 0)
      text = t('page.speedsolve.optimalHereGoal', { move: String(this.#position) });
    else {
      const urdl = distanceUrdl(distance);
      text = t('page.speedsolve.optimalHereText', {
        moves: this.#mtm
          ? t('page.metric.mtmMoves', { count: distance.distance })
          : movesLabel(distance.distance),
        move: String(this.#position),
        urdl,
      });
      this.#copy(urdl).catch(() => false);
    }
    el.optimalText.textContent = text;
    el.optimalText.hidden = false;
  }
}
