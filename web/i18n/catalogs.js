// Every language's message catalog, in areas, one file per language each, so that the parts of the
// page can grow apart: `markup` (the text of index.html, translated by web/shell/translate-dom.js),
// `page` (what the board's and the page's scripts write: web/app.js and its feature folders),
// `lab` (the teaching lab's scripts: web/lab/) and `solver` (what the C++ core and the worker
// report: errors by id, progress, notices). A key starts with its area's name (`lab.compare.title`,
// `markup.lab.compare.heading`), and every language has every key
// (tests/js/web-i18n-catalogs.test.mjs).
// All four languages are loaded with the page: together they are smaller than one picture, and a
// switch of language then needs no network (the offline file, a phone on a train).

import deLab from './de/lab.js';
import deMarkup from './de/markup.js';
import dePage from './de/page.js';
import deSolver from './de/solver.js';
import enLab from './en/lab.js';
import enMarkup from './en/markup.js';
import enPage from './en/page.js';
import enSolver from './en/solver.js';
import esLab from './es/lab.js';
import esMarkup from './es/markup.js';
import esPage from './es/page.js';
import esSolver from './es/solver.js';
import zhLab from './zh/lab.js';
import zhMarkup from './zh/markup.js';
import zhPage from './zh/page.js';
import zhSolver from './zh/solver.js';

/** @typedef {string | Readonly<Record<string, string>>} Message a text, or its plural forms */
/** @typedef {Readonly<Record<string, Message>>} Catalog */

/** @type {Readonly<Record<string, Readonly<Record<string, Catalog>>>>} */
export const CATALOG_AREAS = Object.freeze({
  en: Object.freeze({
    markup: enMarkup,
    page: enPage,
    lab: enLab,
    solver: enSolver,
  }),
  es: Object.freeze({
    markup: esMarkup,
    page: esPage,
    lab: esLab,
    solver: esSolver,
  }),
  de: Object.freeze({
    markup: deMarkup,
    page: dePage,
    lab: deLab,
    solver: deSolver,
  }),
  zh: Object.freeze({
    markup: zhMarkup,
    page: zhPage,
    lab: zhLab,
    solver: zhSolver,
  }),
});

/** @type {Readonly<Record<string, Catalog>>} each language's areas in one catalog */
export const CATALOGS = Object.freeze(
  Object.fromEntries(
    Object.entries(CATALOG_AREAS).map(([lang, areas]) => [
      lang,
      Object.freeze(Object.assign({}, ...Object.values(areas))),
    ]),
  ),
);
