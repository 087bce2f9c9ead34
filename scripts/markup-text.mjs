// The English of the page's markup has one source, the catalog (web/i18n/en/markup.js): index.html
// names each message where it shows (data-i18n="key" for an element's text, data-i18n-attr="name:key"
// for attributes) and carries no English of its own, and the build writes the English in. So the
// built page (dist/index.html, the offline file) paints its words with its first paint, without
// waiting for a script, and a change of wording is one edit in the catalog.
//
//   withMarkupText(html)        index.html with every named message written in (the build)
//   withoutMarkupText(html)     index.html with them taken out again (a merge that brought English
//                               back into index.html: node scripts/markup-text.mjs --strip)
//   markupText(html)            what index.html names and what it holds there, for the tests
import { readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

import { CATALOGS } from '../web/i18n/catalogs.js';

// A start tag: its name, its attributes (quoted or not) and its end.
const START_TAG =
  /<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /(\s+)([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ATTRIBUTE_PAIR = /^([a-z-]+):([A-Za-z0-9_.-]+)$/;

const escapeText = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text) => escapeText(text).replace(/"/g, '&quot;');

/** The attributes of a start tag's attribute text: [{name, value, start, end}] (offsets in it). */
function attributesOf(text) {
  return [...text.matchAll(ATTRIBUTE)].map((match) => ({
    name: match[2].toLowerCase(),
    value: match[3] ?? match[4] ?? match[5] ?? '',
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Where a line of `html` is, for a message that names it. */
const lineOf = (html, index) => html.slice(0, index).split('\n').length;

/**
 * Every element of `html` that names a message, in order: its tag, the offsets of its start tag's
 * attributes and of its content, the key of its text and the [attribute, key] pairs it names.
 */
function namingElements(html) {
  const found = [];
  for (const match of html.matchAll(START_TAG)) {
    const [whole, tag, attributeText] = match;
    const attributes = attributesOf(attributeText);
    const textKey = attributes.find((a) => a.name === 'data-i18n')?.value ?? null;
    const spec = attributes.find((a) => a.name === 'data-i18n-attr')?.value ?? null;
    if (textKey === null && spec === null) continue;
    const line = lineOf(html, match.index);
    const pairs = (spec ?? '')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => {
        const parts = ATTRIBUTE_PAIR.exec(pair);
        if (!parts) throw new Error(`index.html:${line}: data-i18n-attr "${pair}" is not name:key`);
        return { name: parts[1], key: parts[2] };
      });
    const attributesStart = match.index + 1 + tag.length;
    const contentStart = match.index + whole.length;
    let contentEnd = contentStart;
    if (textKey !== null) {
      contentEnd = html.toLowerCase().indexOf(`</${tag.toLowerCase()}`, contentStart);
      const content = contentEnd < 0 ? '' : html.slice(contentStart, contentEnd);
      if (contentEnd < 0 || /<(?!!--)/.test(content)) {
        throw new Error(
          `index.html:${line}: <${tag} data-i18n="${textKey}"> must hold text only, ` +
            'the message (web/shell/translate-dom.js)',
        );
      }
    }
    found.push({
      tag,
      line,
      attributes,
      attributesStart,
      contentStart,
      contentEnd,
      textKey,
      pairs,
    });
  }
  return found;
}

function message(key, line) {
  const text = CATALOGS.en[key];
  if (typeof text !== 'string') {
    throw new Error(`index.html:${line}: "${key}" is no message of web/i18n/en/markup.js`);
  }
  return text;
}

/** Applies edits [{start, end, text}] to `html`, last first so the offsets hold. */
function edited(html, edits) {
  let out = html;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, start) + text + out.slice(end);
  }
  return out;
}

/**
 * What index.html holds where it names a message: [{key, where, text}], `where` 'text' or the
 * attribute's name, `text` what stands there (white space folded; null where nothing does).
 */
export function markupText(html) {
  const found = [];
  for (const element of namingElements(html)) {
    if (element.textKey !== null) {
      const text = html.slice(element.contentStart, element.contentEnd).replace(/\s+/g, ' ').trim();
      found.push({ key: element.textKey, where: 'text', text: text || null });
    }
    for (const { name, key } of element.pairs) {
      const attribute = element.attributes.find((a) => a.name === name);
      found.push({ key, where: name, text: attribute ? attribute.value : null });
    }
  }
  return found;
}

/** index.html with the English of every message it names written in; it must hold none itself. */
export function withMarkupText(html) {
  const edits = [];
  for (const element of namingElements(html)) {
    const { line, textKey, pairs, attributes, attributesStart } = element;
    if (textKey !== null) {
      if (html.slice(element.contentStart, element.contentEnd).trim() !== '') {
        throw new Error(
          `index.html:${line}: "${textKey}" has text in index.html; its English belongs in ` +
            'web/i18n/en/markup.js only (node scripts/markup-text.mjs --strip takes it out)',
        );
      }
      const text = escapeText(message(textKey, line));
      edits.push({ start: element.contentStart, end: element.contentEnd, text });
    }
    let added = '';
    for (const { name, key } of pairs) {
      if (attributes.some((a) => a.name === name)) {
        throw new Error(
          `index.html:${line}: ${name} of "${key}" is written in index.html; its English belongs ` +
            'in web/i18n/en/markup.js only (node scripts/markup-text.mjs --strip takes it out)',
        );
      }
      added += ` ${name}="${escapeAttribute(message(key, line))}"`;
    }
    if (added) edits.push({ start: attributesStart, end: attributesStart, text: added });
  }
  return edited(html, edits);
}

/** index.html with the text and the attributes of every message it names taken out. */
export function withoutMarkupText(html) {
  const edits = [];
  for (const element of namingElements(html)) {
    if (element.textKey !== null) {
      edits.push({ start: element.contentStart, end: element.contentEnd, text: '' });
    }
    for (const { name } of element.pairs) {
      const attribute = element.attributes.find((a) => a.name === name);
      if (!attribute) continue;
      const start = element.attributesStart + attribute.start;
      edits.push({ start, end: element.attributesStart + attribute.end, text: '' });
    }
  }
  return edited(html, edits);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv[2] !== '--strip') {
    console.error('usage: node scripts/markup-text.mjs --strip [index.html]');
    process.exit(2);
  }
  const path = process.argv[3] ?? new URL('../index.html', import.meta.url).pathname;
  await writeFile(path, withoutMarkupText(await readFile(path, 'utf8')));
  console.log(`markup-text: took the catalog's English out of ${path}`);
}
