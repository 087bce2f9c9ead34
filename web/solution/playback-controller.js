// @ts-check
// Playing a solution back: the Playback model (positions along the move list), the playback
// bar, the solution card's marked step, and what is announced. Every position it reaches is a
// board reached by moves from the checked start, so it keeps the board checked (moveTo) and
// needs no new check of its own. An MTM solution (the core's `segments`) steps one multi-tile
// move at a time, all its tiles sliding at once; the step counter counts MTM moves, while the
// move list and the URL's `step` keep counting single moves (singlePosition).

import { localeTag, onLanguageChange, t } from '../common/i18n.js';
import { directionLabel, moveLabel } from '../common/move-words.js';
import { stepSizes } from '../common/move-metric.js';
import { Playback } from './playback.js';

const QUIET_PLAYBACK_SPEED = 2; // faster playback is announced only when it stops
const LONGEST_SLIDE_MS = 180;

export class PlaybackController {
  #state;
  #bar;
  #solutionPanel;
  #boardView;
  #announce;
  #onSpeed;
  #onStill;
  playback;

  /**
   * @param {{state: import('../state/page-state.js').PageState,
   *   bar: import('./playback-bar.js').PlaybackBar,
   *   solutionPanel: import('./solution-panel.js').SolutionPanel,
   *   boardView: import('../board/board-view.js').BoardView, announce: (text: string) => void,
   *   onSpeed: () => void, onStill: () => void}} parts `onStill`: playing stopped, so the
   *   board on show stays a while
   */
  constructor({ state, bar, solutionPanel, boardView, announce, onSpeed, onStill }) {
    this.#state = state;
    this.#bar = bar;
    this.#solutionPanel = solutionPanel;
    this.#boardView = boardView;
    this.#announce = announce;
    this.#onSpeed = onSpeed;
    this.#onStill = onStill;
    this.playback = new Playback({
      onChange: (tiles, position, animate) => this.#showPosition(tiles, position, animate),
      onPlayingChange: (playing) => this.#showPlaying(playing),
    });
    onLanguageChange(() => this.refresh()); // the step's name, in the new language
  }

  // The bar's buttons (and the shortcuts that press them). None moves the board while a search
  // runs (the bar is disabled once the page shows the search; before that they do nothing).
  play() {
    if (this.#state.solving) return;
    this.playback.play();
  }

  pause() {
    this.playback.pause();
  }

  stepForward() {
    if (this.#state.solving) return;
    this.playback.pause();
    this.playback.stepForward();
  }

  stepBack() {
    if (this.#state.solving) return;
    this.playback.pause();
    this.playback.stepBack();
  }

  /** Goes to `step` without animation (the scrubber, a click in the move list). */
  seek(step) {
    if (this.#state.solving) {
      this.refresh(); // the scrubber goes back to where the board is
      return;
    }
    this.playback.pause();
    this.playback.seek(step, { animate: false });
  }

  /** P or K: play or pause; says why not when there is nothing to play. */
  toggle() {
    const state = this.#state;
    if (!this.playback.loaded || state.offPath || state.solving) return t('page.playback.nothing');
    if (this.playback.playing) this.playback.pause();
    else this.playback.play();
    return '';
  }

  /** Goes to the step that ends with single move `single` (the move list, a link's `step`). */
  seekSingle(single) {
    this.seek(this.playback.positionOfSingle(single));
  }

  /**
   * A solution from `start` is on show, at its start: a SolveResult (stepped in its metric) or
   * single moves.
   * @param {number[]} start
   * @param {{moves?: number[], metric?: string, segments?: number[]} | number[]} solution
   */
  load(start, solution) {
    const result = Array.isArray(solution) ? { moves: solution } : solution;
    const moves = result.moves ?? [];
    // Segments that do not add up are not trusted: the solution is then stepped tile by tile.
    this.playback.load(start, moves, stepSizes(result));
    this.#showPosition(this.playback.tiles, 0, false);
  }

  /** The solution is gone: nothing to play. */
  clear() {
    this.playback.clear();
    this.refresh();
  }

  setSpeed(movesPerSecond, { fromSlider = false } = {}) {
    this.#state.speed = movesPerSecond;
    this.playback.speed = movesPerSecond;
    this.#bar.showSpeed(movesPerSecond, { fromSlider });
    // A slide must finish before the next one starts, or fast playback turns into a blur.
    this.#boardView.setSlideDuration(Math.min(LONGEST_SLIDE_MS, 700 / movesPerSecond));
    this.#onSpeed();
  }

  /** Brings the bar up to date with the solution, the position and what may run. */
  refresh() {
    const state = this.#state;
    const { length, position } = this.playback;
    let label;
    if (!state.solution) {
      label = t('page.playback.noSolution');
    } else if (state.offPath) {
      // The board left the solution by a move of its own: the solution's start and steps no
      // longer describe the board on show (the distance line does), so the label names the
      // solution by its length from its own start.
      label = t('page.playback.offPath', { count: length, steps: length });
    } else if (position === 0) {
      label = t('page.playback.start', { count: length, steps: String(length) });
    } else {
      const { moves = [], directions = [] } = state.solution.result;
      const [first, end] = this.playback.stepRange(position);
      const tiles = moves.slice(first, end).map(String);
      label = t('page.playback.step', {
        position: String(position),
        length: String(length),
        move:
          tiles.length === 1
            ? moveLabel(moves[first], directions[first])
            : t('page.move.segmentLabel', {
                tiles: new Intl.ListFormat(localeTag(), { type: 'conjunction' }).format(tiles),
                direction: directionLabel(directions[first]),
              }),
      });
    }
    this.#bar.show({
      usable: state.onSolutionPath && !state.searchShown,
      playing: this.playback.playing,
      length,
      position,
      label,
      offPath: Boolean(state.solution && state.offPath),
    });
  }

  #showPosition(tiles, position, animate) {
    const state = this.#state;
    state.moveTo(tiles);
    state.changed({ animate });
    this.#solutionPanel.markStep(this.playback.singlePosition);
    this.refresh();
    if (!this.playback.playing || state.speed <= QUIET_PLAYBACK_SPEED) {
      this.#announce(
        state.solved ? t('page.playback.stepSolved', { step: this.#bar.label }) : this.#bar.label,
      );
    }
  }

  #showPlaying(playing) {
    this.refresh();
    const playback = this.playback;
    if (!playing && playback.loaded) {
      const at = playback.position;
      const end = at === playback.length;
      const length = String(playback.length);
      const count = playback.length;
      let said;
      if (!end) said = t('page.playback.paused', { position: String(at), length });
      else if (this.#state.solved) said = t('page.playback.playedSolved', { count, length });
      else said = t('page.playback.played', { count, length });
      this.#announce(said);
    }
    this.#bar.followPlaying(playing);
    if (!playing) this.#onStill();
  }
}
