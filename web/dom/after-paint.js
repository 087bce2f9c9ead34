// Work that may wait until the page has drawn what it shows now: a panel beside the answer
// (the solution card, next to the status that says "Solution requires N steps"). Done in the
// same task as the answer, its layout and paint would be part of the frame that shows the
// answer, and that frame would come later; run after that frame, it shows one frame later in a
// frame of its own.

/**
 * Runs `callback` in a task of its own after the next frame is drawn (at once in a later task
 * when the page is hidden: a hidden page draws no frames). Returns a function that cancels it.
 * @param {() => void} callback
 * @returns {() => void}
 */
export function afterNextPaint(callback) {
  let timer = 0;
  let frame = 0;
  // Animation frame callbacks run just before the frame is drawn; a task posted from one runs
  // after the drawing is done.
  if (document.hidden) timer = setTimeout(callback, 0);
  else frame = requestAnimationFrame(() => (timer = setTimeout(callback, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
