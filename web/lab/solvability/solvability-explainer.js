// @ts-check
// The Solvability panel's words, DOM-free: from the core's CheckResult (its `parity` fields) to
// the parity argument for this board, the textbook rule for its width, and the swap that fixes
// an unsolvable board.

import { t } from '../../common/i18n.js';
import { sayMessage, solverMessage } from '../../common/solver-message.js';

/** `odd` / `even`, in the language on show, as the core's messages say them. */
const parityWord = (parity) => sayMessage(parity === 'odd' ? 'odd' : 'even', {});
const parityOf = (value) => (value % 2 === 0 ? 'even' : 'odd');

/**
 * @param {object} check the CheckResult for the board and goal
 * @returns {null | {solvable: boolean, headline: string, facts: [string, string][],
 *   argument: string[], verdict: string, widthRule: string, fix: null | {tiles: [number, number],
 *   text: string}, after: string}}
 */
export function explainSolvability(check) {
  if (check?.status !== 'ok' || !check.parity) return null;
  const p = check.parity;
  const solvable = Boolean(check.solvable);
  const width = check.width;
  const permutation = parityWord(p.permutationParity ?? parityOf(p.transpositions));
  const distance = parityWord(p.blankDistanceParity ?? parityOf(p.blankDistance));
  const inversionParity = parityWord(p.inversionParity ?? parityOf(p.inversions));
  // A count with its noun, as the core's rules say it ("3 swaps").
  const swaps = sayMessage('swaps', { count: p.transpositions });
  const moves = sayMessage('moves', { count: p.blankDistance });

  /** @type {[string, string][]} */
  const facts = [
    [
      t('lab.solvability.fact.swaps'),
      t('lab.solvability.withParity', { value: p.transpositions, parity: permutation }),
    ],
    [
      t('lab.solvability.fact.distance'),
      t('lab.solvability.withParity', { value: moves, parity: distance }),
    ],
    [
      t('lab.solvability.fact.inversions'),
      t('lab.solvability.withParity', { value: p.inversions, parity: inversionParity }),
    ],
  ];
  if (Number.isFinite(p.blankRowFromBottom)) {
    facts.push([
      t('lab.solvability.fact.row'),
      Number.isFinite(p.goalBlankRowFromBottom)
        ? t('lab.solvability.rowWithGoal', {
            row: p.blankRowFromBottom,
            goal: p.goalBlankRowFromBottom,
          })
        : String(p.blankRowFromBottom),
    ]);
  }
  if (width) {
    facts.push([
      t('lab.solvability.fact.width'),
      t('lab.solvability.withParity', {
        value: width,
        parity: parityWord(p.widthParity ?? parityOf(width)),
      }),
    ]);
  }

  const argument = [
    t('lab.solvability.argument.swaps', { swaps, parity: permutation }),
    t('lab.solvability.argument.distance', { moves, parity: distance }),
    t('lab.solvability.argument.moves'),
  ];
  // The core words its rules with message ids (docs/contracts.md §3): said in the language on
  // show from the same template and numbers (web/common/solver-message.js).
  const verdict =
    p.rule !== undefined
      ? solverMessage(p, 'rule')
      : solvable
        ? t('lab.solvability.verdict.agree', { parity: permutation })
        : t('lab.solvability.verdict.differ', { permutation, distance });

  let fix = null;
  if (!solvable && Array.isArray(p.fixSwap) && p.fixSwap.length === 2) {
    const [a, b] = p.fixSwap;
    fix = {
      tiles: /** @type {[number, number]} */ ([a, b]),
      text: t('lab.solvability.fix', { a: String(a), b: String(b) }),
    };
  }
  const after = solvable ? t('lab.solvability.after') : '';
  return {
    solvable,
    headline: t(solvable ? 'lab.solvability.solvable' : 'lab.solvability.unsolvable'),
    facts,
    argument,
    verdict,
    widthRule: p.widthRule ? solverMessage(p, 'widthRule') : '',
    fix,
    after,
  };
}
