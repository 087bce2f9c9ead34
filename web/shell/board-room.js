// @ts-check
// On a phone held upright, the board is made no taller than the screen leaves room for, so that
// the board, everything under it down to the playback bar (the moves row, the distance and Hint,
// Solve, the status, a notice) and the bar itself are on one screen after a Solve (issue 29).
// fit.css sizes the board from `--board-room`; this measures it. It is measured rather than
// guessed because what sits above and under the board wraps differently in every language (the
// German and Spanish rows take a line more than the English ones) and with every notice.

/** The media query of fit.css under which the board is held to the room measured here. */
const PHONE = '(max-width: 30rem)';
/** Never smaller than this (px): a board too small to touch helps nobody; the page scrolls. */
const SMALLEST = 160;

/**
 * Keeps `--board-room` (the most the board may be tall, in px) on the document element up to
 * date while the phone layout applies, from the layout as it stands: the screen's height less
 * the board's top in the document, less what lies between the board's bottom and the playback
 * bar, less the bar. None of these change when the board itself is resized (what is under it
 * moves with it), so one measurement settles.
 * @param {{board: HTMLElement, playback: HTMLElement, embedded: () => boolean}} parts
 */
export function keepBoardInRoom({ board, playback, embedded }) {
  const root = document.documentElement;
  const phone = window.matchMedia(PHONE);
  const measure = () => {
    if (!phone.matches || embedded()) {
      root.style.removeProperty('--board-room');
      return;
    }
    const boardBox = board.getBoundingClientRect();
    const boardTop = boardBox.top + window.scrollY;
    // The bar sticks to the screen's bottom once there is a solution, so where it stands says
    // nothing of the room: what lies between is measured to the last thing shown before it.
    const between = lastShownBefore(playback);
    const rowGap = parseFloat(
      getComputedStyle(/** @type {Element} */ (playback.parentElement)).rowGap,
    );
    const gap =
      (between ? between.getBoundingClientRect().bottom - boardBox.bottom : 0) + (rowGap || 0);
    const room = Math.floor(window.innerHeight - boardTop - gap - playback.offsetHeight - 8);
    const value = `${Math.max(room, SMALLEST)}px`;
    if (root.style.getPropertyValue('--board-room') !== value) {
      root.style.setProperty('--board-room', value);
    }
  };
  // Measured in the observer's callback, within the frame being laid out (WebKitGTK ran no
  // animation frame for a page that was not animating: a measurement put off to one came late).
  const watcher = new ResizeObserver(() => measure());
  // What takes room is what changes size: the masthead above the board (its words wrap by
  // language) and each part of the board's column but the board (rows, the status and a notice
  // appear and wrap). Not the board: its resizing, which this causes, changes none of them, and
  // watching it would make a loop. Not the body: its box need not change when they do.
  const masthead = document.querySelector('.masthead');
  if (masthead) watcher.observe(masthead);
  for (const part of /** @type {HTMLElement} */ (playback.parentElement).children) {
    if (!part.contains(board)) watcher.observe(part);
  }
  phone.addEventListener('change', measure);
  window.addEventListener('resize', measure);
  // (No measurement now: the observer reports every part once when it first lays them out.)
}

/** The last element before `element` among its siblings that takes room on screen. */
function lastShownBefore(element) {
  for (let node = element.previousElementSibling; node; node = node.previousElementSibling) {
    if (node.getBoundingClientRect().height > 1) return node;
  }
  return null;
}
