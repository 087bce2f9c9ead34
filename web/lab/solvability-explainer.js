// The Solvability panel's words, DOM-free: from the core's CheckResult (its `parity` fields) to
// the parity argument for this board, the textbook rule for its width, and the swap that fixes
// an unsolvable board.

const plural = (count, one, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const parityOf = (value) => (value % 2 === 0 ? 'even' : 'odd');

/**
 * @param {object} check the CheckResult for the board and goal
 * @param {{boardRows?: (tiles: number[]) => string}} [options]
 * @returns {null | {solvable: boolean, headline: string, facts: [string, string][],
 *   argument: string[], verdict: string, widthRule: string, fix: null | {tiles: [number, number],
 *   text: string}, after: string}}
 */
export function explainSolvability(check) {
  if (check?.status !== 'ok' || !check.parity) return null;
  const p = check.parity;
  const solvable = Boolean(check.solvable);
  const width = check.width;
  const permutation = p.permutationParity ?? parityOf(p.transpositions);
  const distance = p.blankDistanceParity ?? parityOf(p.blankDistance);
  const inversionParity = p.inversionParity ?? parityOf(p.inversions);

  const facts = [
    ['Swaps from the goal (blank included)', `${p.transpositions} (${permutation})`],
    ['Blank’s distance to its goal cell', `${plural(p.blankDistance, 'move')} (${distance})`],
    ['Inversions (goal order, blank left out)', `${p.inversions} (${inversionParity})`],
  ];
  if (Number.isFinite(p.blankRowFromBottom)) {
    const goalRow = Number.isFinite(p.goalBlankRowFromBottom)
      ? ` (goal: row ${p.goalBlankRowFromBottom})`
      : '';
    facts.push(['Blank’s row, counted from the bottom', `${p.blankRowFromBottom}${goalRow}`]);
  }
  if (width) facts.push(['Width', `${width} (${p.widthParity ?? parityOf(width)})`]);

  const argument = [
    `Count how far the board is from the goal in swaps: taking the blank as a tile too, the ` +
      `board is ${plural(p.transpositions, 'swap')} from the goal, an ${permutation} permutation.`,
    `The blank is ${plural(p.blankDistance, 'move')} (up, down, left or right) from its goal ` +
      `cell: an ${distance} distance.`,
    'Every move swaps the blank with a neighbouring tile: that is one more swap, flipping the ' +
      'permutation’s parity, and one step for the blank, flipping its distance’s parity. So the ' +
      'two parities change together, always. At the goal both are even (0 swaps, 0 moves), so ' +
      'only a board whose two parities agree can ever get there — and every such board can.',
  ];
  const verdict =
    p.rule ??
    (solvable
      ? `Here both are ${permutation}: they agree, so the board can be solved.`
      : `Here one is ${permutation} and the other ${distance}: they differ, so no sequence of moves can solve it.`);

  let fix = null;
  if (!solvable && Array.isArray(p.fixSwap) && p.fixSwap.length === 2) {
    const [a, b] = p.fixSwap;
    fix = {
      tiles: [a, b],
      text:
        `Swapping tiles ${a} and ${b} (lifting them out of the frame) adds one swap without ` +
        'moving the blank: the permutation’s parity flips and the distance’s does not, so the ' +
        'parities agree and the board becomes solvable.',
    };
  }
  const after = solvable
    ? 'Swapping any two tiles (not the blank) would flip the permutation’s parity alone and make ' +
      'this board unsolvable: that is why Sam Loyd’s 15-puzzle with 14 and 15 swapped has no ' +
      'solution.'
    : '';
  return {
    solvable,
    headline: solvable ? 'This board can be solved' : 'This board cannot be solved',
    facts,
    argument,
    verdict,
    widthRule: p.widthRule ?? '',
    fix,
    after,
  };
}
