// The solver area of the en catalog (web/i18n/catalogs.js): what the C++ core says for people,
// by message id (solver.error.<id>: the ids and English templates of capabilities().messages;
// web/common/solver-message.js), and the worker's own words (solver.failure.<reason>).
export default Object.freeze({
  'solver.error.board-text-too-long':
    'the board text is longer than {length} characters; a board has at most {max} cells',
  'solver.error.empty-board': 'empty board: no tiles given',
  'solver.error.list-must-open': "a list must start with '['",
  'solver.error.quote-not-closed': 'a quote ({quote}) is not closed',
  'solver.error.brackets-too-many-closing': "unbalanced brackets: too many ']'",
  'solver.error.brackets-missing-closing': "unbalanced brackets: missing ']'",
  'solver.error.text-after-list': 'text after the closing bracket: {text}',
  'solver.error.cell-is-list': 'a cell is a list ({text}); each cell must be one number',
  'solver.error.mixed-notation': 'mixed notation: a list of rows cannot also hold bare tiles',
  'solver.error.not-a-number': '"{text}" is not a number',
  'solver.error.tile-not-integer': 'tile {text} is not an integer',
  'solver.error.board-too-small': 'a board must be at least 2x2, got {size}',
  'solver.error.board-too-large': '{size} has {cells} cells; the most is {max}',
  'solver.error.row-length': {
    one: 'row {row} has {count} tile, expected {expected}',
    other: 'row {row} has {count} tiles, expected {expected}',
  },
  'solver.error.rows-and-size-differ': 'the rows make a {rows} board, but the size given is {size}',
  'solver.error.tile-count-for-size': 'expected {expected} tiles for {size}, got {got}',
  'solver.error.too-few-tiles': 'expected at least 4 tiles (2x2), got {got}',
  'solver.error.too-many-tiles': 'expected at most {max} tiles, got {got}',
  'solver.error.size-unknown':
    'cannot tell the size of a board of {tiles} tiles: give it with --size WxH, e.g. --size {size}',
  'solver.error.size-no-rectangle':
    '{tiles} tiles (the blank counted) fit no rectangle of at least 2x2: a tile is missing or one too many',
  'solver.error.size-format': 'size "{text}" is not of the form WxH (e.g. 4x4)',
  'solver.error.tile-twice': 'tile {tile} appears twice',
  'solver.error.no-blank': 'no blank (0)',
  'solver.error.blank-missing':
    'no blank (0): a {size} board holds {tiles} tiles and the blank, written 0 or _',
  'solver.error.tile-out-of-range': 'tile {tile} is out of range 0..{max}',
  'solver.error.goal-invalid': 'goal: {problem}',
  'solver.error.walk-negative': 'the walk length must not be negative',
  'solver.error.solvable':
    'Solvable: the tiles are {swaps} from the goal ({permutationParity} permutation, blank included) and the blank is {moves} from its goal cell ({distanceParity}); the parities match.',
  'solver.error.unsolvable':
    'Unsolvable: the tiles are {swaps} from the goal ({permutationParity} permutation, blank included) and the blank is {moves} from its goal cell ({distanceParity}). Every move swaps the blank with a tile, flipping both parities at once, so they can never match. Swapping tiles {tileA} and {tileB} would make it solvable.',
  'solver.error.parity-rule':
    "A board can reach the goal exactly when two parities agree: that of the permutation taking it to the goal (blank included) and that of the blank's distance to its goal cell, because every move flips both. Here the permutation is {permutationParity} ({swaps}) and the distance is {moves} ({distanceParity}): {agreement}, so it is {verdict}.",
  'solver.error.width-rule-odd':
    'The width {width} is odd: a tile moving up or down passes {others} others (an even number) and a sideways move changes no order, so the inversions keep their parity, and the goal has none: a board is solvable exactly when its inversion count is even. Here: {inversions} ({inversionParity}), so it is {verdict}.',
  'solver.error.width-rule-odd-goal-order':
    "The width {width} is odd: a tile moving up or down passes {others} others (an even number) and a sideways move changes no order, so the inversions (counted in the goal's order) keep their parity, and the goal has none: a board is solvable exactly when its inversion count is even. Here: {inversions} ({inversionParity}), so it is {verdict}.",
  'solver.error.width-rule-even':
    "The width {width} is even: a tile moving up or down passes {others} others (an odd number) and moves the blank one row, so a board is solvable exactly when the inversions plus the blank's row counted from the bottom is odd. Here: {inversions} + row {row} = {sum} ({sumParity}), so it is {verdict}.",
  'solver.error.width-rule-even-goal-order':
    "The width {width} is even: a tile moving up or down passes {others} others (an odd number) and moves the blank one row, so a board is solvable exactly when the inversions (counted in the goal's order) plus the rows between the blank and its goal row is even. Here: {inversions} + {rows} = {sum} ({sumParity}), so it is {verdict}.",
  'solver.error.even': 'even',
  'solver.error.odd': 'odd',
  'solver.error.verdict-solvable': 'solvable',
  'solver.error.verdict-unsolvable': 'unsolvable',
  'solver.error.parities-agree': 'they agree',
  'solver.error.parities-differ': 'they differ',
  'solver.error.swaps': { one: '{count} swap', other: '{count} swaps' },
  'solver.error.moves': { one: '{count} move', other: '{count} moves' },
  'solver.error.inversions': { one: '{count} inversion', other: '{count} inversions' },
  'solver.error.rows': { one: '{count} row', other: '{count} rows' },
  'solver.error.unknown-algorithm': 'unknown algorithm "{name}"',
  'solver.error.unknown-heuristic': 'unknown heuristic "{name}"',
  'solver.error.unknown-metric': 'unknown metric "{name}": stm or mtm',
  'solver.error.metric-algorithm':
    'the multi-tile metric (mtm) is searched by auto or idastar, not {algorithm}',
  'solver.error.metric-heuristic':
    'the multi-tile metric (mtm) has its own heuristic (auto), not {heuristic}',
  'solver.error.metric-board-too-large':
    'the multi-tile metric (mtm) is solved on boards of up to {max} cells, not {cells}',
  'solver.error.weight-range': 'weight must be between {min} and {max}',
  'solver.error.memory-budget-range': 'memory budget must be between {min} and {max} MB',
  'solver.error.think-range': 'thinking time must be from {min} to {max} seconds',
  'solver.error.depth-limit-range': 'depth limit must be a whole number from {min} to {max}',
  'solver.error.depth-limit-cut':
    'no solution within depth {depth}: the depth limit cut the search (a longer solution may exist)',
  'solver.error.tree-share-invalid':
    'share {index} of {count} is not one of 1 to {max} shares of IDA* over pattern databases',
  'solver.error.all-optimal-board-too-large':
    'every optimal solution (--all-optimal) is counted on boards of up to {max} cells; this one has {cells}',
  'solver.error.all-optimal-not-optimal':
    'every optimal solution (--all-optimal) needs an optimal search: auto, astar, idastar, bfs, ucs, iddfs, rbfs or bidirectional with an admissible heuristic, not {algorithm} with {heuristic}',
  'solver.error.solution-limit-range':
    'the solutions listed (--limit) must be a whole number from {min} to {max}',
  'solver.error.step-board-too-large':
    'step mode runs {algorithm} on boards of up to {max} cells; idastar steps any size',
  'solver.error.step-heuristic-too-slow':
    'the {heuristic} heuristic takes too long to prepare on boards of more than {max} cells for step mode; pick linear-conflict or manhattan',
  'solver.error.cancelled': 'cancelled',
  'solver.error.time-limit': 'time limit of {seconds} s reached',
  'solver.error.memory-budget-reached':
    'memory budget reached after {expanded} expansions; IDA* or weighted A* needs far less memory',
  'solver.error.out-of-memory':
    'out of memory after {expanded} expansions; a smaller memory budget ends the search before the machine runs out',
  'solver.error.step-memory-budget-reached':
    'memory budget of {mb} MB reached after {expanded} expansions',
  'solver.error.open-list-empty': 'the open list ran empty without reaching the goal',
  'solver.error.not-started': 'not started',
  'solver.error.step-before-start': 'step() before start(): there is no search to run',
  'solver.error.no-solution-internal': 'the search ended without a solution (internal error)',
  'solver.error.verify-expected-step':
    'line {line}: expected "Step {step}: Move T direction", got "{text}"',
  'solver.error.verify-step-number':
    'line {line}: step {number} where step {expected} was expected',
  'solver.error.verify-too-many-steps': 'line {line}: more than {max} steps',
  'solver.error.verify-declared-count':
    'line {line}: the solution requires {declared} steps, but {count} are listed',
  'solver.error.verify-repeat-count':
    'line {line}: a repeat count must be at least 1, got "{text}"',
  'solver.error.verify-row-length':
    'line {line}: {count} numbers, but a row of this {size} board has {width} and a whole board {cells}',
  'solver.error.verify-board-tiles':
    'line {line}: this board does not hold the tiles 0 to {max} once each',
  'solver.error.verify-board-rows':
    'line {line}: the board that begins here has {rows} of its {height} rows',
  'solver.error.verify-letters-text-tile':
    "line {line}: the text says the letters are the tile's moves, but the request says the blank's",
  'solver.error.verify-letters-text-blank':
    "line {line}: the text says the letters are the blank's moves, but the request says the tile's",
  'solver.error.verify-letters-unsaid':
    'line {line}: say whether the letters are the tile\'s moves or the blank\'s: a first line "letters: tile" or "letters: blank"',
  'solver.error.verify-not-a-step':
    'line {line}: not a move, a tile, a letter or a board row: "{text}"',
  'solver.error.verify-letters-value': 'request.letters must be "tile" or "blank"',
  'solver.error.verify-no-such-tile': 'there is no tile {tile} (the tiles are 1 to {max})',
  'solver.error.verify-tile-not-next-to-blank': 'tile {tile} is not next to the blank',
  'solver.error.verify-tile-wrong-side':
    'tile {tile} cannot move {direction}: the blank is not on that side',
  'solver.error.verify-no-tile-moves': 'no tile can move {direction}: the blank is on the {wall}',
  'solver.error.verify-blank-at-wall': 'the blank cannot move {direction}: it is on the {wall}',
  'solver.error.verify-board-unchanged': 'this board is the same as the one before',
  'solver.error.verify-board-not-one-move': 'this board is not one move from the one before',
  'solver.error.direction-up': 'up',
  'solver.error.direction-down': 'down',
  'solver.error.direction-left': 'left',
  'solver.error.direction-right': 'right',
  'solver.error.wall-top': 'top row',
  'solver.error.wall-bottom': 'bottom row',
  'solver.error.wall-left': 'left column',
  'solver.error.wall-right': 'right column',
  'solver.error.experiment-no-search': 'choose at least one search',
  'solver.error.experiment-unknown-search': 'unknown search "{name}"',
  'solver.error.experiment-depth-cap-negative': 'the depth cap must not be negative',
  'solver.error.experiment-node-cap': 'the node cap must be at least 1',
  'solver.error.experiment-no-depth': 'choose at least one depth',
  'solver.error.experiment-per-depth-range': 'boards per depth must be between 1 and {max}',
  'solver.error.experiment-table-failed': 'the distance table could not be built',
  'solver.error.experiment-too-many-boards': 'at most {max} boards (line {line} is one too many)',
  'solver.error.experiment-no-boards': 'no boards: paste one board a line',
  'solver.error.experiment-every-line-bad': 'no board to run: every line has an error',
  'solver.error.experiment-line-size': 'a {board} board, but the list is of {list} boards',
  'solver.error.experiment-line-unsolvable': 'cannot reach the goal: {reason}',
  'solver.error.experiment-depth-not-found':
    'its optimal length was not found within {nodes} nodes, so it is left out',
  'solver.error.depth-table-too-large':
    'boards at an exact depth are made only for boards of up to {max} cells (the whole space is searched), not {size}',
  'solver.error.depth-out-of-range':
    'no board is {depth} moves from this goal: depths go from 0 to {max}',
  'solver.error.database-not-kept':
    'pattern database {name} is not kept: it could not be verified when read back',
  'solver.error.database-not-loaded': 'no pattern database named {name} is loaded',
  'solver.error.database-length-not-count': 'pattern database: its length is not a byte count',
  'solver.error.database-too-long':
    'pattern database: {bytes} bytes is more than the largest database this solver stores ({max} bytes); refused before reading it',
  'solver.error.database-size-unknown':
    'pattern database: {bytes} bytes is not the size of any database this solver stores',
  'solver.error.database-stored-as-other': 'the value stored as {name} is {other}',
  'solver.error.database-not-bytes': 'pattern database: expected the bytes as a Uint8Array',
  'solver.error.database-unverifiable':
    'pattern database {name}: cannot be verified (this solver keeps no digest of it), so it is built here',
  'solver.error.database-digest-mismatch':
    'pattern database {name}: differs from the table this solver builds (SHA-256 mismatch), so it is built again',
  'solver.error.database-not-canonical':
    'pattern database: not in the canonical form the cache builds',
  'solver.error.request-not-object':
    'request: expected an object {board, size, goal, algorithm, heuristic, weight, maxMemoryMB, openLimit}, not {type}',
  'solver.error.request-field-missing': 'request.{field} is missing',
  'solver.error.request-field-type': 'request.{field} must be a {expected}, not {type}',
  'solver.error.request-databases':
    'request.databases must be "standard", "large" or "quick", not "{value}"',
  'solver.error.experiment-request-not-object':
    'experiment request: expected an object, not {type}',
  'solver.error.experiment-field-type': 'experiment.{field} must be a {expected}, not {type}',
  'solver.error.experiment-depths-type': 'experiment.depths must be an array of numbers',
  'solver.error.experiment-depths-count': 'experiment.depths: at most 1000 depths',
  'solver.error.experiment-searches-type': 'experiment.searches must be an array of strings',
  'solver.error.pdb-not-loaded':
    'the pattern databases for this board size and goal are not loaded',
  'solver.error.true-distance-unreachable': 'the goal cannot be reached from this board',
  'solver.error.true-distance-not-computed': 'not computed',
  'solver.error.true-distance-by-pdb': 'IDA* with the pattern databases',
  'solver.error.true-distance-by-linear-conflict': 'IDA* with linear conflict',
  'solver.error.true-distance-pdb-budget':
    'IDA* with the pattern databases did not finish within its budget of expansions',
  'solver.error.true-distance-linear-conflict-budget':
    'IDA* with linear conflict did not finish within its budget of expansions',
  'solver.error.order-greedy':
    'lowest h first; among equal h, highest g first; then the most recently added first (last in, first out). Entries for nodes since closed or reached by a cheaper path are skipped when popped.',
  'solver.error.order-breadth-first':
    'lowest g first (level by level); then the most recently added first (last in, first out). Entries for nodes since closed or reached by a cheaper path are skipped when popped.',
  'solver.error.order-astar':
    'lowest f = g + h first; among equal f, highest g first (so lowest h); then the most recently added first (last in, first out). Entries for nodes since closed or reached by a cheaper path are skipped when popped.',
  'solver.error.order-weighted':
    'lowest f = {gWeight}·g + {hWeight}·h first; among equal f, highest g first; then the most recently added first (last in, first out). Entries for nodes since closed or reached by a cheaper path are skipped when popped.',
  'solver.error.order-idastar':
    'depth-first: the deepest node on the path is expanded next; its children are tried in a fixed order (the blank moves up, down, left, right), never undoing the last move nor making a detour that another path no longer makes redundant (such as going round a 2x2 square), and a child whose f = g + h exceeds the threshold is cut. When the path empties, the threshold becomes the smallest f that was cut and the search starts again from the start.',
  'solver.error.order-dfs':
    'depth-first: the node on top of the path is expanded next; its children are tried in a fixed order (the blank moves up, down, left, right), a child already on the path (a cycle) is never entered, and no path grows beyond the depth limit of {limit}.',
  'solver.error.order-rbfs':
    "recursive best-first: the child with the lowest backed-up F is explored next, as long as its F stays within its f-limit (the best alternative's F higher up). Beyond it, the subtree is forgotten and its F kept, to be expanded again when it is once more the best.",
  'solver.error.order-bidirectional':
    'breadth-first from both ends: a whole layer at a time, on the side whose frontier is smaller; first in, first out within a layer. It stops when one side reaches a board the other side has reached.',
  'solver.error.search-cancelled': 'Search cancelled',
  'solver.error.hint-cancelled': 'Hint cancelled',
  'solver.failure.start-file':
    'This page was opened as a file, and browsers do not run its solver from a file. Open {file}, the offline version in the same folder, instead.',
  'solver.failure.start-csp':
    "This site's security policy (Content-Security-Policy) does not allow the solver's background worker to start. Save the page and open it from your computer, or ask the site's owner to allow workers from blob: URLs (worker-src blob:).",
  'solver.failure.start-download':
    "The solver's code could not be downloaded. Check the connection and reload the page.",
  'solver.failure.start-timeout':
    'The solver did not start in time. Reload the page; if this happens again, try another browser or the offline file {file}.',
  'solver.failure.start-failed':
    'The solver could not start in this browser. Reload the page; if this happens again, try another browser or the offline file {file}.',
  'solver.failure.wasm-csp':
    "This site's security policy (Content-Security-Policy) does not allow WebAssembly, which the solver needs. Ask the site's owner to allow 'wasm-unsafe-eval', or use the offline file {file}.",
  'solver.failure.wasm-download':
    "The solver's WebAssembly file could not be downloaded. Check the connection and reload the page.",
  'solver.failure.no-wasm':
    'This browser cannot run WebAssembly, which the solver needs. Use a current Firefox, Chrome, Edge or Safari.',
  'solver.failure.out-of-memory':
    'The solver ran out of memory and was restarted. Lower the memory budget under Advanced, or choose an algorithm that needs less memory (IDA*).',
  'solver.failure.cancel-not-honoured':
    'The search did not stop at once, so the solver was restarted.',
  'solver.failure.crashed':
    'The solver hit an internal error and was restarted. Try again, or change the settings.',
  'solver.failure.unknown-request':
    'The solver did not understand a request from the page. Reload the page.',
});
