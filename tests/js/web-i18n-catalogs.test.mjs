// The message catalogs (web/i18n/, issue 14): every language has every key of English and no
// other, area by area; a key lives in one area only; each translation fills the same {placeholders}
// as the English; a message with plural forms has every form its language's plural rules pick for
// the counts the page shows; and every key the code and the markup name literally exists. The
// browser side — text on the page that comes from no catalog — is tests/browsers/languages.test.mjs.
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { test } from 'node:test';

import { CATALOG_AREAS, CATALOGS } from '../../web/i18n/catalogs.js';
import { LANGUAGES, chooseLanguage, formatNumber, setLanguage, t } from '../../web/common/i18n.js';

const root = new URL('../..', import.meta.url).pathname;
const languages = Object.keys(CATALOG_AREAS);

const placeholders = (message) => {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))]
    .sort()
    .join(',');
};

test('the switch offers exactly the languages that have catalogs', () => {
  assert.deepEqual(LANGUAGES.map(({ code }) => code).sort(), [...languages].sort());
});

test('every language has every key of English and no other, area by area', () => {
  const problems = [];
  for (const [area, english] of Object.entries(CATALOG_AREAS.en)) {
    for (const lang of languages) {
      const catalog = CATALOG_AREAS[lang][area];
      assert.ok(catalog, `${lang} has the ${area} area`);
      for (const key of Object.keys(english)) {
        if (!Object.hasOwn(catalog, key)) problems.push(`${lang}/${area}: missing ${key}`);
      }
      for (const key of Object.keys(catalog)) {
        if (!Object.hasOwn(english, key)) problems.push(`${lang}/${area}: ${key} is not English's`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('a key lives in one area, under its own prefix', () => {
  const seen = new Map();
  for (const [area, catalog] of Object.entries(CATALOG_AREAS.en)) {
    for (const key of Object.keys(catalog)) {
      assert.ok(!seen.has(key), `${key} is in both ${seen.get(key)} and ${area}`);
      seen.set(key, area);
      assert.ok(key.startsWith(`${area}.`), `${key} is in the ${area} area, so starts "${area}."`);
    }
  }
});

test('each translation is text and fills the same placeholders as the English', () => {
  const problems = [];
  for (const lang of languages) {
    for (const [key, english] of Object.entries(CATALOGS.en)) {
      const message = CATALOGS[lang][key];
      if (message === undefined) continue; // reported by the key test
      const texts = typeof message === 'string' ? [message] : Object.values(message);
      if (texts.some((text) => typeof text !== 'string' || text.trim() === '')) {
        problems.push(`${lang} ${key}: an empty or non-text message`);
      }
      if (placeholders(message) !== placeholders(english)) {
        problems.push(
          `${lang} ${key}: {${placeholders(message)}} where English has {${placeholders(english)}}`,
        );
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('plural messages have every form their language needs', () => {
  // The counts the page shows: moves, nodes, tiles, boards, seconds.
  const counts = [...Array(200).keys(), 1000, 1001, 12345, 1_000_000, 2_000_000];
  const problems = [];
  for (const lang of languages) {
    const rules = new Intl.PluralRules(lang === 'zh' ? 'zh-Hans' : lang);
    const needed = new Set(counts.map((n) => rules.select(n)));
    for (const [key, message] of Object.entries(CATALOGS[lang])) {
      if (typeof message === 'string') {
        // One text serves a language whose counts all take one form (Chinese); elsewhere a
        // message English counts with needs its forms too.
        if (typeof CATALOGS.en[key] !== 'string' && needed.size > 1) {
          problems.push(`${lang} ${key}: one text where English has plural forms`);
        }
        continue;
      }
      for (const category of needed) {
        if (!Object.hasOwn(message, category)) {
          problems.push(`${lang} ${key}: no "${category}" form`);
        }
      }
      for (const category of Object.keys(message)) {
        if (!['zero', 'one', 'two', 'few', 'many', 'other'].includes(category)) {
          problems.push(`${lang} ${key}: "${category}" is no plural category`);
        }
      }
    }
  }
  assert.deepEqual(problems, []);
});

async function sourceFiles(dir) {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['wasm', 'i18n'].includes(entry.name)) files.push(...(await sourceFiles(path)));
    } else if (entry.name.endsWith('.js')) files.push(path);
  }
  return files;
}

test('every key the code and the markup name exists in English', async () => {
  const missing = [];
  const named = [];
  for (const file of await sourceFiles(join(root, 'web'))) {
    const text = await readFile(file, 'utf8');
    // t('key') and t("key"), and keys written out in tables ('page.something.else').
    for (const [, key] of text.matchAll(/\bt\(\s*['"]([a-z]+\.[A-Za-z0-9_.-]+)['"]/g)) {
      named.push({ key, where: relative(root, file) });
    }
  }
  const html = await readFile(join(root, 'index.html'), 'utf8');
  for (const [, key] of html.matchAll(/data-i18n="([^"]+)"/g)) {
    named.push({ key, where: 'index.html' });
  }
  for (const [, spec] of html.matchAll(/data-i18n-attr="([^"]+)"/g)) {
    for (const pair of spec.trim().split(/\s+/)) {
      named.push({ key: pair.slice(pair.indexOf(':') + 1), where: 'index.html' });
    }
  }
  for (const { key, where } of named) {
    if (!Object.hasOwn(CATALOGS.en, key)) missing.push(`${where}: ${key}`);
  }
  assert.ok(named.length > 0, 'the scan found the keys the page names');
  assert.deepEqual(missing, []);
});

test('t() fills placeholders, formats numbers for the language and picks plural forms', () => {
  try {
    setLanguage('de');
    assert.equal(t('page.unit.ms', { value: formatNumber(1234.5) }), '1.234,5 ms');
    setLanguage('en');
    assert.equal(t('page.unit.ms', { value: formatNumber(1234.5) }), '1,234.5 ms');
    setLanguage('en-XA');
    assert.equal(t('page.unit.s', { value: '2' }), '⟦2 s⟧');
    assert.equal(t('no.such.key'), 'no.such.key', 'a missing key shows as itself');
  } finally {
    setLanguage('en');
  }
});

test('the language comes from the link, else the browser, else English', () => {
  assert.equal(chooseLanguage({ asked: 'de', browser: ['es-MX'] }), 'de');
  assert.equal(chooseLanguage({ asked: 'DE-at', browser: [] }), 'de');
  assert.equal(chooseLanguage({ asked: 'fr', browser: ['fr-FR', 'es-MX', 'de'] }), 'es');
  assert.equal(chooseLanguage({ asked: null, browser: ['zh-CN'] }), 'zh');
  assert.equal(chooseLanguage({ asked: null, browser: ['en-XA'] }), 'en', 'never the pseudo');
  assert.equal(chooseLanguage({ asked: 'en-XA', browser: [] }), 'en-XA');
  assert.equal(chooseLanguage({ asked: undefined, browser: ['ja', 'ko'] }), 'en');
});

test('every message is used: its key is written in web/ or index.html, or built from a prefix', async () => {
  const texts = [await readFile(join(root, 'index.html'), 'utf8')];
  for (const file of await sourceFiles(join(root, 'web'))) texts.push(await readFile(file, 'utf8'));
  const source = texts.join('\n');
  // Keys put together in code: `lab.chart.${kind}.${prefix}`, `solver.error.${id}`, and a prefix
  // handed to a function that adds the id (named('page.algorithm', id)).
  const prefixes = [
    ...[...source.matchAll(/`((?:markup|page|lab|solver)\.[A-Za-z0-9_.-]*)\$\{/g)].map((m) => m[1]),
    ...[...source.matchAll(/\(\s*'((?:markup|page|lab|solver)\.[A-Za-z]+)',/g)].map(
      (m) => `${m[1]}.`,
    ),
  ];
  // Written out: t('key'), data-i18n="key", and data-i18n-attr="name:key …".
  const written = (key) =>
    source.includes(`'${key}'`) ||
    source.includes(`"${key}"`) ||
    new RegExp(`:${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s"]`).test(source);
  const unused = Object.keys(CATALOGS.en).filter(
    (key) => !written(key) && !prefixes.some((prefix) => key.startsWith(prefix)),
  );
  assert.deepEqual(unused, [], 'messages no code or markup names');
});
