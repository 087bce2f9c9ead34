// What the solver says for people — why a board is refused, why it cannot be solved — in the
// language on show. The C++ core words every such message in English (`error`, for the command
// line) and names it with an id and its arguments (`errorId`, `errorArgs`; docs/contracts.md §3);
// the page shows the catalog's message for the id (web/i18n/<lang>/solver.js), and the English
// sentence only for an id no catalog knows yet (a newer core than the page).

import { hasMessage, t } from './i18n.js';

/**
 * @param {{error?: string, errorId?: string, errorArgs?: Record<string, string | number>}} answer
 * @returns {string}
 */
export function solverMessage(answer) {
  const key = answer.errorId ? `solver.error.${answer.errorId}` : null;
  if (key && hasMessage(key)) return t(key, answer.errorArgs ?? {});
  return answer.error ?? '';
}
