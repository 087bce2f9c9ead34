// The lab area of the en catalog (web/i18n/catalogs.js): every word the teaching lab's scripts
// (web/lab/) put on the page, in the live region and on its canvases and charts.
export default Object.freeze({
  'lab.board.named': 'the {width} × {height} board',
  'lab.board.invalid':
    'The board text is not a valid board, so the lab still works on {rows}. Fix the text to explore the board you typed.',
  'lab.board.solutionStart':
    'The lab works on {rows}, the start of the solution on show: playing the solution back does not change it.',
  'lab.board.solved':
    'The board on show is solved ({rows}): a search has nothing to do. Shuffle or type a board to explore a search.',
  'lab.board.onShow': 'The lab works on the board on show: {rows}.',
  'lab.move.up': '{tile} up',
  'lab.move.down': '{tile} down',
  'lab.move.left': '{tile} left',
  'lab.move.right': '{tile} right',
  'lab.moveClause.up': 'move {tile} up',
  'lab.moveClause.down': 'move {tile} down',
  'lab.moveClause.left': 'move {tile} left',
  'lab.moveClause.right': 'move {tile} right',
  'lab.list.comma': ', ',
  'lab.list.semicolon': '; ',
  'lab.sentences': '{first} {second}',
  'lab.yes': 'yes',
  'lab.no': 'no',
  'lab.status.solved': 'solved',
  'lab.status.memoryLimit': 'memory limit',
  'lab.status.depthLimitCut': 'cut at depth {limit}',
  'lab.status.timeLimit': 'time limit',
  'lab.status.cancelled': 'cancelled',
  'lab.status.stopped': 'stopped',
  'lab.status.skipped': 'skipped',
  'lab.status.unsolvable': 'unsolvable',
  'lab.status.invalid': 'invalid',
  'lab.status.failed': 'failed',
  'lab.status.error': 'error',
  'lab.status.notRun': 'not run',
  'lab.tree.empty': 'The tree grows here as you Step.',
  'lab.tree.iteration': '{number}: threshold {threshold}',
  'lab.tree.node': 'Node',
  'lab.tree.pick': 'Click a node in the tree, or pick one in the outline.',
  'lab.tree.selected': 'Selected node',
  'lab.tree.last': 'Last expanded node',
  'lab.tree.board': 'Board {rows}',
  'lab.tree.path': {
    one: 'Path from the start ({count} move): {moves}',
    other: 'Path from the start ({count} moves): {moves}',
  },
  'lab.tree.startNode': 'The start node.',
  'lab.tree.expandSubtree': 'Expand subtree',
  'lab.tree.collapseSubtree': 'Collapse subtree',
  'lab.tree.count.expanded': '{count} expanded',
  'lab.tree.count.open': '{count} open',
  'lab.tree.count.reopened': '{count} re-opened or improved',
  'lab.tree.count.superseded': '{count} superseded',
  'lab.tree.count.duplicate': '{count} duplicates skipped',
  'lab.tree.count.cutoff': '{count} cut off',
  'lab.tree.summary.ida':
    'Iteration {iteration} of {iterations} (threshold {threshold}): {count} nodes — {parts}.',
  'lab.tree.summary': '{count} nodes, the {generated} generated — {parts}.',
  'lab.tree.summary.idaFirst': 'Showing the first {kept} of {generated} generated nodes.',
  'lab.tree.summary.first': 'Showing the first {shown} of {generated} generated nodes — {parts}.',
  'lab.tree.summary.drawn': '{count} drawn (subtrees collapsed).',
  'lab.tree.card.cut': 'cut',
  'lab.tree.card.duplicate': 'dup',
  'lab.node.start': 'Start',
  'lab.node.startIteration': 'Start, iteration {iteration} (threshold {threshold})',
  'lab.node.reopened': 're-opened',
  'lab.node.improved': 'improved',
  'lab.node.expanded': 'expanded {ordinal}',
  'lab.node.cutoff': 'cut off (f over the threshold {threshold})',
  'lab.node.duplicate': 'duplicate, skipped',
  'lab.node.superseded': 'superseded by a cheaper path',
  'lab.node.open': 'open',
  'lab.step.waiting': 'Step mode starts when the solver is ready.',
  'lab.step.startsInView': 'Step mode is ready: its search starts when this panel comes into view.',
  'lab.step.replaying': 'Replaying the search from the start…',
  'lab.step.stopped': 'Step mode stopped: {error}',
  'lab.step.runningToEnd': 'Running to the end…',
  'lab.step.runningTo': 'Running to expansion {target}…',
  'lab.step.runStopped': 'The run stopped: {error}',
  'lab.step.stoppedAfter': {
    one: 'Stopped after {count} expansion. {status}',
    other: 'Stopped after {count} expansions. {status}',
  },
  'lab.automatic.with': '{search} with {heuristic}',
  'lab.automatic.weightedWith': '{search} (w = {weight}) with {heuristic}',
  'lab.automatic.rankedBy': '{search}, ranked by {heuristic}',
  'lab.automatic.then': '{before}, then {next}',
  'lab.automatic.fallback': '{searches} (should that run long: {fallbacks})',
  'lab.automatic.shortens': '{searches}, then shortens the path stretch by stretch',
  'lab.automatic.solves': 'Automatic solves this board with {searches}.',
  'lab.automatic.heuristic':
    'Solve runs {search} with {heuristic} here, Automatic’s heuristic for this board.',
  'lab.step.intro.same': 'Step mode runs that search on the lab’s board, one expansion per Step.',
  'lab.step.intro.otherHeuristic':
    'Step mode runs that search with {heuristic} instead, on the lab’s board, one expansion per Step.',
  'lab.step.intro.instead':
    'Step mode shows {search} in its place, on the lab’s board, one expansion per Step.',
  'lab.step.intro.with': '{search} with {heuristic}',
  'lab.step.intro.notSteppable': '{search} ({chosen} is not a search to step through)',
  'lab.step.intro': 'Step mode runs {search} on the lab’s board, one expansion per Step.',
  'lab.step.intro.choose': 'Choose another search under Solver.',
  'lab.step.term.pathDepth': 'Path depth',
  'lab.step.term.openList': 'Open list',
  'lab.step.term.threshold': 'Threshold',
  'lab.step.term.fBound': 'f-bound',
  'lab.step.noneKept': '— (none kept)',
  'lab.step.thresholds':
    'IDA* thresholds so far: {thresholds}. Each iteration is a depth-first search that cuts off nodes with f above the threshold; the next threshold is the smallest f that was cut off.',
  'lab.step.node.expanded': 'Expanded node',
  'lab.step.node.start': 'Start node (not expanded yet)',
  'lab.step.node.pathNode': 'Path node at depth {order}',
  'lab.step.node.openEntry': 'Open list entry {order}',
  'lab.step.open.heading': 'Open list',
  'lab.step.open.headingFormula': 'Open list ({formula})',
  'lab.step.open.idaHeadingFormula': 'Depth-first path (IDA* keeps no open list) ({formula})',
  'lab.step.open.idaHeading': 'Depth-first path (IDA* keeps no open list)',
  'lab.step.open.order': 'Order: {order}',
  'lab.step.open.depth': 'Depth',
  'lab.step.open.orderColumn': 'Order',
  'lab.step.open.show': 'Show node number {order} in pop order: {rows}; {values}',
  'lab.step.open.showIda': 'Show node depth {order}: {rows}; {values}',
  'lab.step.open.onlyStart': 'Only the start node is on the open list until the first Step.',
  'lab.step.open.empty': 'The open list is empty.',
  'lab.step.open.deepest': 'The deepest {listed} of {total} nodes on the path.',
  'lab.step.open.first': 'The first {listed} of {total} entries.',
  'lab.step.path.earlier': '… {count} earlier',
  'lab.step.path.start': 'Start',
  'lab.step.path.startLabel': 'Start: {rows}',
  'lab.step.path.label': 'g {g}, {move}: {rows}',
  'lab.step.path.heading': 'Path to the expanded node',
  'lab.step.path.headingLength': 'Path to the expanded node (g = {g})',
  'lab.node.values': 'g {g}, h {h}, f {f}',
  'lab.step.status.invalid': 'Step mode cannot start: {error}.',
  'lab.step.status.notValid': 'the board is not valid',
  'lab.step.status.unsolvable':
    'This board cannot be solved, so there is nothing to search. The Solvability tab explains why.',
  'lab.step.status.stopped': {
    one: 'The search stopped after {count} expansion: {error}.',
    other: 'The search stopped after {count} expansions: {error}.',
  },
  'lab.step.status.failed': 'it failed',
  'lab.step.status.solved': {
    one: 'Goal reached after {expanded} expansions: a path of {count} move.',
    other: 'Goal reached after {expanded} expansions: a path of {count} moves.',
  },
  'lab.step.status.solvedOptimal': {
    one: 'Goal reached after {expanded} expansions: a path of {count} move — a shortest solution.',
    other:
      'Goal reached after {expanded} expansions: a path of {count} moves — a shortest solution.',
  },
  'lab.step.status.start':
    'Before the first expansion: the start node is on the open list with f = {f}. Press Step.',
  'lab.step.status.expansion':
    'Expansion {expanded}: took the node with {values} off the open list and generated its children.',
  'lab.step.status.idaStart':
    'Before the first expansion: the path holds only the start node, and the first threshold is f = {f}. Press Step.',
  'lab.step.status.idaExpansion':
    'Expansion {expanded}: added the node with {values} to the end of the path (its f is within the threshold) and generated its children.',
  'lab.step.announce': 'Step {expanded}: expanded {values}. {sizes}',
  'lab.step.announce.ida': 'Path depth {depth}, threshold {threshold}.',
  'lab.step.announce.open': 'Open list {open}, closed set {closed}.',
  'lab.compare.metric.expanded': 'Nodes expanded',
  'lab.compare.metric.generated': 'Nodes generated',
  'lab.compare.metric.maxFrontier': 'Max frontier',
  'lab.compare.metric.time': 'Time',
  'lab.compare.metric.peakMemory': 'Peak memory',
  'lab.compare.ignored': 'Ignored the search "{id}" in "compare": not a known pair.',
  'lab.compare.heuristic': 'Heuristic',
  'lab.compare.pairName': '{algorithm} with {heuristic}',
  'lab.compare.label': '{algorithm} · {heuristic}',
  'lab.compare.label.weighted': '{algorithm} (w = {weight}) · {heuristic}',
  'lab.compare.label.depthLimit': '{algorithm} (depth limit {limit})',
  'lab.compare.caption': 'Results for {board}, goal {goal}',
  'lab.compare.cancelled': 'Comparison cancelled after {done} of {count} searches.',
  'lab.compare.finished': {
    one: 'Comparison finished: {count} search.',
    other: 'Comparison finished: {count} searches.',
  },
  'lab.compare.progress': 'Search {number} of {count}: {label}',
  'lab.compare.progressFigures':
    'Search {number} of {count}: {label} — {expanded} expanded, {time}',
  'lab.compare.progressValue': 'search {number} of {count}',
  'lab.compare.progressSay': 'Search {number} of {count}: {label}.',
  'lab.compare.running': 'running…',
  'lab.compare.runningFigures': 'running… {expanded} expanded, {time}',
  'lab.compare.waiting': 'waiting',
  'lab.compare.notGuaranteed': 'not guaranteed',
  'lab.compare.sameLength': 'same length, not guaranteed',
  'lab.compare.longer': 'no (+{extra})',
  'lab.compare.memory.hint':
    'Tick A* and IDA* with the same heuristic to see how much memory each one holds.',
  'lab.compare.memory.text':
    'With {heuristic}, A* held {astarBytes} at its peak (up to {astarFrontier} nodes on the open list, and every node it reached in its closed set); IDA* held {idaBytes}, because it keeps only the current path (at most {idaDepth} nodes deep). IDA* pays in time instead: it expands the same nodes again in every iteration.',
  'lab.compare.memory.textRatio':
    'With {heuristic}, A* held {astarBytes} at its peak (up to {astarFrontier} nodes on the open list, and every node it reached in its closed set); IDA* held {idaBytes} — {ratio} times less, because it keeps only the current path (at most {idaDepth} nodes deep). IDA* pays in time instead: it expands the same nodes again in every iteration.',
  'lab.compare.memory.astarPeak': 'A* peak memory',
  'lab.compare.memory.idaPeak': 'IDA* peak memory',
  'lab.compare.memory.astarFrontier': 'A* max frontier',
  'lab.compare.memory.idaDepth': 'IDA* max depth',
  'lab.chart.count.one': '{value}',
  'lab.chart.count.kilo': '{value}k',
  'lab.chart.count.mega': '{value}M',
  'lab.chart.count.giga': '{value}G',
  'lab.chart.bytes.one': '{value} B',
  'lab.chart.bytes.kilo': '{value} kB',
  'lab.chart.bytes.mega': '{value} MB',
  'lab.chart.bytes.giga': '{value} GB',
  'lab.chart.empty': 'No values to chart yet.',
  'lab.chart.none': '{label}: none',
  'lab.chart.value': '{label}: {value}',
  'lab.chart.atLeast': '{label}: at least {value}',
  'lab.chart.name': '{title}, log scale. {summary}.',
  'lab.chart.noValue': 'no value',
  'lab.weighted.same': {
    one: 'Weighted A* (w = {weight}) found a path of {count} move: as short as the shortest, this time.',
    other:
      'Weighted A* (w = {weight}) found a path of {count} moves: as short as the shortest, this time.',
  },
  'lab.weighted.longer':
    'Weighted A* (w = {weight}) found {found} moves; the shortest is {shortest}: {extra} longer (never more than w × {shortest} = {bound}).',
  'lab.weighted.extraMoves': { one: '{count} move', other: '{count} moves' },
  'lab.weighted.fewer':
    'It expanded {weighted} nodes instead of {optimal}: {saved} fewer ({share}% saved).',
  'lab.weighted.asMany': 'It expanded as many nodes as A* ({count}).',
  'lab.weighted.more':
    'It expanded {more} more nodes than A* here ({weighted} against {optimal}): a weight does not always help.',
  'lab.weighted.intro': 'Both searches use {heuristic}.',
  'lab.weighted.intro.chosen': 'Both searches use {heuristic} (the heuristic chosen under Solver).',
  'lab.weighted.intro.auto':
    'Both searches use {heuristic} whatever Automatic picks, so that only the weight differs.',
  'lab.weighted.intro.overestimates':
    'Both searches use {heuristic} (the heuristic chosen under Solver can overestimate, which would void the bound).',
  'lab.weighted.running': 'Running {name}…',
  'lab.weighted.runningWeight': 'Running {name} with w = {weight}…',
  'lab.weighted.progress': '{name}: {expanded} expanded, {time}…',
  'lab.weighted.rowAstar': 'A* (shortest path)',
  'lab.weighted.rowWeighted': 'Weighted A*, w = {weight}',
  'lab.weighted.stopped': 'Stopped before both searches had an answer.',
  'lab.weighted.memory':
    'A* ran out of its memory budget on this board, so the shortest length is not known. Try a smaller board, a stronger heuristic, or a larger budget under Advanced.',
  'lab.weighted.noComparison': 'No comparison: {error}.',
  'lab.weighted.didNotFinish': 'the searches did not finish',
  'lab.solvability.withParity': '{value} ({parity})',
  'lab.solvability.rowWithGoal': '{row} (goal: row {goal})',
  'lab.solvability.fact.swaps': 'Swaps from the goal (blank included)',
  'lab.solvability.fact.distance': 'Blank’s distance to its goal cell',
  'lab.solvability.fact.inversions': 'Inversions (goal order, blank left out)',
  'lab.solvability.fact.row': 'Blank’s row, counted from the bottom',
  'lab.solvability.fact.width': 'Width',
  'lab.solvability.argument.swaps':
    'Count how far the board is from the goal in swaps: taking the blank as a tile too, the board is {swaps} from the goal, an {parity} permutation.',
  'lab.solvability.argument.distance':
    'The blank is {moves} (up, down, left or right) from its goal cell: an {parity} distance.',
  'lab.solvability.argument.moves':
    'Every move swaps the blank with a neighbouring tile: that is one more swap, flipping the permutation’s parity, and one step for the blank, flipping its distance’s parity. So the two parities change together, always. At the goal both are even (0 swaps, 0 moves), so only a board whose two parities agree can ever get there — and every such board can.',
  'lab.solvability.verdict.agree':
    'Here both are {parity}: they agree, so the board can be solved.',
  'lab.solvability.verdict.differ':
    'Here one is {permutation} and the other {distance}: they differ, so no sequence of moves can solve it.',
  'lab.solvability.fix':
    'Swapping tiles {a} and {b} (lifting them out of the frame) adds one swap without moving the blank: the permutation’s parity flips and the distance’s does not, so the parities agree and the board becomes solvable.',
  'lab.solvability.after':
    'Swapping any two tiles (not the blank) would flip the permutation’s parity alone and make this board unsolvable: that is why Sam Loyd’s 15-puzzle with 14 and 15 swapped has no solution.',
  'lab.solvability.solvable': 'This board can be solved',
  'lab.solvability.unsolvable': 'This board cannot be solved',
  'lab.solvability.noBoard': 'There is no valid board to explain: {error}.',
  'lab.solvability.waiting': 'Waiting for a board.',
  'lab.solvability.headline': '{headline}.',
  'lab.solvability.why': 'The parity argument, step by step',
  'lab.solvability.widthHeading': 'The textbook rule for this width',
  'lab.solvability.swap': 'Swap tiles {a} and {b}',
  'lab.heuristic.sum.manhattanPart': 'Manhattan (tiles 1 to {last}) {sum}',
  'lab.heuristic.sum.withH': '{sum}; h = {h}',
  'lab.heuristic.sum.misplaced': 'Misplaced {count} × 1 = {count}; h = {h}',
  'lab.heuristic.sum.misplacedBlank': 'Misplaced {count} + blank {blank} = {total}; h = {h}',
  'lab.heuristic.sum.euclidean': 'Euclidean {sum}, rounded up; h = {h}',
  'lab.heuristic.sum.linearConflict': {
    one: '{manhattan}; linear conflicts: {count} tile leaves × 2 = {double}; h = {h}',
    other: '{manhattan}; linear conflicts: {count} tiles leave × 2 = {double}; h = {h}',
  },
  'lab.heuristic.sum.mixed':
    '0.6 × Manhattan {manhattan} + 0.1 × misplaced {misplaced} + 0.3 × Euclidean {euclidean} = {raw}, rounded up; h = {h}',
  'lab.heuristic.sum.pdb': 'Pattern databases: {sum}; h = {h}',
  'lab.heuristic.sum.pdbMirror':
    'Pattern databases: {sum}; mirror image: {others}; the larger sum: h = {h}',
  'lab.heuristic.sum.pdbMirrorChosen':
    'Pattern databases, mirror image: {sum}; board as it stands: {others}; the larger sum: h = {h}',
  'lab.heuristic.allHome': 'Every tile is on its goal cell.',
  'lab.heuristic.offGoal': {
    one: 'Off their goal cells: tile {tiles}.',
    other: 'Off their goal cells: tiles {tiles}.',
  },
  'lab.heuristic.blankNotCounted':
    'The blank is not counted, which keeps the count from overestimating.',
  'lab.heuristic.blankCounted':
    'The blank is off its goal cell too and is counted: +1. Near the goal this overestimates (one move can put the blank and a tile home together), so it is not admissible.',
  'lab.heuristic.blankHome': 'The blank is on its goal cell, so it adds nothing here.',
  'lab.heuristic.manhattan':
    'Each tile needs at least as many moves as the rows plus columns between it and its goal cell, and a move moves one tile one cell.',
  'lab.heuristic.euclidean':
    'Each tile’s straight-line distance to its goal cell (in thousandths, rounded down), summed and rounded up: never more than Manhattan.',
  'lab.heuristic.before': '{a} before {b}',
  'lab.heuristic.conflict.row': {
    one: 'Row {number}: {tiles} belong in this row but stand in each other’s way ({pairs}); tile {out} must leave it and come back: +{plus}.',
    other:
      'Row {number}: {tiles} belong in this row but stand in each other’s way ({pairs}); tiles {out} must leave it and come back: +{plus}.',
  },
  'lab.heuristic.conflict.column': {
    one: 'Column {number}: {tiles} belong in this column but stand in each other’s way ({pairs}); tile {out} must leave it and come back: +{plus}.',
    other:
      'Column {number}: {tiles} belong in this column but stand in each other’s way ({pairs}); tiles {out} must leave it and come back: +{plus}.',
  },
  'lab.heuristic.noConflict': 'No row or column has two tiles of its own in reverse order.',
  'lab.heuristic.perLine':
    'Per line it counts the tiles that must step aside so the rest stand in goal order (the line’s tiles minus its longest run in goal order), 2 moves each.',
  'lab.heuristic.mixed': 'Seed 003’s mix of the three, rounded up.',
  'lab.heuristic.pdbGroups': {
    one: 'The tiles are split into {count} group (partition {partition}); each group’s table holds the fewest moves of its own tiles that bring them home, whatever the others do, so the entries add up without overestimating.',
    other:
      'The tiles are split into {count} groups (partition {partition}); each group’s table holds the fewest moves of its own tiles that bring them home, whatever the others do, so the entries add up without overestimating.',
  },
  'lab.heuristic.mirror':
    'The board’s mirror image through the goal blank is just as far from the goal, so it is looked up too ({sums}), and h is the larger sum.',
  'lab.heuristic.mirrorChosen':
    'The board’s mirror image through the goal blank is just as far from the goal, so it is looked up too ({sums}), and h is the larger sum: the mirror image’s groups are the ones coloured.',
  'lab.heuristic.oneGroup':
    'With every tile in one group, the table entry is the exact number of moves left.',
  'lab.heuristic.cell.blank': 'the blank',
  'lab.heuristic.cell.blankCounts': 'the blank, off its goal cell: counts 1',
  'lab.heuristic.cell.misplaced': 'tile {tile}, misplaced: counts 1',
  'lab.heuristic.cell.home': 'tile {tile}, home',
  'lab.heuristic.cell.away': 'tile {tile}, {distance} away',
  'lab.heuristic.cell.group': 'tile {tile}, group {group}',
  'lab.heuristic.cell.tile': 'tile {tile}',
  'lab.heuristic.cell.distance': {
    one: 'tile {tile}, {count} move from home',
    other: 'tile {tile}, {count} moves from home',
  },
  'lab.heuristic.cell.leaves': {
    one: 'tile {tile}, {count} move from home, must leave its line: +2',
    other: 'tile {tile}, {count} moves from home, must leave its line: +2',
  },
  'lab.heuristic.cell.conflict': {
    one: 'tile {tile}, {count} move from home, in a conflict',
    other: 'tile {tile}, {count} moves from home, in a conflict',
  },
  'lab.heuristic.boardName': 'Board {rows}; {marks}',
  'lab.heuristic.nothingAdds': 'no tile adds anything',
  'lab.heuristic.changed': 'The board changed: explaining {rows}…',
  'lab.heuristic.failed': 'The solver could not explain this board: {error}',
  'lab.heuristic.noBoard': 'There is no board to explain: {error}.',
  'lab.heuristic.solversChoice': '{heuristic} (the solver’s choice)',
  'lab.heuristic.partsDisagree':
    'The parts shown do not add up to the heuristic’s own value: please report this board.',
  'lab.heuristic.status': '{heuristic} on the board on show: {rows}.',
  'lab.heuristic.group': 'Group {name}: tiles {tiles} — table entry {value}',
  'lab.heuristic.pdbMissing':
    'Pattern databases: not loaded in this browser yet, so they are not explained here. Prepare them here (a few seconds, once per browser, then kept; it also finds h*), or choose “Additive pattern databases” and Solve.',
  'lab.heuristic.pdbTooLarge':
    'Pattern databases: the page does not build them for boards of {cells} cells (minutes of work); the command line builds and keeps them (npuzzle --heuristic pdb).',
  'lab.heuristic.under': 'h = {h} ≤ h* = {known}: it underestimates by {gap}.',
  'lab.heuristic.exact': 'h = h* = {known}: exact on this board.',
  'lab.heuristic.over':
    'h = {h} > h* = {known}: it overestimates here, so a search trusting it may miss the shortest solution.',
  'lab.heuristic.trueDistance': 'True distance h* = {known} moves (found by {how}). {verdict}',
  'lab.heuristic.by.solve': 'an optimal solve',
  'lab.heuristic.note.noSearch': 'no search yet',
  'lab.heuristic.noTrueDistance':
    'No true distance: the goal cannot be reached from this board (the Solvability tab says why).',
  'lab.heuristic.notComputed': 'True distance h*: not computed ({note}).',
  'lab.heuristic.busy': 'True distance h*: another search is running; try again when it ends.',
  'lab.heuristic.searching': 'Searching for the shortest solution…',
  'lab.heuristic.preparing': 'Preparing pattern databases: {percent}%…',
  'lab.heuristic.searchingFigures':
    'Searching for the shortest solution: {expanded} nodes expanded…',
  'lab.heuristic.notFound': 'True distance h*: not found ({reason}).',
  'lab.heuristic.searchFailed': 'True distance h*: the search failed ({error}).',
  'lab.consistency.run.manhattan': 'A*, Manhattan distance',
  'lab.consistency.run.parity': 'A*, parity Manhattan',
  'lab.consistency.run.noReopen': 'A* without re-opening, parity Manhattan',
  'lab.consistency.run.weighted': 'Weighted A*, h = {weight} × Manhattan',
  'lab.consistency.run.misplacedBlank': 'A*, misplaced tiles with the blank counted',
  'lab.consistency.running': 'Running {label} ({number} of {count})…',
  'lab.consistency.progress': '{label} ({number} of {count}): {expanded} expanded, {time}…',
  'lab.consistency.stopped': 'Consistency runs stopped before all four had an answer.',
  'lab.consistency.noComparison': 'No comparison: {error}.',
  'lab.consistency.didNotFinish': 'the searches did not finish',
  'lab.consistency.reopening':
    'With Manhattan distance A* re-opened {manhattan} nodes: it is consistent, so the first path by which A* expands a board is already a shortest one. With parity Manhattan it re-opened {parity} nodes: each had been expanded, then a cheaper path to it turned up, and it went back on the open list — that is what keeps A* optimal ({length} moves) with an inconsistent heuristic.',
  'lab.consistency.noReopenLonger':
    'Without re-opening, A* returned {length} moves, not optimal: the shortest is {optimal}.',
  'lab.consistency.noReopenSame':
    'Without re-opening, A* still found {length} moves on this board — the bug does not show on every board; choose the example board to see it return a longer path.',
  'lab.consistency.noEdgeRun': 'No run of parity Manhattan to read an edge from.',
  'lab.consistency.noEdge':
    'Along this path h never dropped by more than one move: parity Manhattan is inconsistent elsewhere (a longer path shows it).',
  'lab.consistency.why.even':
    'the full Manhattan distance: the blank is an even number of moves from its goal cell',
  'lab.consistency.why.odd':
    'half the Manhattan distance, rounded down: the blank is an odd number of moves from its goal cell',
  'lab.consistency.edge':
    'Step {step} of the path found, {move}, goes from a to b at a cost of 1. h(a) = {before} ({whyBefore}); h(b) = {after} ({whyAfter}). Consistency asks h(a) ≤ c(a, b) + h(b) = 1 + {after} = {bound}, but h(a) = {before}: h drops by {drop} over one move. Both values are still at most the true distance, so the heuristic stays admissible.',
  'lab.consistency.boardA': 'a: {rows}',
  'lab.consistency.boardB': 'b: {rows}',
  'lab.consistency.captionA': 'a, h = {h}',
  'lab.consistency.captionB': 'b, h = {h}',
  'lab.consistency.noAnswer': 'No answer from {label}: {status}.',
  'lab.consistency.over':
    'At the start h = {formula} > h* = {optimal}, the true distance: it overestimates, so A* may pass the shortest path by.',
  'lab.consistency.notOver':
    'At the start h = {formula} ≤ h* = {optimal}: no overestimate there, though it overestimates on other boards.',
  'lab.consistency.longer': 'It returned {length} moves, {extra} more than the shortest.',
  'lab.consistency.shortest': 'It still returned a shortest path ({length} moves) on this board.',
  'lab.consistency.fLabel': 'f = {f}',
  'lab.consistency.chart.manhattan': 'Nodes A* with Manhattan distance expanded at each f',
  'lab.consistency.chart.parity': 'Nodes A* with parity Manhattan expanded at each f',
  'lab.consistency.notOptimal': 'no, +{extra}',
  'lab.experiments.error.depths': 'The depths must be whole numbers, 0 or more.',
  'lab.experiments.error.every': 'Every must be 1 or more.',
  'lab.experiments.error.order': 'The last depth ({to}) is below the first ({from}).',
  'lab.experiments.error.depthCap': 'The depth for IDS and BFS must be a whole number, 0 or more.',
  'lab.experiments.error.paste': 'Paste some boards first, one a line.',
  'lab.experiments.error.perDepth': 'Boards per depth must be a whole number from 1 to 1000.',
  'lab.experiments.error.seed': 'The seed must be a whole number, 0 or more.',
  'lab.experiments.preparing': 'Preparing the boards…',
  'lab.experiments.progress.depth': 'depth {depth}: {done}/{count} boards',
  'lab.experiments.progress.board': 'board {board} of {count} (depth {depth})',
  'lab.experiments.progress.measuring': 'board {board} of {count} (measuring its depth)',
  'lab.experiments.search.ids': 'IDS',
  'lab.experiments.search.bfs': 'BFS',
  'lab.experiments.search.astarMisplaced': 'A* (misplaced)',
  'lab.experiments.search.astarManhattan': 'A* (Manhattan)',
  'lab.experiments.search.astarLinearConflict': 'A* (linear conflict)',
  'lab.experiments.search.idastarManhattan': 'IDA* (Manhattan)',
  'lab.experiments.chart.empty': 'No values to chart.',
  'lab.experiments.chart.noValues': '{label}: no values',
  'lab.experiments.chart.series':
    '{label} from {from} at depth {fromDepth} to {to} at depth {toDepth}',
  'lab.experiments.chart.name': 'Mean nodes generated by solution depth, log scale: {summary}.',
  'lab.experiments.chart.axis': 'solution depth d',
  'lab.experiments.notRun': 'The experiment could not run.',
  'lab.experiments.didNotRun': 'The experiment did not run.',
  'lab.experiments.didNotRunBecause': 'The experiment did not run: {error}',
  'lab.experiments.linesLeftOut': {
    one: '{count} line was left out; the other boards ran.',
    other: '{count} lines were left out; the other boards ran.',
  },
  'lab.experiments.cancelled': {
    one: 'Experiment cancelled: the table holds the {count} board finished before.',
    other: 'Experiment cancelled: the table holds the {count} boards finished before.',
  },
  'lab.experiments.finished': {
    one: 'Experiment finished: {count} board.',
    other: 'Experiment finished: {count} boards.',
  },
  'lab.experiments.lineError': 'Line {line}: {error}',
  'lab.experiments.caption.generated':
    'Search cost by solution depth: {size} boards, {perDepth} per depth, seed {seed}',
  'lab.experiments.caption.pasted': 'Search cost by solution depth: {count} pasted {size} boards',
  'lab.experiments.size': '{width} × {height}',
  'lab.experiments.depth': 'd',
  'lab.experiments.depthTitle': 'solution depth',
  'lab.experiments.boards': 'Boards',
  'lab.experiments.cost': 'Search cost (mean nodes generated)',
  'lab.experiments.branching': 'Effective branching factor b*',
  'lab.experiments.note.branching':
    'b* solves N = b* + b*² + … + b*ᵈ (that is, N + 1 = 1 + b* + … + b*ᵈ) for the mean N of each cell.',
  'lab.experiments.note.skipped':
    '* Not run: IDS and BFS are left out on boards deeper than {depth} (as the textbook leaves them), so those cells stay empty.',
  'lab.experiments.note.limit':
    '† On some boards of this depth the search stopped at {nodes} nodes, so no mean is given.',
  'lab.check.moves': { one: '{count} move', other: '{count} moves' },
  'lab.check.count': 'Your solution has {moves}, written as {format}.',
  'lab.check.format.moves-text': '“Step k: Move T direction” lines',
  'lab.check.format.boards': 'a list of boards',
  'lab.check.format.tiles': 'the tiles moved',
  'lab.check.format.letters': 'letters U D L R',
  'lab.check.legal': 'Legal: every step is a move the board allows.',
  'lab.check.illegal': 'Step {step} is not legal: {reason}. You wrote, on line {line}: “{text}”.',
  'lab.check.stopsAt': 'Only the {moves} before step {step} can be played.',
  'lab.check.reaches': 'It reaches the goal.',
  'lab.check.notReached':
    'It does not reach the goal: after the last step the board is not the goal.',
  'lab.check.shortest': 'It is a shortest solution: {moves}, the optimum.',
  'lab.check.longer':
    'It is not a shortest solution: {extra} longer than the optimum of {optimum}.',
  'lab.check.optimumOnly': 'A shortest solution has {moves}.',
  'lab.check.notCheckedSize':
    'Not checked for shortest: the page searches for the optimum on boards of up to {cells} cells. Any solution needs at least {bound}.',
  'lab.check.notCheckedTime':
    'Not checked for shortest: the search for the optimum did not finish in time. Any solution needs at least {bound}.',
  'lab.check.unsolvable': 'This board cannot reach the goal, so no solution can.',
  'lab.check.headline.optimal': 'Correct and shortest.',
  'lab.check.headline.longer': 'Correct, but {extra} longer than a shortest solution.',
  'lab.check.headline.correct': 'Correct: legal, and it reaches the goal.',
  'lab.check.headline.unreached': 'Legal, but it does not reach the goal.',
  'lab.check.headline.illegal': 'Not legal: step {step} is not a move.',
  'lab.check.headline.unreadable': 'This text could not be read as a solution.',
  'lab.check.unreadable': 'In your text, {reason}.',
  'lab.check.lettersUnsaid':
    'Line {line} holds letters: choose above whether U D L R name the way the tile moves or the way the blank moves (or make the first line “letters: blank”).',
  'lab.check.empty': 'Paste a solution first: moves, tiles, letters or boards.',
  'lab.check.tooLong': 'The solution text has {length} characters; the most it takes is {max}.',
  'lab.check.checking': 'Checking…',
  'lab.check.notReady': 'Checking starts when the solver is ready.',
  'lab.check.failed': 'The check failed: {reason}',
  'lab.check.shown': 'Your {moves} are on the board: play them back with the controls under it.',
  'lab.check.shownUntil':
    'Your first {moves} are on the board, up to step {step}, the first that is not legal.',
  'lab.check.busy':
    'A search is running: wait for it to end, then show your solution on the board.',
  'lab.exercises.kindName.compute-h': 'Compute h',
  'lab.exercises.kindName.optimal-length': 'Optimal length',
  'lab.exercises.kindName.predict': 'Predict the next expansion',
  'lab.exercises.heading': 'exercise {number} of {total}',
  'lab.exercises.predictHeading': 'prediction {number} of {total}',
  'lab.exercises.kindName.admissible': 'Admissible? Consistent?',
  'lab.exercises.admissible.prompt':
    'Each board below is one move from the next (a move costs 1). h is {heuristic}; h* is the true distance to the goal, found by an optimal search. On these boards, is h admissible? Is it consistent?',
  'lab.exercises.admissible.definitions':
    'Admissible: h(n) ≤ h*(n) on every board. Consistent: h(n) ≤ c(n, n′) + h(n′) = 1 + h(n′) across every move, either way.',
  'lab.exercises.admissible.proposed': 'a heuristic someone proposed',
  'lab.exercises.admissible.heuristic.misplaced-with-blank':
    'misplaced tiles with the blank counted',
  'lab.exercises.admissible.chain': 'Boards A to {last}, each one move from the next',
  'lab.exercises.admissible.boardName': 'Board {board}',
  'lab.exercises.admissible.boardLabel': 'Board {board}: {rows}',
  'lab.exercises.admissible.hValue': 'h = {h}',
  'lab.exercises.admissible.hStarValue': 'h* = {hStar}',
  'lab.exercises.admissible.moveBetween': '↔ one move',
  'lab.exercises.admissible.admissibleQuestion': 'Admissible on these boards',
  'lab.exercises.admissible.consistentQuestion': 'Consistent on these boards',
  'lab.exercises.admissible.yes': 'Yes',
  'lab.exercises.admissible.no': 'No',
  'lab.exercises.admissible.answerBoth':
    'Answer both questions (admissible, consistent), then press Check.',
  'lab.exercises.admissible.answer.both': 'admissible and consistent',
  'lab.exercises.admissible.answer.admissibleOnly': 'admissible but not consistent',
  'lab.exercises.admissible.answer.consistentOnly': 'consistent but not admissible',
  'lab.exercises.admissible.answer.neither': 'neither admissible nor consistent',
  'lab.exercises.admissible.right': 'Right: on these boards h is {answer}.',
  'lab.exercises.admissible.wrong': 'Not quite: you said {given}; on these boards h is {answer}.',
  'lab.exercises.admissible.why.over':
    'Not admissible: on board {board}, h = {h} but the true distance is h* = {hStar}: h({board}) > h*({board}), h overestimates there.',
  'lab.exercises.admissible.why.under': 'Admissible on these boards: h ≤ h* on every one ({list}).',
  'lab.exercises.admissible.underItem': '{board}: {h} ≤ {hStar}',
  'lab.exercises.admissible.why.drop':
    'Not consistent: the move from board {a} to board {b} costs 1, but h drops from {before} to {after}, by {drop}: h({a}) = {before} > 1 + h({b}) = {bound}.',
  'lab.exercises.admissible.why.steady':
    'Consistent on these boards: across every move h changes by at most 1, the move’s cost ({list}).',
  'lab.exercises.admissible.steadyItem': '{a}–{b}: {before} → {after}',
  'lab.exercises.drawing': 'Drawing the exercises…',
  'lab.exercises.failed': 'The exercise could not be prepared: {reason}',
  'lab.exercises.badSeed': 'The seed must be a whole number from 0 to {max}.',
  'lab.exercises.boardSize':
    'This exercise takes a 3 × 3 board; the link’s board is {size}. Choose Compute h, or start a new set.',
  'lab.exercises.busy': 'A search is running: wait for it to end, then try again.',
  'lab.exercises.solving': 'Checking with an optimal search…',
  'lab.exercises.checkButton': 'Check',
  'lab.exercises.score': 'Score: {right} of {total}',
  'lab.exercises.scoreSoFar': 'Score: {right} of {answered} answered ({total} in the set)',
  'lab.exercises.searchWith': '{search} with {heuristic}',
  'lab.exercises.notANumber': '{field}: “{value}” is not a whole number.',
  'lab.exercises.nothingTyped': 'Type what each tile adds, or just the total h, then press Check.',
  'lab.exercises.typeLength': 'Type the number of moves of a shortest solution, then press Check.',
  'lab.exercises.pickFirst':
    'Pick the node you expect the search to expand next, then press Check and step.',
  'lab.exercises.rows': { one: '{count} row', other: '{count} rows' },
  'lab.exercises.columns': { one: '{count} column', other: '{count} columns' },
  'lab.exercises.why.distance': '{rows} and {columns} from its goal cell: {value}',
  'lab.exercises.why.distanceOne': '{distance} from its goal cell: {value}',
  'lab.exercises.why.home': 'on its goal cell: {value}',
  'lab.exercises.why.misplaced': 'not on its goal cell: {value}',
  'lab.exercises.why.leaves': {
    one: '{distance}; it must leave its line to let a tile in conflict pass: +{extra}, so {value}',
    other:
      '{distance}; it must leave {count} lines to let tiles in conflict pass: +{extra}, so {value}',
  },
  'lab.exercises.tile.right': 'Tile {tile}, right: {why}.',
  'lab.exercises.tile.wrong': 'Tile {tile}, you wrote {given}: {why}.',
  'lab.exercises.tile.unanswered': 'Tile {tile}, not answered: {why}.',
  'lab.exercises.tileField': 'Tile {tile} adds',
  'lab.exercises.totalField': 'h (the total)',
  'lab.exercises.computeH.prompt':
    'What does {heuristic} add up to on this board? Type each tile’s part, or just the total.',
  'lab.exercises.computeH.help':
    'The blank is never counted. Leave a tile empty to skip it; Enter in any field checks.',
  'lab.exercises.computeH.grid': 'The board, a field on each tile: {rows}',
  'lab.exercises.computeH.right': 'Right: h = {h}.',
  'lab.exercises.computeH.wrongTotal':
    'Not quite: you wrote h = {given}, the heuristic gives h = {h}.',
  'lab.exercises.computeH.wrongTiles': {
    one: 'Not quite: {count} tile is wrong. The heuristic gives h = {h}.',
    other: 'Not quite: {count} tiles are wrong. The heuristic gives h = {h}.',
  },
  'lab.exercises.computeH.incomplete':
    'Not complete: type the total or every tile. The heuristic gives h = {h}.',
  'lab.exercises.partsDisagree':
    'The tiles’ parts do not add up to the heuristic’s value on this board: only the total is graded.',
  'lab.exercises.boardLabel': 'The exercise’s board: {rows}',
  'lab.exercises.lengthField': 'Moves in a shortest solution',
  'lab.exercises.optimal.prompt':
    'How many moves does a shortest solution of this board take? Work it out, then check.',
  'lab.exercises.optimal.right': {
    one: 'Right: a shortest solution takes {count} move.',
    other: 'Right: a shortest solution takes {count} moves.',
  },
  'lab.exercises.optimal.wrong': {
    one: 'Not quite: you wrote {given}; a shortest solution takes {count} move.',
    other: 'Not quite: you wrote {given}; a shortest solution takes {count} moves.',
  },
  'lab.exercises.optimal.tooShort': {
    one: 'No solution is shorter than {count} move: an optimal search (A* with Manhattan distance, which never overestimates) proved it.',
    other:
      'No solution is shorter than {count} moves: an optimal search (A* with Manhattan distance, which never overestimates) proved it.',
  },
  'lab.exercises.optimal.tooLong': {
    one: 'There is a solution of {count} move: show it on the board to see it.',
    other: 'There is a solution of {count} moves: show it on the board to see it.',
  },
  'lab.exercises.optimal.proof':
    'An optimal search (A* with Manhattan distance, which never overestimates) found no shorter one.',
  'lab.exercises.shown': {
    one: 'The shortest solution, {count} move, is on the board: play it with the controls under it.',
    other:
      'The shortest solution, {count} moves, is on the board: play it with the controls under it.',
  },
  'lab.exercises.predict.prompt': {
    one: '{search} has made {count} expansion; {formula}. Which node on the open list does it expand next? Pick one, then check: the page steps the real search.',
    other:
      '{search} has made {count} expansions; {formula}. Which node on the open list does it expand next? Pick one, then check: the page steps the real search.',
  },
  'lab.exercises.predict.rule': 'The search’s order: {rule}',
  'lab.exercises.predict.caption': {
    one: 'The open list: {count} node, in the order it was added',
    other: 'The open list: {count} nodes, in the order they were added',
  },
  'lab.exercises.predict.column.pick': 'Your pick',
  'lab.exercises.predict.column.board': 'Node',
  'lab.exercises.predict.column.g': 'g',
  'lab.exercises.predict.column.h': 'h',
  'lab.exercises.predict.column.f': 'f',
  'lab.exercises.predict.column.added': 'Added',
  'lab.exercises.predict.pickName': 'Expand {rows}: {values}, added {added}',
  'lab.exercises.predict.check': 'Check and step',
  'lab.exercises.predict.node': '{rows} (g {g}, h {h}, f {f}, added {added})',
  'lab.exercises.predict.right': 'Right: the search expanded {node}.',
  'lab.exercises.predict.wrong': 'Wrong: the search expanded {node}, not {pick}.',
  'lab.exercises.predict.why.same':
    'It has the lowest f = {f} on the open list, and wins every tie by the order below.',
  'lab.exercises.predict.why.sameDepth':
    'It is the shallowest (depth {g}) on the open list, and wins every tie by the order below.',
  'lab.exercises.predict.why.sameGreedy':
    'It has the lowest h = {f} on the open list, and wins every tie by the order below.',
  'lab.exercises.predict.why.lowerF':
    'Lowest f first ({formula}): {f} comes before your pick’s {pf}.',
  'lab.exercises.predict.why.lowerH':
    'Lowest h first ({formula}): {f} comes before your pick’s {pf}.',
  'lab.exercises.predict.why.lowerDepth':
    'Breadth-first order: depth {g} comes before your pick’s depth {pg}, level by level.',
  'lab.exercises.predict.why.higherG':
    'Both have f = {f}: among equal f the higher g goes first, g {g} before your pick’s g {pg}.',
  'lab.exercises.predict.why.later':
    'Both have f = {f} and g = {g}: then the most recently added goes first, added {added} after your pick’s {padded}.',
  'lab.exercises.predict.why.order': 'The search’s own order put it first.',
  'lab.exercises.predict.done': 'This set is over: see your score and hand in the result below.',
  'lab.exercises.predict.solved': {
    one: 'The search reached the goal after {count} expansion: the set ends here.',
    other: 'The search reached the goal after {count} expansions: the set ends here.',
  },
  'lab.exercises.predict.setDone': 'That was the last prediction of this set.',
  'lab.exercises.handIn.title': 'N-Puzzle Lab — exercise result',
  'lab.exercises.handIn.exercise': 'Exercise: {name} ({setting})',
  'lab.exercises.handIn.seed': 'Seed: {seed}',
  'lab.exercises.handIn.board': 'Board: {board}',
  'lab.exercises.handIn.goal': 'Goal: {goal}',
  'lab.exercises.handIn.link': 'Link: {link}',
  'lab.exercises.handIn.rowRight': '{number}. {board} — answer {answer} — right ({expected})',
  'lab.exercises.handIn.rowWrong':
    '{number}. {board} — answer {answer} — wrong, expected {expected}',
  'lab.exercises.copied': 'The result is on the clipboard.',
  'lab.exercises.copyFailed':
    'The clipboard refused the text: select the result below and copy it.',
  'lab.exercises.downloaded': 'The CSV file is downloading.',
  'lab.step.term.depthLimit': 'Depth limit',
  'lab.step.term.lowerBound': 'Proven lower bound',
  'lab.step.term.frontiers': 'Both frontiers',
  'lab.step.open.dfsHeading': 'Path stack (the start at depth 0; the node on top is expanded next)',
  'lab.step.open.rbfsHeading':
    'Path, with each node’s backed-up F and f-limit (RBFS keeps no open list)',
  'lab.step.open.bidiHeading':
    'The two frontiers: the next boards from the start, then from the goal',
  'lab.step.open.sideOrder': '{side} {order}',
  'lab.step.open.sideColumn': 'Side',
  'lab.step.open.showFrontier': 'Show frontier board {order}: {rows}; {values}',
  'lab.step.open.backedUpColumn': 'F',
  'lab.step.open.fLimitColumn': 'f-limit',
  'lab.step.side.start': 'start',
  'lab.step.side.goal': 'goal',
  'lab.node.rbfsValues': 'g {g}, h {h}, f {f}, backed-up F {F}, f-limit {limit}',
  'lab.step.dfs.limit':
    'Depth-first search never goes deeper than the depth limit of {limit} moves, and never enters a board already on its path (a cycle).',
  'lab.step.dfs.atLimit':
    'The node just expanded sits at the limit: it is not the goal, its children are not generated, and the search backs up.',
  'lab.step.dfs.cut':
    'The limit has cut at least one path: if no path within {limit} moves reaches the goal, the answer is “no solution within {limit} moves”, not “no solution”.',
  'lab.step.rbfs.note':
    'Re-expansions so far: {count}. RBFS keeps only its path and the children of the nodes on it: when the best child’s F exceeds its f-limit, the subtree is forgotten and its F backed up, and expanding it again later repeats the work.',
  'lab.step.bidi.sides':
    'From the start: layer {startDepth}, {startWaiting} boards waiting, {startReached} reached. From the goal: layer {goalDepth}, {goalWaiting} waiting, {goalReached} reached.',
  'lab.step.bidi.met':
    'The two searches met at a board {fromStart} moves from the start and {fromGoal} moves from the goal: together a path of {length} moves.',
  'lab.step.bidi.next': 'Next expanded: a board from the {side} side (the smaller frontier).',
  'lab.step.status.pathStart':
    'Before the first expansion: the path holds only the start node. Press Step.',
  'lab.step.status.dfsExpansion':
    'Expansion {expanded}: expanded the node on top of the path, at depth {depth}: not the goal, so its children are pushed one at a time.',
  'lab.step.status.dfsAtLimit':
    'Expansion {expanded}: the node on top of the path is at depth {depth}, the limit: not the goal, so the search backs up without generating its children.',
  'lab.step.status.rbfsExpansion':
    'Expansion {expanded}: expanded the node with {values} and generated its children; the best child is explored next while its F stays within its f-limit.',
  'lab.step.status.rbfsReexpansion':
    'Expansion {expanded}: expanded again a node whose subtree was forgotten ({values}): its children inherit its backed-up F.',
  'lab.step.status.bidiStart':
    'Before the first expansion: one frontier holds the start, the other the goal. Press Step.',
  'lab.step.status.bidiExpansion':
    'Expansion {expanded}: expanded a board {depth} moves from the {side} and generated its children.',
  'lab.step.announce.path': 'Path depth {depth}.',
  'lab.step.announce.frontiers': 'Frontier from the start {start}, from the goal {goal}.',
  'lab.step.node.frontierEntry': 'Frontier board {order}',
  'lab.step.node.expandedSide': 'Expanded node (searching from the {side})',
  'lab.step.path.goal': 'Goal',
  'lab.step.path.goalLabel': 'Goal: {rows}',
  'lab.step.path.headingFromGoal': 'Path from the goal to the expanded node ({g} moves)',
  'lab.node.goal': 'Goal',
  'lab.node.expandedTimes': 'expanded {count} times (re-expanded)',
  'lab.node.cycle': 'already on the path (a cycle), not entered',
  'lab.tree.side.start': 'From the start',
  'lab.tree.side.goal': 'Back from the goal',
  'lab.tree.goalNode': 'The goal node: the root of the search back from the goal.',
  'lab.tree.count.cycle': '{count} cycles not entered',
  'lab.tree.count.reexpanded': '{count} re-expansions',
  'lab.tree.side.showingStart':
    'Drawn: the tree searched from the start (the counts after the dash are its own).',
  'lab.tree.side.showingGoal':
    'Drawn: the tree searched back from the goal (the counts after the dash are its own).',
  'lab.node.reexpanded':
    'expanded again (it was expanded before, under an earlier expansion of its parent)',
  'lab.step.open.pathEmpty': 'The path is empty: every path within the depth limit has been tried.',
  'lab.tree.pathFromGoal': {
    one: 'Path from the goal ({count} move): {moves}',
    other: 'Path from the goal ({count} moves): {moves}',
  },
  'lab.node.forgotten': 'forgotten (RBFS gave up its part of the tree)',
  'lab.tree.count.forgotten': '{count} forgotten',
});
