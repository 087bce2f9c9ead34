// @ts-check
// The numbers of the Compare panel, DOM-free: the effective branching factor, one table row per
// run, the CSV of the same rows, and a log scale for the chart.

/**
 * The effective branching factor b* of a search that generated `nodes` nodes to find a solution
 * at depth `depth`: the branching factor a uniform tree of that depth would need to hold that many
 * nodes, i.e. the root of b + b² + … + b^d = N (Russell & Norvig, §3.6). Null when it is not
 * defined (no solution, depth 0, or no nodes).
 */
export function effectiveBranchingFactor(nodes, depth) {
  if (!(Number.isFinite(nodes) && Number.isFinite(depth)) || depth < 1 || nodes < 1) return null;
  // sum(b) = b + … + b^d grows strictly with b > 0, from 0 at b = 0; stop adding once past N.
  const sum = (b) => {
    let total = 0;
    let power = 1;
    for (let i = 0; i < depth; i++) {
      power *= b;
      total += power;
      if (total > nodes) return total;
    }
    return total;
  };
  let low = 0;
  let high = Math.max(1, nodes);
  if (sum(1) >= nodes) high = 1;
  for (let i = 0; i < 200 && high - low > 1e-12 * high; i++) {
    const middle = (low + high) / 2;
    if (sum(middle) < nodes) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** The status of a run, in a few words for the table. */
export function runOutcome(result) {
  switch (result?.status) {
    case 'solved':
      return 'solved';
    case 'limit':
      // Depth-limited DFS's limit cut every path (no solution within it), not the memory.
      return result.errorId === 'depth-limit-cut' ? 'depth limit' : 'memory limit';
    case 'timeout':
      return 'time limit';
    case 'cancelled':
      return 'cancelled';
    case 'skipped':
      return 'skipped';
    case 'unsolvable':
      return 'unsolvable';
    case 'invalid':
      return 'invalid';
    default:
      return result?.status ?? 'not run';
  }
}

/**
 * One row per run, in the table's (and the CSV's) terms. `reexpanded` is null where the result
 * says the search keeps no such figure (its `notApplicable`), `depthLimit` the limit a
 * depth-limited search ran with (null for the others).
 * @param {{algorithm: string, heuristic: string, weight?: number, depthLimit?: number,
 *   label: string, result: any}[]} runs
 */
export function compareRows(runs) {
  return runs.map(({ algorithm, heuristic, weight, depthLimit, label, result }) => {
    const solved = result?.status === 'solved';
    const stats = result?.stats ?? {};
    const length = solved ? (result.length ?? result.moves?.length ?? null) : null;
    return {
      label,
      algorithm,
      heuristic: heuristic || 'none',
      weight: weight ?? null,
      outcome: runOutcome(result),
      length,
      optimal: solved ? Boolean(result.optimal) : null,
      expanded: finiteOrNull(stats.expanded),
      generated: finiteOrNull(stats.generated),
      maxFrontier: finiteOrNull(stats.maxFrontier),
      ms: finiteOrNull(stats.ms),
      peakBytes: finiteOrNull(stats.peakBytes),
      reexpanded: stats.notApplicable?.includes('reexpanded')
        ? null
        : finiteOrNull(stats.reexpanded),
      depthLimit: finiteOrNull(result?.depthLimit ?? depthLimit),
      branching: solved ? effectiveBranchingFactor(stats.generated, length) : null,
    };
  });
}

function finiteOrNull(value) {
  return Number.isFinite(value) ? value : null;
}

export const CSV_HEADER = [
  'algorithm',
  'heuristic',
  'weight',
  'outcome',
  'length',
  'optimal',
  'expanded',
  'generated',
  'max_frontier',
  'time_ms',
  'peak_bytes',
  'effective_branching_factor',
  're_expanded',
  'depth_limit',
];

/** The rows as CSV cells: raw numbers (no separators), b* to 4 decimals, empty when unknown. */
export function compareCsvRows(rows) {
  const cell = (value) => (value === null || value === undefined ? '' : value);
  return [
    CSV_HEADER,
    ...rows.map((row) => [
      row.algorithm,
      row.heuristic,
      cell(row.weight),
      row.outcome,
      cell(row.length),
      row.optimal === null ? '' : row.optimal ? 'yes' : 'no',
      cell(row.expanded),
      cell(row.generated),
      cell(row.maxFrontier),
      row.ms === null ? '' : Number(row.ms.toFixed(3)),
      cell(row.peakBytes),
      row.branching === null ? '' : row.branching.toFixed(4),
      cell(row.reexpanded),
      cell(row.depthLimit),
    ]),
  ];
}

/**
 * A base-10 log scale covering [min, max] of the positive values: the domain in decades and
 * the tick values (powers of ten). Zero and missing values have no place on a log axis.
 */
export function logScale(values) {
  const positive = values.filter((v) => Number.isFinite(v) && v > 0);
  if (positive.length === 0) return null;
  const min = Math.min(...positive);
  let low = Math.floor(Math.log10(min));
  let high = Math.ceil(Math.log10(Math.max(...positive)));
  if (high === low) high = low + 1;
  // Bars start at the lower end: when the smallest would be a stub (under a fifth of the axis),
  // a decade more below keeps it readable against the others.
  if (low > 0 && (Math.log10(min) - low) / (high - low) < 0.2) low -= 1;
  const ticks = [];
  for (let e = low; e <= high; e++) ticks.push(10 ** e);
  return {
    low,
    high,
    ticks,
    /** 0..1 along the axis */
    position: (value) =>
      Number.isFinite(value) && value > 0
        ? Math.min(1, Math.max(0, (Math.log10(value) - low) / (high - low)))
        : 0,
  };
}
