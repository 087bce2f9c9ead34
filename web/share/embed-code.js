// The "Copy embed code" snippet: an <iframe> for a course page, with a title (WCAG 4.1.2: a
// frame needs an accessible name) and a size that fits the board and its controls. DOM-free.

const escapeAttribute = (text) =>
  String(text)
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** The page's own address without its query or hash (works for http(s) and file://). */
export function pageAddress(href) {
  const url = new URL(href);
  url.search = '';
  url.hash = '';
  return url.href;
}

/**
 * @param {string} src the embedded page's URL (with embed=1 in it)
 * @param {{title: string, width?: number, height?: number}} options
 */
export function iframeCode(src, { title, width = 700, height = 525 }) {
  return (
    `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" ` +
    `width="${width}" height="${height}" style="border:0;max-width:100%" loading="lazy"></iframe>`
  );
}

/**
 * The frame's size for an embed: one the embedded layout is made for (web/shell/embed.css) and
 * the browser tests measure (tests/browsers/embed-fits.test.mjs: the page's content at this size
 * is the frame's height, the board and the panel's first controls in view without scrolling).
 * The board and its controls alone: the board beside its controls, a 4:3 frame. With a lab
 * panel: the board's column beside the panel's, 800×600, the panel's long parts scrolling in its
 * column (any panel: each is laid out to fit).
 * @param {string | null} lab the lab panel shown, if any
 * @returns {{width: number, height: number}}
 */
export function embedSize(lab) {
  return lab ? { width: 800, height: 600 } : { width: 700, height: 525 };
}
