// @ts-check
// What the live status region says about a board check or a search result. The words for a
// solution are fixed by docs/contracts.md §4 (`Solution requires N steps` for a shortest one, `A
// solution of N moves (not proven shortest)` for one the search did not prove); the rest should name
// the problem and, where there is one, the way out. Every sentence comes from the catalogs
// (`page.status.*`); the solver's own reasons are worded by web/common/solver-message.js.

import { t } from '../common/i18n.js';
import { solverMessage } from '../common/solver-message.js';
import { stepsLabel, unprovenStepsLabel } from '../common/move-words.js';
import { formatDuration } from '../common/stat-format.js';

// Messages from the core are kept word for word (tests and users search for `tile 7 appears
// twice`); only a capital (at the start of a sentence) and a full stop are added.
function sentence(text, { capital = true } = {}) {
  const trimmed = String(text ?? '').trim();
  if (!trimmed) return '';
  const start = capital ? trimmed[0].toUpperCase() + trimmed.slice(1) : trimmed;
  return /[.!?。！？]$/.test(start) ? start : `${start}.`;
}

function afterColon(text) {
  return sentence(text, { capital: false });
}

/** The solvability reason of a check, in the language on show when the core names it. */
function reasonOf(check) {
  return solverMessage({
    error: check.reason,
    errorId: check.reasonId,
    errorArgs: check.reasonArgs,
  });
}

// The core's parity reason (id `unsolvable`) already says the board is unsolvable; any other
// reason is introduced as one.
function cannotBeSolved(id, shown) {
  const text = sentence(shown);
  return id === 'unsolvable' ? text : t('page.status.cannotBeSolved', { reason: text }).trim();
}

/** The ids of the core's messages for a search that ran out of memory (docs/contracts.md §3). */
const MEMORY_LIMITS = new Set([
  'memory-budget-reached',
  'out-of-memory',
  'step-memory-budget-reached',
]);

/** After checkBoard(): the problem with the board, why it can(not) be solved, or that it is solved. */
export function checkMessage(check, { solved = false } = {}) {
  if (check.status !== 'ok') {
    return t('page.status.invalidBoard', { reason: afterColon(solverMessage(check)) });
  }
  if (!check.solvable) return cannotBeSolved(check.reasonId, reasonOf(check));
  if (solved) return t('page.status.alreadySolved');
  // Why it can be solved is under the board's facts (and the lab's Solvability panel): the
  // first screen should not open with a parity proof.
  return t('page.status.ready');
}

/** After a search: docs/contracts.md §4's sentence when solved, otherwise why there is no solution. */
/**
 * @param {import('../wasm/npuzzle.mjs').SolveResult} result
 * @param {{maxMemoryMB?: number}} [options]
 */
export function resultMessage(result, { maxMemoryMB } = {}) {
  switch (result.status) {
    case 'solved': {
      const length = result.length ?? result.moves?.length ?? 0;
      const solution = result.optimal === false ? unprovenStepsLabel(length) : stepsLabel(length);
      // Cancelled while auto shortened its answer: the answer kept is the best found by then.
      if (result.stoppedEarly) return t('page.status.stoppedEarly', { solution });
      // A time to think that ended before its end, every search the core knows run: said, or
      // the time asked for looks ignored. (A proven shortest answer needs no reason.)
      if (result.thinkingDone && result.optimal === false) {
        return t('page.status.thinkingDone', { solution, time: formatDuration(result.stats?.ms) });
      }
      return solution;
    }
    case 'cancelled':
      return t('page.status.cancelled');
    case 'limit':
      if (!result.error || MEMORY_LIMITS.has(result.errorId ?? '')) {
        return maxMemoryMB
          ? t('page.status.memoryBudgetOf', { mb: maxMemoryMB })
          : t('page.status.memoryBudget');
      }
      return t('page.status.limit', { reason: afterColon(solverMessage(result)) });
    case 'unsolvable':
      return cannotBeSolved(result.errorId, solverMessage(result));
    case 'invalid':
      return t('page.status.invalidBoard', { reason: afterColon(solverMessage(result)) });
    default:
      return t('page.status.failed', {
        reason: afterColon(result.error ? solverMessage(result) : result.status),
      });
  }
}

/** A way forward after depth-first search's depth limit cut every path. */
export function depthLimitAdvice() {
  return t('page.status.depthLimitAdvice');
}

/** A way forward after a search that ran out of memory. */
export function limitAdvice() {
  return t('page.status.limitAdvice');
}
