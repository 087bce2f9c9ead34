// What the live status region says about a board check or a search result. The words for a
// solution are fixed by docs/contracts.md §4 (`Solution requires N steps`); the rest should name
// the problem and, where there is one, the way out.

import { stepsSentence } from '../common/solution-text.js';

// Messages from the core are kept word for word (tests and users search for `tile 7 appears
// twice`); only a capital (at the start of a sentence) and a full stop are added.
function sentence(text, { capital = true } = {}) {
  const trimmed = String(text ?? '').trim();
  if (!trimmed) return '';
  const start = capital ? trimmed[0].toUpperCase() + trimmed.slice(1) : trimmed;
  return /[.!?]$/.test(start) ? start : `${start}.`;
}

function afterColon(text) {
  return sentence(text, { capital: false });
}

function cannotBeSolved(reason) {
  const text = sentence(reason);
  return /cannot be solved|not solvable|unsolvable/i.test(text)
    ? text
    : `This board cannot be solved. ${text}`.trim();
}

/** After checkBoard(): the problem with the board, why it can(not) be solved, or that it is solved. */
export function checkMessage(check, { solved = false } = {}) {
  if (check.status !== 'ok') return `Invalid board: ${afterColon(check.error)}`;
  if (!check.solvable) return cannotBeSolved(check.reason);
  if (solved) return 'This board is already solved.';
  // Why it can be solved is under the board's facts (and the lab's Solvability panel): the
  // first screen should not open with a parity proof.
  return 'Ready to solve.';
}

/** After a search: docs/contracts.md §4's sentence when solved, otherwise why there is no solution. */
export function resultMessage(result, { maxMemoryMB } = {}) {
  switch (result.status) {
    case 'solved':
      return stepsSentence(result.length ?? result.moves?.length ?? 0);
    case 'cancelled':
      return 'Search cancelled.';
    case 'limit':
      if (/memory|MB|bytes/i.test(result.error ?? '') || !result.error) {
        const budget = maxMemoryMB ? ` of ${maxMemoryMB} MB` : '';
        return `The search reached its memory budget${budget} and stopped without a solution.`;
      }
      return `The search stopped at its limit: ${afterColon(result.error)}`;
    case 'unsolvable':
      return cannotBeSolved(result.error);
    case 'invalid':
      return `Invalid board: ${afterColon(result.error)}`;
    default:
      return `The search failed: ${afterColon(result.error ?? result.status)}`;
  }
}

/** A way forward after a search that ran out of memory. */
export const LIMIT_ADVICE =
  'Try IDA* (it needs almost no memory), a stronger heuristic, weighted A* or greedy search, ' +
  'or raise the memory budget under Advanced.';
