// @ts-check
// Tells a course page that frames this page how tall its content is, so that a page which resizes
// its iframes can (docs/contracts.md, "The height message"): `{type: 'npuzzle-lab:height',
// height}` posted to the parent window when the page is in a frame, once when it is first laid
// out and again whenever that height changes, at most once a frame. Not in a frame: nothing.
//
// The height is the document's scroll height in CSS pixels: what the page needs at the frame's
// width, never less than the frame's own height (a page shorter than its frame fills it). The
// frame is often sandboxed (an opaque origin, whose parent's origin this page cannot know), so
// the message goes to any origin ('*'): it carries that one number and nothing else.

/** The message's `type`. */
export const HEIGHT_MESSAGE = 'npuzzle-lab:height';

/**
 * Starts reporting; returns a function that stops (for tests).
 * @param {{win?: Window, doc?: Document}} [where] the page (this one by default)
 */
export function reportHeightToParent({ win = window, doc = document } = {}) {
  if (win.parent === win) return () => {};
  const root = doc.documentElement;
  let sent = -1;
  const send = () => {
    const height = Math.ceil(root.scrollHeight);
    if (height === sent) return;
    sent = height;
    try {
      win.parent.postMessage({ type: HEIGHT_MESSAGE, height }, '*');
    } catch {
      // A parent that cannot be told (gone away): nothing to do.
    }
  };
  // The scroll height changes when the content's size does (the html element's box, in the
  // observer's callback, within the frame being laid out: at most once a frame) or the frame's
  // (a resize of the window, when the content is shorter than the frame).
  const observer = new ResizeObserver(send);
  observer.observe(root);
  if (doc.body) observer.observe(doc.body);
  win.addEventListener('resize', send);
  return () => {
    observer.disconnect();
    win.removeEventListener('resize', send);
  };
}
