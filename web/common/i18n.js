// The page's languages: every user-facing string comes from a message catalog (web/i18n/), looked
// up by key with t(). A message is a string with {name} placeholders, or, where a count changes
// the words, an object of plural forms keyed by Intl.PluralRules categories ('one', 'other', …;
// the count is the `count` argument). Numbers in arguments are formatted for the language
// (Intl.NumberFormat), so 12345 reads 12,345 in English, 12.345 in German, 12 345 in Spanish.
// DOM-free: the page's static markup is translated by web/shell/translate-dom.js.
//
// `en-XA` is the pseudo-language of localization testing: English wrapped in ⟦ ⟧, so a browser test
// can find text that no catalog gave (tests/e2e/support/catalogued-text.mjs). It is reached only by
// the `lang` URL parameter when the tests' switch is on (pseudoLanguageAllowed), never offered in
// the switch: a link from anyone else cannot put the tests' brackets on a visitor's page.

import { CATALOGS } from '../i18n/catalogs.js';

/** The languages the switch offers, each named in itself. */
export const LANGUAGES = Object.freeze([
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'de', name: 'Deutsch' },
  { code: 'zh', name: '简体中文' },
]);

export const DEFAULT_LANGUAGE = 'en';
export const PSEUDO_LANGUAGE = 'en-XA';
/**
 * The session flag that lets a link's `lang=en-XA` through. The test harness sets it in the tab
 * (an init script) before the page runs; a link cannot set it.
 */
export const PSEUDO_LANGUAGE_SWITCH = 'npuzzle-lab.test.pseudo-language';
const PSEUDO_OPEN = '⟦';
const PSEUDO_CLOSE = '⟧';

/** The BCP 47 tag each language is formatted and announced with (<html lang>, Intl). */
const LOCALE_TAGS = Object.freeze({ en: 'en', es: 'es', de: 'de', zh: 'zh-Hans', 'en-XA': 'en' });

let current = DEFAULT_LANGUAGE;
let plurals = new Intl.PluralRules('en');
// Made when first needed: a page's first Intl.NumberFormat loads the locale's data (12-28 ms
// on a 2-core machine), which then falls in the start-up's task rather than the module's.
/** @type {Intl.NumberFormat | null} */
let numbers = null;
/** @type {Array<(language: string) => void>} */
const listeners = [];

/** `de`, `de-AT`, `DE` → 'de'; a language no catalog has → null. */
export function supportedLanguage(tag) {
  if (typeof tag !== 'string') return null;
  const text = tag.trim();
  if (text.toLowerCase() === PSEUDO_LANGUAGE.toLowerCase()) return PSEUDO_LANGUAGE;
  const primary = text.split(/[-_]/)[0].toLowerCase();
  return LANGUAGES.some(({ code }) => code === primary) ? primary : null;
}

/** Whether the tests' switch (PSEUDO_LANGUAGE_SWITCH) is on in this tab; never throws. */
export function pseudoLanguageAllowed(scope = globalThis) {
  try {
    return scope.sessionStorage?.getItem(PSEUDO_LANGUAGE_SWITCH) === '1';
  } catch {
    return false; // storage refused (a sandboxed frame): no switch
  }
}

/**
 * The language to show: the one asked for (the URL's, or the visitor's choice remembered), else
 * the first of the browser's languages that we have, else English.
 * @param {{asked?: string | null, browser?: readonly string[]}} options
 */
export function chooseLanguage({ asked = null, browser = [] } = {}) {
  const fromAsked = supportedLanguage(asked);
  if (fromAsked) return fromAsked;
  for (const tag of browser) {
    const language = supportedLanguage(tag);
    if (language && language !== PSEUDO_LANGUAGE) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The language on show: 'en', 'es', 'de', 'zh' or 'en-XA'. */
export function language() {
  return current;
}

/** The BCP 47 tag of the language on show, for <html lang> and Intl. */
export function localeTag(lang = current) {
  return LOCALE_TAGS[lang] ?? 'en';
}

/** Shows `lang` from now on and tells every listener (panels re-render their text). */
export function setLanguage(lang) {
  const next = supportedLanguage(lang) ?? DEFAULT_LANGUAGE;
  if (next === current) return;
  current = next;
  plurals = new Intl.PluralRules(localeTag(next));
  numbers = null;
  for (const listener of listeners.slice()) listener(next);
}

/** Calls `listener(language)` after every change of language; returns the unsubscribe. */
export function onLanguageChange(listener) {
  listeners.push(listener);
  return () => {
    const index = listeners.indexOf(listener);
    if (index >= 0) listeners.splice(index, 1);
  };
}

function catalogFor(lang) {
  return CATALOGS[lang === PSEUDO_LANGUAGE ? DEFAULT_LANGUAGE : lang] ?? CATALOGS.en;
}

/** Whether `key` names a message (in English, which every other catalog must match). */
export function hasMessage(key) {
  return Object.hasOwn(CATALOGS.en, key);
}

// Intl formatters are costly to make (the first of a locale loads its data: milliseconds on the
// main thread), so each is made once per language and options, and kept.
const formatters = new Map();

function formatter(kind, options, make) {
  const key = `${current}|${kind}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

/** A number as the language writes it (grouping, decimal sign). */
export function formatNumber(value, options) {
  if (!Number.isFinite(value)) return '—';
  if (!options) return (numbers ??= new Intl.NumberFormat(localeTag())).format(value);
  const format = formatter('number', options, () => new Intl.NumberFormat(localeTag(), options));
  return format.format(value);
}

function pickPlural(message, count) {
  const category = typeof count === 'number' ? plurals.select(count) : 'other';
  return message[category] ?? message.other;
}

function fill(text, args) {
  return text.replace(/\{([a-zA-Z0-9_]+)\}/g, (whole, name) => {
    if (!Object.hasOwn(args, name)) return whole;
    const value = args[name];
    return typeof value === 'number' ? formatNumber(value) : String(value);
  });
}

/**
 * The message `key` in the language on show, its {placeholders} filled from `args` (numbers
 * formatted for the language). A key no catalog has comes back as the key itself, which the
 * catalog tests and the pseudo-language's browser test catch.
 * @param {string} key
 * @param {Record<string, string | number>} [args]
 * @returns {string}
 */
export function t(key, args = {}) {
  const catalog = catalogFor(current);
  let message = Object.hasOwn(catalog, key) ? catalog[key] : CATALOGS.en[key];
  if (message === undefined) return key;
  if (typeof message === 'object') message = pickPlural(message, args.count);
  const text = fill(message, args);
  return current === PSEUDO_LANGUAGE ? `${PSEUDO_OPEN}${text}${PSEUDO_CLOSE}` : text;
}

/** A list as the language joins it: "a, b and c", "a, b y c", "a、b和c". */
export function formatList(items, type = 'conjunction') {
  const lists = formatter('list', { type }, () => {
    return new Intl.ListFormat(localeTag(), { style: 'long', type });
  });
  const text = lists.format(items.map(String));
  return current === PSEUDO_LANGUAGE ? `${PSEUDO_OPEN}${text}${PSEUDO_CLOSE}` : text;
}
