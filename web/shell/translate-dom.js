// Translates the page's own markup (index.html) into the language on show. An element says which
// message it shows, so the markup stays readable and the catalogs hold every word:
//   data-i18n="key"                     its text is the message (it has no child elements)
//   data-i18n-attr="aria-label:key title:key2"   attributes that are messages
// index.html holds no words of its own there: the build writes each message's English in from
// the catalog (scripts/markup-text.mjs), so the built page paints its words before any script
// runs; translateDom() writes the language on show, at start-up and on every change of language
// (web/common/i18n.js).
// Text that is no one's words — the brand, a board's tiles, a key name, a language's own name —
// carries translate="no" (the HTML attribute for it; the pseudo-language test skips it).

import { localeTag, language, t } from '../common/i18n.js';

const ATTRIBUTE_PAIR = /^([a-z-]+):([A-Za-z0-9_.-]+)$/;

/** The `name:key` pairs of a data-i18n-attr value; a malformed pair is an error in the markup. */
export function attributePairs(spec) {
  return spec
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => {
      const match = ATTRIBUTE_PAIR.exec(pair);
      if (!match) throw new Error(`data-i18n-attr: "${pair}" is not name:key`);
      return { name: match[1], key: match[2] };
    });
}

/**
 * Every element under `root` (itself included) that names a message gets it in the language on
 * show; <html lang> follows, so screen readers and fonts switch too.
 * @param {ParentNode & Node} root
 */
export function translateDom(root = document) {
  const elements = [...root.querySelectorAll('[data-i18n], [data-i18n-attr]')];
  if (root instanceof Element && root.matches('[data-i18n], [data-i18n-attr]')) {
    elements.unshift(root);
  }
  for (const element of elements) {
    const key = element.getAttribute('data-i18n');
    if (key) element.textContent = t(key);
    const spec = element.getAttribute('data-i18n-attr');
    if (spec) {
      for (const { name, key: attributeKey } of attributePairs(spec)) {
        element.setAttribute(name, t(attributeKey));
      }
    }
  }
  if (root === document) document.documentElement.lang = localeTag(language());
}
