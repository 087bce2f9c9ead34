// Replays a solution: a position 0..length along the move list, stepping both ways and playing
// on a timer. DOM-free; it reports each new position through `onChange`. Every solution move
// swaps the named tile with the blank, and so does its undo, so one swap serves both directions.
// A step is one move of the solution's metric: one tile, or (an MTM solution, its `segments`)
// a whole multi-tile move, its tiles swapped in order forward and in reverse back.

import { swapWithBlank } from '../common/board-model.js';

export class Playback {
  #onChange;
  #onPlayingChange;
  #start = [];
  #moves = [];
  #ends = []; // #ends[k]: how many single moves the first k steps make (#ends[0] = 0)
  #tiles = [];
  #position = 0;
  #speed = 2;
  #timer = null;
  #playing = false;

  /**
   * @param {{onChange: (tiles: number[], position: number, animate: boolean) => void,
   *   onPlayingChange?: (playing: boolean) => void}} handlers
   */
  constructor({ onChange, onPlayingChange = () => {} }) {
    this.#onChange = onChange;
    this.#onPlayingChange = onPlayingChange;
  }

  /**
   * A new solution from `start`; position 0, paused. Does not report a change. `sizes`: how many
   * single moves each step makes (an MTM solution's segments); left out, one each.
   * @param {number[]} start @param {ArrayLike<number>} moves @param {number[] | null} [sizes]
   */
  load(start, moves, sizes = null) {
    this.pause();
    this.#start = start.slice();
    this.#moves = Array.from(moves);
    this.#ends = [0];
    for (const size of sizes ?? this.#moves.map(() => 1)) {
      this.#ends.push(this.#ends[this.#ends.length - 1] + size);
    }
    this.#tiles = start.slice();
    this.#position = 0;
  }

  clear() {
    this.load([], []);
  }

  get loaded() {
    return this.#start.length > 0;
  }

  /** Steps (moves in the solution's metric). */
  get length() {
    return this.#ends.length - 1;
  }

  get position() {
    return this.#position;
  }

  get playing() {
    return this.#playing;
  }

  get tiles() {
    return this.#tiles.slice();
  }

  /** The tile the next step moves, when it moves one (undefined at the end). */
  get nextTile() {
    const [first, end] = this.stepRange(this.#position + 1);
    return end - first === 1 ? this.#moves[first] : undefined;
  }

  /** The tile the last step moved, when it moved one (undefined at the start). */
  get previousTile() {
    const [first, end] = this.stepRange(this.#position);
    return end - first === 1 ? this.#moves[first] : undefined;
  }

  /**
   * Whether the single moves `tiles` (a segment slid at once) are the next step (+1), the last
   * step taken back (-1: its tiles in reverse order), or neither (0). For multi-tile steps.
   * @param {number[]} tiles
   */
  stepMatching(tiles) {
    const same = (list) => list.length === tiles.length && list.every((x, i) => x === tiles[i]);
    const [first, end] = this.stepRange(this.#position + 1);
    if (end - first > 1 && same(this.#moves.slice(first, end))) return 1;
    const [back, backEnd] = this.stepRange(this.#position);
    if (backEnd - back > 1 && same(this.#moves.slice(back, backEnd).reverse())) return -1;
    return 0;
  }

  /** Single moves made up to the position (the move list's and the URL's count). */
  get singlePosition() {
    return this.#ends[this.#position] ?? 0;
  }

  /** The range of single moves step `step` (1-based) makes: [first, end). */
  stepRange(step) {
    if (step < 1 || step > this.length) return [0, 0];
    return [this.#ends[step - 1], this.#ends[step]];
  }

  /** The position after `single` single moves, or the last step that ends before them. */
  positionOfSingle(single) {
    let position = 0;
    while (position < this.length && this.#ends[position + 1] <= single) position++;
    return position;
  }

  /** Moves per second. */
  get speed() {
    return this.#speed;
  }

  set speed(movesPerSecond) {
    this.#speed = movesPerSecond;
    if (this.playing) {
      this.#stopTimer();
      this.#schedule();
    }
  }

  /** Goes to `position` (clamped); animated only for a single step. */
  seek(position, { animate = false } = {}) {
    const target = Math.max(0, Math.min(this.length, Math.round(position)));
    if (target === this.#position) return;
    // Walking from the nearer end keeps a long scrub cheap; the swaps are O(cells) each.
    if (Math.abs(target - this.#position) > target) {
      this.#tiles = this.#start.slice();
      this.#position = 0;
    }
    for (; this.#position < target; this.#position++) {
      for (let i = this.#ends[this.#position]; i < this.#ends[this.#position + 1]; i++)
        this.#tiles = swapWithBlank(this.#tiles, this.#moves[i]);
    }
    for (; this.#position > target; this.#position--) {
      for (let i = this.#ends[this.#position] - 1; i >= this.#ends[this.#position - 1]; i--)
        this.#tiles = swapWithBlank(this.#tiles, this.#moves[i]);
    }
    this.#onChange(this.tiles, this.#position, animate);
  }

  stepForward() {
    this.seek(this.#position + 1, { animate: true });
  }

  stepBack() {
    this.seek(this.#position - 1, { animate: true });
  }

  /** Plays to the end; from the end it starts over. */
  play() {
    if (this.playing || this.length === 0) return;
    if (this.#position === this.length) this.seek(0);
    this.#playing = true;
    this.#schedule();
    this.#onPlayingChange(true);
  }

  pause() {
    if (!this.playing) return;
    this.#playing = false;
    this.#stopTimer();
    this.#onPlayingChange(false);
  }

  #schedule() {
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.stepForward();
      if (!this.#playing) return; // paused by whoever heard the change
      if (this.#position < this.length) this.#schedule();
      else this.pause();
    }, 1000 / this.#speed);
  }

  #stopTimer() {
    clearTimeout(this.#timer);
    this.#timer = null;
  }
}
