// @ts-check
// What the solver says for people — why a board is refused, why it cannot be solved, why a search
// stopped — in the language on show. The C++ core words every such text in English (`error`,
// `reason`, …, for the command line) and names it beside that with an id and its arguments
// (`errorId` and `errorArgs`, `reasonId` and `reasonArgs`; docs/contracts.md §3). The page shows
// the catalog's message for the id (web/i18n/<lang>/solver.js, key `solver.error.<id>`), and the
// English only for an id no catalog knows (a newer core than the page).
//
// An argument is a number (formatted for the language), a text as the visitor typed it (shown as
// typed), or a nested message {id, args} — a parity word ("even"), a count with its noun ("3
// swaps"), the reason inside "cannot reach the goal: …" — said in the same language first.

import { hasMessage, t } from './i18n.js';

/**
 * @typedef {number | string | {id: string, args?: Record<string, SolverArg>}} SolverArg
 */

/**
 * Where the core's English says what to do with the command line's words (`--size`), the page
 * words it for its own controls (`page.error.<id>`: the Size menu); otherwise the catalogs say
 * what the core says.
 * @param {string} id
 */
function messageKey(id) {
  const pageKey = `page.error.${id}`;
  return hasMessage(pageKey) ? pageKey : `solver.error.${id}`;
}

/**
 * The text of a message id and its arguments; `english` when no catalog has the id.
 * @param {string | undefined} id
 * @param {Record<string, SolverArg> | undefined} args
 * @param {string} [english]
 * @returns {string}
 */
export function sayMessage(id, args, english = '') {
  const key = id ? messageKey(id) : '';
  if (!key || !hasMessage(key)) return english;
  /** @type {Record<string, string | number>} */
  const filled = {};
  for (const [name, value] of Object.entries(args ?? {})) {
    filled[name] =
      typeof value === 'object' && value !== null ? sayMessage(value.id, value.args) : value;
  }
  return t(key, filled);
}

/**
 * A solver answer's text for people in the language on show: its `error` by default, or another
 * field that comes with an id (`reason`; a check's `parity.rule` and `parity.widthRule`; a line
 * error of an experiment is an answer of its own: solverMessage(lineError)).
 * @param {Record<string, any>} answer
 * @param {string} [field]
 * @returns {string}
 */
export function solverMessage(answer, field = 'error') {
  return sayMessage(answer?.[`${field}Id`], answer?.[`${field}Args`], answer?.[field] ?? '');
}
