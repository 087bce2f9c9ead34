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
export function iframeCode(src, { title, width = 560, height = 720 }) {
  return (
    `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" ` +
    `width="${width}" height="${height}" style="border:0;max-width:100%" loading="lazy"></iframe>`
  );
}

/** How tall an embedded page needs to be: the board and controls, plus a lab panel if shown. */
export function embedHeight(lab) {
  if (!lab) return 720;
  return lab === 'solvability' ? 1150 : 1300;
}
