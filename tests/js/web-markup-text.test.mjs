// The English of the page's markup is written once (issue 28): in the catalog,
// web/i18n/en/markup.js. index.html names each message where it shows and holds none of its words,
// and the build writes them in (scripts/markup-text.mjs) for dist/index.html and the offline file,
// so the first paint has its words without a script. The languages' own tests
// (web-i18n-catalogs.test.mjs, tests/e2e/languages-*.test.mjs) check the catalogs and the page.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

import { CATALOGS } from '../../web/i18n/catalogs.js';
import { markupText, withMarkupText, withoutMarkupText } from '../../scripts/markup-text.mjs';

const html = await readFile(new URL('../../index.html', import.meta.url), 'utf8');

test('index.html holds no English where it names a message: the catalog is the source', () => {
  const named = markupText(html);
  assert.ok(named.length > 200, `the scan found the messages index.html names (${named.length})`);
  const written = named.filter(({ text }) => text !== null);
  assert.deepEqual(
    written.map(({ key, where }) => `${key} (${where})`),
    [],
    'English in index.html: take it out with node scripts/markup-text.mjs --strip',
  );
});

test('the build writes every message index.html names, in English, escaped', () => {
  const filled = markupText(withMarkupText(html));
  const decode = (text) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  const wrong = filled
    .filter(
      ({ key, text }) => text === null || decode(text) !== CATALOGS.en[key].replace(/\s+/g, ' '),
    )
    .map(({ key, where }) => `${key} (${where})`);
  assert.deepEqual(wrong, []);
  const keys = new Set(filled.map(({ key }) => key));
  const markupKeys = Object.keys(CATALOGS.en).filter((key) => key.startsWith('markup.'));
  assert.deepEqual(
    markupKeys.filter((key) => !keys.has(key)),
    [],
    'every markup message shows somewhere in index.html',
  );
});

test('text and attributes are escaped, and the fill takes nothing index.html does not name', () => {
  const page =
    '<p class="x" data-i18n="markup.title"></p><label data-i18n-attr="title:markup.title">a</label>';
  assert.equal(
    withMarkupText(page),
    '<p class="x" data-i18n="markup.title">N-Puzzle Lab</p>' +
      '<label title="N-Puzzle Lab" data-i18n-attr="title:markup.title">a</label>',
  );
  assert.equal(withoutMarkupText(withMarkupText(page)), page);
  // The one markup message with a character HTML reserves (Russell & Norvig), in text and in an
  // attribute.
  const key = 'markup.lab.experiments.intro';
  assert.match(CATALOGS.en[key], /&/);
  const reserved = withMarkupText(
    `<p data-i18n="${key}"></p><b data-i18n-attr="title:${key}"></b>`,
  );
  assert.match(reserved, /Russell &amp; Norvig.*<b title="[^"]*Russell &amp; Norvig/);
});

test('English left in index.html, or a key the catalog lacks, is named with its line', () => {
  assert.throws(
    () => withMarkupText('<p>\n<b data-i18n="markup.title">N-Puzzle Lab</b></p>'),
    /index\.html:2: "markup\.title" has text in index\.html.*--strip/,
  );
  assert.throws(
    () => withMarkupText('<b title="x" data-i18n-attr="title:markup.title"></b>'),
    /index\.html:1: title of "markup\.title" is written in index\.html/,
  );
  assert.throws(
    () => withMarkupText('<b data-i18n="markup.no.such"></b>'),
    /"markup\.no\.such" is no message/,
  );
});
