// Replays a solution: a position 0..length along the move list, stepping both ways and playing
// on a timer. DOM-free; it reports each new position through `onChange`. Every solution move
// swaps the named tile with the blank, and so does its undo, so one swap serves both directions.

import { swapWithBlank } from '../common/board-model.js';

export class Playback {
  #onChange;
  #onPlayingChange;
  #start = [];
  #moves = [];
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

  /** A new solution from `start`; position 0, paused. Does not report a change. */
  load(start, moves) {
    this.pause();
    this.#start = start.slice();
    this.#moves = moves.slice();
    this.#tiles = start.slice();
    this.#position = 0;
  }

  clear() {
    this.load([], []);
  }

  get loaded() {
    return this.#start.length > 0;
  }

  get length() {
    return this.#moves.length;
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

  /** The tile the next step moves (undefined at the end). */
  get nextTile() {
    return this.#moves[this.#position];
  }

  /** The tile the last step moved (undefined at the start). */
  get previousTile() {
    return this.#moves[this.#position - 1];
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
    const target = Math.max(0, Math.min(this.#moves.length, Math.round(position)));
    if (target === this.#position) return;
    // Walking from the nearer end keeps a long scrub cheap; the swaps are O(cells) each.
    if (Math.abs(target - this.#position) > target) {
      this.#tiles = this.#start.slice();
      this.#position = 0;
    }
    while (this.#position < target)
      this.#tiles = swapWithBlank(this.#tiles, this.#moves[this.#position++]);
    while (this.#position > target)
      this.#tiles = swapWithBlank(this.#tiles, this.#moves[--this.#position]);
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
    if (this.playing || this.#moves.length === 0) return;
    if (this.#position === this.#moves.length) this.seek(0);
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
      if (this.#position < this.#moves.length) this.#schedule();
      else this.pause();
    }, 1000 / this.#speed);
  }

  #stopTimer() {
    clearTimeout(this.#timer);
    this.#timer = null;
  }
}
