// The playback bar: step back, play, pause, step forward, the scrubber with the step's name,
// the speed slider, and the hint shown when the board has left the solution's path. It shows
// what the playback controller tells it and reports presses; buttons that disable themselves
// hand the keyboard focus on instead of dropping it.

import { elementsById } from '../dom/elements.js';
import { focusedElement, keepFocus } from '../dom/focus-keeper.js';
import { setAttribute, setHidden, setText } from '../dom/quiet-writes.js';

export class PlaybackBar {
  #el;
  #focusAfter;
  #handover;

  /**
   * @param {ParentNode} root
   * @param {{onPlay: () => void, onPause: () => void, onStepForward: () => void,
   *   onStepBack: () => void, onSeek: (position: number) => void,
   *   onSpeed: (movesPerSecond: number) => void}} handlers
   * @param {HTMLElement[]} focusAfter where focus goes, after the bar's own buttons, when the
   *   button it is on disables itself
   */
  constructor(root, handlers, focusAfter) {
    const el = elementsById(root, {
      stepBack: 'step-back',
      play: 'play',
      pause: 'pause',
      stepForward: 'step-forward',
      scrubber: 'scrubber',
      stepLabel: 'step-label',
      speed: 'speed',
      speedValue: 'speed-value',
      pathHint: 'path-hint',
    });
    this.#el = el;
    this.#focusAfter = focusAfter;
    // Where focus goes when a button it is on disables itself: a step button that ran out of
    // steps hands it to the other one; Play, once playing, to Pause; Pause at the end to Play.
    this.#handover = new Map([
      [el.stepForward, [el.stepBack, el.play]],
      [el.stepBack, [el.stepForward, el.play]],
      [el.play, [el.pause, el.stepBack]],
      [el.pause, [el.play, el.stepBack]],
    ]);
    el.play.addEventListener('click', () => handlers.onPlay());
    el.pause.addEventListener('click', () => handlers.onPause());
    el.stepForward.addEventListener('click', () => handlers.onStepForward());
    el.stepBack.addEventListener('click', () => handlers.onStepBack());
    el.scrubber.addEventListener('input', () => handlers.onSeek(Number(el.scrubber.value)));
    // The slider is logarithmic (2^value moves per second) so slow and fast speeds are both
    // easy to pick.
    el.speed.addEventListener('input', () => {
      handlers.onSpeed(Number((2 ** Number(el.speed.value)).toFixed(2)));
    });
  }

  get play() {
    return this.#el.play;
  }

  get pause() {
    return this.#el.pause;
  }

  /** The step's name on show (`Step 3 of 31: …`). */
  get label() {
    return this.#el.stepLabel.textContent;
  }

  get canStepForward() {
    return !this.#el.stepForward.disabled;
  }

  get canStepBack() {
    return !this.#el.stepBack.disabled;
  }

  /**
   * @param {{usable: boolean, playing: boolean, length: number, position: number,
   *   label: string, offPath: boolean}} view
   */
  show({ usable, playing, length, position, label, offPath }) {
    const el = this.#el;
    const focused = focusedElement();
    el.play.disabled = !usable || playing || length === 0;
    el.pause.disabled = !usable || !playing;
    el.stepBack.disabled = !usable || position === 0;
    el.stepForward.disabled = !usable || position >= length;
    el.scrubber.disabled = !usable || length === 0;
    if (el.scrubber.max !== String(length)) el.scrubber.max = String(length);
    if (el.scrubber.value !== String(position)) el.scrubber.value = String(position);
    setHidden(el.pathHint, !offPath);
    setText(el.stepLabel, label);
    setAttribute(el.scrubber, 'aria-valuetext', label);
    const next = this.#handover.get(focused) ?? [el.play, el.stepBack, el.stepForward];
    keepFocus(focused, [...next, el.pause, ...this.#focusAfter]);
  }

  /** Play and Pause swap places as playing starts and stops: the focus goes along. */
  followPlaying(playing) {
    const { play, pause } = this.#el;
    if (!playing && document.activeElement === pause) play.focus();
    if (playing && document.activeElement === play) pause.focus();
  }

  /** Shows the speed; the slider is moved too unless the user is moving it. */
  showSpeed(movesPerSecond, { fromSlider = false } = {}) {
    if (!fromSlider) this.#el.speed.value = String(Math.log2(movesPerSecond));
    this.#el.speedValue.textContent = String(
      movesPerSecond < 10 ? +movesPerSecond.toFixed(2) : Math.round(movesPerSecond),
    );
  }
}
