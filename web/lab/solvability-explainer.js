// The Solvability panel's words, DOM-free: from the core's CheckResult (its `parity` fields) to
// the parity argument for this board, the textbook rule for its width, and the swap that fixes
// an unsolvable board.

import { language, t } from '../common/i18n.js';

/** `odd` / `even`, in the language on show (the core names them in English). */
const parityWord = (parity) => t(parity === 'odd' ? 'lab.parity.odd' : 'lab.parity.even');
const parityOf = (value) => (value % 2 === 0 ? 'even' : 'odd');
const count = (key, value) => t(key, { count: value });

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
  const swaps = count('lab.solvability.swaps', p.transpositions);
  const moves = count('lab.solvability.moves', p.blankDistance);

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
  // The core words the rules in English (for the command line); the other languages say the
  // same from its numbers.
  const english = language() === 'en';
  const verdict =
    english && p.rule
      ? p.rule
      : p.rule !== undefined
        ? ruleText(p, solvable, { permutation, distance, swaps, moves })
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
    widthRule:
      english && p.widthRule ? p.widthRule : p.widthRule ? widthRuleText(p, width, solvable) : '',
    fix,
    after,
  };
}

/** The core's `rule` (cpp/core/solvability.cpp), said from its numbers. */
function ruleText(p, solvable, { permutation, distance, swaps, moves }) {
  return t(solvable ? 'lab.solvability.rule.agree' : 'lab.solvability.rule.differ', {
    permutation,
    swaps,
    moves,
    distance,
  });
}

/** The core's `widthRule`: the textbook's inversion rule for this width, with this board's numbers. */
function widthRuleText(p, width, solvable) {
  const verdict = t(
    solvable ? 'lab.solvability.verdictWord.solvable' : 'lab.solvability.verdictWord.unsolvable',
  );
  const inversions = count('lab.solvability.inversions', p.inversions);
  const counted = p.standardGoal ? '' : t('lab.solvability.countedInGoalOrder');
  const args = { width: String(width), passes: String(width - 1), counted, inversions, verdict };
  if (width % 2 === 1) {
    return t('lab.solvability.widthRule.odd', {
      ...args,
      parity: parityWord(parityOf(p.inversions)),
    });
  }
  if (p.standardGoal) {
    const sum = p.inversions + p.blankRowFromBottom;
    return t('lab.solvability.widthRule.evenStandard', {
      ...args,
      row: String(p.blankRowFromBottom),
      sum,
      parity: parityWord(parityOf(sum)),
    });
  }
  const sum = p.inversions + p.blankRowDistance;
  return t('lab.solvability.widthRule.even', {
    ...args,
    rows: count('lab.solvability.rows', p.blankRowDistance),
    sum,
    parity: parityWord(parityOf(sum)),
  });
}
